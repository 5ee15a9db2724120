import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternateWithReference, child, combineRounds, measureSameSize, nextMessage, numberOption, option, stopChild } from '../support';
import type { Fixture, LoadRequest, LoadResult, Scenario, ServerReply, ServerRequest } from './protocol';

/**
 * `npm run bench:forum`: browsing and searching the forums at 100,000 posts and 1,000,000
 * replies. The app runs as `npm start` runs it (production mode) on a throwaway database seeded
 * in bulk (seed.ts); a second process (autocannon, 50 connections, every request signed in as
 * another player) measures requests per second, p50 and p99 of:
 * - first: the first page of All posts (35, newest first, pinned posts on top);
 * - (beside it, a fixed answer of the first page's size from hello-world's process: the most
 *   a page of that size reaches on this machine);
 * - deep: page 2000 of All posts by page number (offset 69,965);
 * - deepCursor: the same depth by keyset cursor, when the list contract has one;
 * - category: the first page of a category (the four players post in, in turn);
 * - search: several whole words in turn; partial: beginnings of words (3-5 letters);
 * - post: a post with its first page of 15 replies (posts with up to hundreds of replies);
 * - mixList, mixPost (issue 23 §4): the first page of All posts and category pages in turn, and
 *   post pages, read while other players post, reply, tip and vote (writers.ts: 5% of all
 *   requests, on the posts readers look at) and FLOW honor is granted through the ledger to
 *   other players (--honor a second, 100 by default): the caches as they fare under real traffic;
 * and Fastify's hello-world (its own process, the reference). Each is printed with its ratio
 * to hello-world, then the targets (issue 11 §6) and one JSON line with every figure.
 *
 * Targets: list pages (first, deep, category, and under the mix) at least 0.4 of hello-world
 * with p99 at most 25 ms; search p99 at most 50 ms; deep pages no slower than the first (deep/first printed;
 * met at 0.9 or more, the run-to-run noise of a shared machine).
 *
 * The machine's other load changes from second to second, so each scenario is measured in
 * rounds alternating with hello-world, and its ratio is to the hello-world windows around it.
 *
 * Options: --seconds 12 (measured time per scenario)  --rounds 3  --warmup 3  --connections 50
 * --only first,deep,deepCursor,category,search,partial,post,mixList,mixPost (hello-world always runs) --honor 100
 * --explain (after measuring, EXPLAIN ANALYZE of every query one request of each scenario makes).
 * BENCH_DATABASE_URL=postgres://... creates the database on that server (dropped at the end)
 * instead of an embedded one. BENCH_PROFILE=dir writes a CPU profile of the app server there.
 * BENCH_FORUM_CACHE=off drops the forum's page cache: every page reads the database.
 * BENCH_FORUM_TRACE=1 prints, after each mixed window, where its time went (trace.ts): page
 * reads answered at once or waiting (and why), session lookups from the database, page loads,
 * the app's and its PostgreSQL's CPU, and the main pool's queue.
 * Before measuring, every seeded player makes one request (server.ts), as players who have been
 * on the site: sessions kept, post pages read once.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = numberOption('rounds', '3', 1, true);
const SECONDS = numberOption('seconds', '12', ROUNDS, true);
const WARMUP = numberOption('warmup', '3', 0, true);
const CONNECTIONS = numberOption('connections', '50', 1, true);
const EXPLAIN = process.argv.includes('--explain');
const HONOR_PER_SECOND = numberOption('honor', '100', 0);
const MEASURED: Scenario[] = ['first', 'deep', 'deepCursor', 'category', 'search', 'partial', 'post', 'mixList', 'mixPost'];
const MIXED: Scenario[] = ['mixList', 'mixPost'];
const ONLY = option('only', MEASURED.join(',')).split(',') as Scenario[];
if (ONLY.some((s) => !MEASURED.includes(s))) {
  console.error(`--only takes some of ${MEASURED.join(', ')}`);
  process.exit(2);
}
const TARGET = { listRatio: 0.4, listP99Ms: 25, searchP99Ms: 50, deepVsFirst: 0.9 };
const LISTS: Scenario[] = ['first', 'deep', 'deepCursor', 'category', 'mixList'];
const SEARCHES: Scenario[] = ['search', 'partial'];
const LABEL: Record<Scenario, string> = {
  hello: 'fastify hello-world',
  first: 'all, first page',
  deep: 'all, page 2000',
  deepCursor: 'all, 2000 by cursor',
  category: 'category page',
  search: 'search, word',
  partial: 'search, partial',
  post: 'post + 15 replies',
  mixList: 'mix: list pages',
  mixPost: 'mix: post pages',
};

/** Seeding can take minutes on a busy machine. */
const next = <T extends { type: string }>(proc: ChildProcess, type: T['type']) => nextMessage<T>(proc, type, 900_000);

