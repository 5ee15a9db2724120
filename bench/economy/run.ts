import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture, LoadRequest, LoadResult, Scenario, ServerReply, ServerRequest } from './protocol';

/**
 * `npm run bench:economy`: the store and checkout under load. The app runs as `npm start` runs
 * it (production mode) on a throwaway database seeded with 10,000 items and 10,000 players; a
 * second process (autocannon, 50 connections) measures requests per second and p99 latency of:
 * Fastify's hello-world (its own process, the reference), the outlet's first page (limit
 * 10000), a filtered store page and checkout (each request another player buying an item they
 * do not own). Each is printed with its ratio to hello-world, then the books are checked: no
 * balance below 0, every balance equal to its ledger sum, owners equal to inventory counts.
 * Last, one JSON line with every figure.
 *
 * Targets (issue 9): a filtered page at least 0.4 of hello-world with p99 at most 25 ms;
 * checkout at least 1,000 per second.
 *
 * Options: --seconds 10 (measured window per scenario)  --warmup 3  --connections 50
 * --only hello,outlet,filtered,checkout. BENCH_DATABASE_URL=postgres://... creates the
 * database on that server (dropped at the end) instead of an embedded one. BENCH_PROFILE=dir
 * writes a CPU profile of the app server there.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
function numberArg(name: string, fallback: string, min: number): number {
  const value = Number(arg(name, fallback));
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}`);
    process.exit(2);
  }
  return value;
}
const SECONDS = numberArg('seconds', '10', 1);
const WARMUP = numberArg('warmup', '3', 0);
const CONNECTIONS = numberArg('connections', '50', 1);
const SCENARIOS: Scenario[] = ['hello', 'outlet', 'filtered', 'checkout'];
const ONLY = arg('only', SCENARIOS.join(',')).split(',') as Scenario[];
if (ONLY.some((s) => !SCENARIOS.includes(s))) {
  console.error(`--only takes some of ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const TARGET = { filteredRatio: 0.4, filteredP99Ms: 25, checkoutPerSecond: 1000 };
const LABEL: Record<Scenario, string> = { hello: 'fastify hello-world', outlet: 'outlet first page', filtered: 'filtered store page', checkout: 'checkout' };

/** As `npm start` runs the server (package.json). */
const NODE_FLAGS = ['--max-semi-space-size=32'];

function child(file: string, profile = false): ChildProcess {
  const prof = profile && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return fork(path.join(here, file), [], { execArgv: ['--import', 'tsx', ...NODE_FLAGS, ...prof], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function next<T extends { type: string }>(proc: ChildProcess, type: T['type'], timeoutMs = 600_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from ${proc.spawnargs.at(-1)} in ${timeoutMs} ms`)), timeoutMs);
    const on = (m: T) => {
      if (m?.type !== type) return;
      clearTimeout(timer);
      proc.off('message', on);
      resolve(m);
    };
    proc.on('message', on);
    proc.once('exit', (code) => reject(new Error(`${proc.spawnargs.at(-1)} exited (${code}) while waiting for ${type}`)));
  });
}

async function stop(proc: ChildProcess, message: { type: 'stop' }): Promise<void> {
  if (proc.exitCode !== null) return;
  proc.send(message);
  await Promise.race([new Promise((r) => proc.once('exit', r)), new Promise((r) => setTimeout(r, 20_000))]);
  if (proc.exitCode === null) proc.kill('SIGKILL');
}

async function measure(load: ChildProcess, scenario: Scenario, url: string, fixture: Fixture | null): Promise<LoadResult> {
  const run = (seconds: number) => {
    const result = next<LoadResult>(load, 'result');
    load.send({ type: 'run', scenario, url, seconds, connections: CONNECTIONS, fixture } satisfies LoadRequest);
    return result;
  };
  if (WARMUP > 0) await run(WARMUP);
  return run(SECONDS);
}

function print(r: LoadResult, hello: LoadResult | undefined): void {
  const ratio = hello && r.scenario !== 'hello' ? (r.requestsPerSecond / hello.requestsPerSecond).toFixed(2) : r.scenario === 'hello' ? '1.00' : '-';
  const failures = r.non2xx + r.errors + r.timeouts;
  console.log(
    [
      LABEL[r.scenario].padEnd(20),
      String(r.requestsPerSecond).padStart(8),
      `${r.p50Ms} ms`.padStart(8),
      `${r.p99Ms} ms`.padStart(8),
      ratio.padStart(9),
      `${(r.bytesPerResponse / 1024).toFixed(1)} KB`.padStart(10),
      String(failures).padStart(8),
      `${r.loadCpuPercent}%`.padStart(9),
    ].join('  '),
  );
  if (r.firstRefusal) console.log(`  first refusal: ${r.firstRefusal}`);
}

async function main(): Promise<void> {
  console.log(`economy benchmark: ${CONNECTIONS} connections, ${SECONDS} s per scenario after ${WARMUP} s of warm-up (seeding 10,000 items and 10,000 players first)`);
  const server = child('server.ts', true);
  const load = child('load.ts');
  const results = new Map<Scenario, LoadResult>();
  let verified: Extract<ServerReply, { type: 'verified' }> | null = null;
  try {
    const [ready] = await Promise.all([next<Extract<ServerReply, { type: 'ready' }>>(server, 'ready'), next<{ type: 'ready' }>(load, 'ready')]);
    console.log(`seeded in ${ready.seedSeconds} s\n`);
    console.log(['scenario'.padEnd(20), 'req/s'.padStart(8), 'p50'.padStart(8), 'p99'.padStart(8), 'vs hello'.padStart(9), 'response'.padStart(10), 'failed'.padStart(8), 'load cpu'.padStart(9)].join('  '));
    const appUrl = `http://127.0.0.1:${ready.port}`;
    for (const scenario of ONLY.sort((a, b) => SCENARIOS.indexOf(a) - SCENARIOS.indexOf(b))) {
      let r: LoadResult;
      if (scenario === 'hello') {
        const hello = child('hello.ts');
        const { port } = await next<{ type: 'ready'; port: number }>(hello, 'ready');
        r = await measure(load, 'hello', `http://127.0.0.1:${port}`, null);
        await stop(hello, { type: 'stop' });
      } else {
        r = await measure(load, scenario, appUrl, ready.fixture);
      }
      results.set(scenario, r);
      print(r, results.get('hello'));
    }
    server.send({ type: 'verify' } satisfies ServerRequest);
    verified = await next<Extract<ServerReply, { type: 'verified' }>>(server, 'verified');
  } finally {
    await stop(load, { type: 'stop' });
    await stop(server, { type: 'stop' });
  }

  const hello = results.get('hello');
  const filtered = results.get('filtered');
  const checkout = results.get('checkout');
  console.log('');
  if (filtered && hello) {
    const ratio = filtered.requestsPerSecond / hello.requestsPerSecond;
    const met = ratio >= TARGET.filteredRatio && filtered.p99Ms <= TARGET.filteredP99Ms;
    console.log(`filtered page: ${ratio.toFixed(2)} of hello-world (target >= ${TARGET.filteredRatio}), p99 ${filtered.p99Ms} ms (target <= ${TARGET.filteredP99Ms} ms): ${met ? 'met' : 'MISSED'}`);
  }
  if (checkout) {
    const met = checkout.requestsPerSecond >= TARGET.checkoutPerSecond && checkout.non2xx === 0;
    console.log(`checkout: ${checkout.requestsPerSecond}/s, ${checkout.non2xx} refused (target >= ${TARGET.checkoutPerSecond}/s, none refused): ${met ? 'met' : 'MISSED'}`);
  }
  const booksOk = verified !== null && verified.negative === 0 && verified.mismatched === 0 && verified.ownersMismatched === 0;
  if (verified) {
    console.log(
      `books: ${verified.players} players, ${verified.negative} below 0, ${verified.mismatched} differ from their ledger sums; ${verified.purchases} purchases; ${verified.ownersMismatched} owners counts off: ${booksOk ? 'ok' : 'WRONG'}`,
    );
  }
  console.log(JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, results: Object.fromEntries(results), verified }));
  if (!booksOk) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