async function once(load: ChildProcess, scenario: Scenario, url: string, fixture: Fixture | null, seconds: number): Promise<LoadResult> {
  const result = next<LoadResult>(load, 'result');
  load.send({ type: 'run', scenario, url, seconds, connections: CONNECTIONS, fixture } satisfies LoadRequest);
  return result;
}

/**
 * Waits until the app has answered what the last window left in flight: a slow scenario (the
 * deep page by number) must not spill its backlog into the next window's figures.
 */
function drain(server: ChildProcess): Promise<unknown> {
  const drained = next<Extract<ServerReply, { type: 'drained' }>>(server, 'drained');
  server.send({ type: 'drain' } satisfies ServerRequest);
  return drained;
}

/**
 * One window of a scenario; a mixed one with FLOW honor granted in the app's process meanwhile
 * (only then: the hello-world windows between stay quiet). Answers its figures and, for a
 * mixed one, how many grants were made.
 */
async function measureWindow(server: ChildProcess, load: ChildProcess, scenario: Scenario, url: string, fixture: Fixture, seconds: number): Promise<LoadResult & { granted?: number }> {
  const mixed = MIXED.includes(scenario);
  if (mixed) await honor(server, HONOR_PER_SECOND);
  const result = await once(load, scenario, url, fixture, seconds);
  const granted = mixed ? await honor(server, 0) : undefined;
  await drain(server);
  return { ...result, ...(granted === undefined ? {} : { granted }) };
}

async function honor(server: ChildProcess, perSecond: number): Promise<number> {
  const answered = next<Extract<ServerReply, { type: 'honored' }>>(server, 'honored');
  server.send({ type: 'honor', perSecond } satisfies ServerRequest);
  return (await answered).granted;
}

/** The writers' tallies and grants of a mixed scenario's rounds, summed (combineRounds keeps the first round's). */
function summedWrites(rounds: (LoadResult & { granted?: number })[]): Pick<LoadResult, 'writes'> & { granted: number } {
  const writes = rounds.map((r) => r.writes!);
  const sum = (f: (w: (typeof writes)[number]) => number) => writes.reduce((a, w) => a + f(w), 0);
  return {
    writes: {
      ok: sum((w) => w.ok),
      refused: sum((w) => w.refused),
      perKind: { post: sum((w) => w.perKind.post), reply: sum((w) => w.perKind.reply), tip: sum((w) => w.perKind.tip), vote: sum((w) => w.perKind.vote) },
      firstRefusal: writes.find((w) => w.firstRefusal)?.firstRefusal ?? null,
    },
    granted: rounds.reduce((a, r) => a + (r.granted ?? 0), 0),
  };
}

interface Row {
  result: LoadResult;
  /** Hello-world measured in the windows between this scenario's rounds. */
  hello: LoadResult;
}

const ratioOf = (row: Row) => row.result.requestsPerSecond / row.hello.requestsPerSecond;

const COLUMNS: [string, number][] = [
  ['scenario', 20],
  ['req/s', 8],
  ['p50', 8],
  ['p99', 8],
  ['vs hello', 9],
  ['hello r/s', 10],
  ['response', 10],
  ['failed', 7],
  ['load cpu', 9],
];

function line(cells: string[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(COLUMNS[i]![1]) : c.padStart(COLUMNS[i]![1]))).join('  ');
}

function print(row: Row, label = LABEL[row.result.scenario]): void {
  const r = row.result;
  console.log(
    line([
      label,
      String(r.requestsPerSecond),
      `${r.p50Ms} ms`,
      `${r.p99Ms} ms`,
      row.result === row.hello ? '1.00' : ratioOf(row).toFixed(2),
      String(row.hello.requestsPerSecond),
      `${(r.bytesPerResponse / 1024).toFixed(1)} KB`,
      String(r.non2xx + r.errors + r.timeouts),
      `${r.loadCpuPercent}%`,
    ]),
  );
  if (r.firstRefusal) console.log(`  first refusal: ${r.firstRefusal}`);
  if (r.writes) {
    const w = r.writes;
    const k = w.perKind;
    console.log(
      `  beside it: ${w.ok} writes (${k.post} posts, ${k.reply} replies, ${k.tip} tips, ${k.vote} votes; ${w.refused} refused), ${((w.ok + w.refused) / (r.ok + w.ok + w.refused)).toFixed(3)} of requests` +
        (w.firstRefusal ? `; first refused: ${w.firstRefusal}` : ''),
    );
  }
}

/** The targets, one line each; false when one is missed. */
function verdicts(rows: Map<Scenario, Row>, sameSize: Row | null): boolean {
  let allMet = true;
  const say = (text: string, met: boolean) => {
    allMet &&= met;
    console.log(`${text}: ${met ? 'met' : 'MISSED'}`);
  };
  for (const s of LISTS) {
    const row = rows.get(s);
    if (!row) continue;
    const failed = row.result.non2xx + row.result.errors + row.result.timeouts;
    say(
      `${LABEL[s]}: ${ratioOf(row).toFixed(2)} of hello-world (target >= ${TARGET.listRatio}), p99 ${row.result.p99Ms} ms (target <= ${TARGET.listP99Ms} ms)`,
      ratioOf(row) >= TARGET.listRatio && row.result.p99Ms <= TARGET.listP99Ms && failed === 0,
    );
  }
  if (sameSize) {
    const first = rows.get('first');
    const ceiling = ratioOf(sameSize);
    console.log(
      `  a fixed answer of a list page's size: ${ceiling.toFixed(2)} of hello-world, p99 ${sameSize.result.p99Ms} ms (the most a page of this size reaches here)` +
        (first ? `; the first page makes ${(ratioOf(first) / ceiling).toFixed(2)} of it` : ''),
    );
  }
  for (const s of SEARCHES) {
    const row = rows.get(s);
    if (!row) continue;
    const failed = row.result.non2xx + row.result.errors + row.result.timeouts;
    say(`${LABEL[s]}: p99 ${row.result.p99Ms} ms (target <= ${TARGET.searchP99Ms} ms)`, row.result.p99Ms <= TARGET.searchP99Ms && failed === 0);
  }
  const first = rows.get('first');
  for (const s of ['deep', 'deepCursor'] as const) {
    const deep = rows.get(s);
    if (!first || !deep) continue;
    // Each against its own hello-world windows, so a busier minute on the machine does not count as depth.
    const vs = ratioOf(first) > 0 ? ratioOf(deep) / ratioOf(first) : 0;
    say(`${LABEL[s]} / first page: ${vs.toFixed(2)} (target >= ${TARGET.deepVsFirst}, no slower with depth)`, vs >= TARGET.deepVsFirst);
  }
  return allMet;
}

async function main(): Promise<void> {
  console.log(
    `forum benchmark: ${CONNECTIONS} connections; per scenario ${WARMUP} s of warm-up, then ${ROUNDS} rounds of ${SECONDS / ROUNDS} s alternating with hello-world (seeding 100,000 posts and 1,000,000 replies first)`,
  );
  const server = child(here, 'server.ts');
  const load = child(here, 'load.ts', false);
  const hello = child(path.join(here, '..', 'economy'), 'hello.ts', false);
  const rows = new Map<Scenario, Row>();
  let seed: Extract<ServerReply, { type: 'ready' }> | null = null;
  let sameSize: Row | null = null;
  try {
    const [ready, , helloReady] = await Promise.all([
      next<Extract<ServerReply, { type: 'ready' }>>(server, 'ready'),
      next<{ type: 'ready' }>(load, 'ready'),
      next<{ type: 'ready'; port: number }>(hello, 'ready'),
    ]);
    seed = ready;
    const c = ready.counts;
    console.log(
      `seeded in ${ready.seedSeconds} s: ${c.players} players, ${c.posts} posts (${c.pinned} pinned), ${c.replies} replies; counters off: ${c.countersOff}\n  (${ready.steps.join(', ')})\n`,
    );
    console.log(line(COLUMNS.map(([name]) => name)));
    const appUrl = `http://127.0.0.1:${ready.port}`;
    const helloUrl = `http://127.0.0.1:${helloReady.port}`;
    const perRound = SECONDS / ROUNDS;
    if (WARMUP > 0) await once(load, 'hello', helloUrl, null, WARMUP);
    const allHello: LoadResult[] = [];
    const scenarios = MEASURED.filter((s) => ONLY.includes(s) && (s !== 'deepCursor' || ready.fixture.deepCursor !== null));
    if (ONLY.includes('deepCursor') && ready.fixture.deepCursor === null) console.log('(no keyset cursor in the list contract: deepCursor skipped)');
    for (const scenario of scenarios) {
      if (WARMUP > 0) await measureWindow(server, load, scenario, appUrl, ready.fixture, WARMUP);
      const rounds: (LoadResult & { granted?: number })[] = [];
      const measured = await alternateWithReference(
        ROUNDS,
        perRound,
        () => once(load, 'hello', helloUrl, null, perRound),
        () => measureWindow(server, load, scenario, appUrl, ready.fixture, perRound).then((r) => (rounds.push(r), r)),
      );
      allHello.push(...measured.helloRounds);
      const mixed = MIXED.includes(scenario) ? summedWrites(rounds) : null;
      const row = { result: { ...measured.result, ...(mixed ? { writes: mixed.writes } : {}) }, hello: measured.hello };
      rows.set(scenario, row);
      print(row);
      if (mixed) console.log(`  FLOW honor granted meanwhile through the ledger to other players: ${mixed.granted} (${(mixed.granted / SECONDS).toFixed(0)}/s)`);
    }
    // The first page beside a fixed answer of its size from hello-world's process: the most a
    // page of that size reaches on this machine.
    const firstRow = rows.get('first');
    if (firstRow) {
      const timing = { rounds: ROUNDS, secondsPerRound: perRound, warmup: WARMUP };
      const measured = await measureSameSize(helloUrl, firstRow.result.bytesPerResponse, timing, (url, s) => once(load, 'hello', url, null, s));
      allHello.push(...measured.helloRounds);
      sameSize = { result: measured.result, hello: measured.hello };
      print(sameSize, 'same size, fixed');
    }
    if (allHello.length === 0) allHello.push(await once(load, 'hello', helloUrl, null, SECONDS));
    const helloAll = combineRounds(allHello, allHello.length === 1 ? SECONDS : perRound);
    rows.set('hello', { result: helloAll, hello: helloAll });
    print(rows.get('hello')!);
    if (EXPLAIN) {
      server.send({ type: 'explain' } satisfies ServerRequest);
      console.log(`\n${(await next<Extract<ServerReply, { type: 'explained' }>>(server, 'explained')).plans}`);
    }
  } finally {
    await stopChild(load);
    await stopChild(hello);
    await stopChild(server);
  }

  console.log('');
  const met = verdicts(rows, sameSize);
  console.log(
    JSON.stringify({
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      seedSeconds: seed?.seedSeconds ?? null,
      seeded: seed?.counts ?? null,
      targetsMet: met,
      results: Object.fromEntries(rows),
      sameSize,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
