import type { AppContext } from '@server/context';
import { credit } from '@server/modules/ledger/service';
import { portOf, startBenchServer } from '../support';
import { explainScenarios, quiet } from './explain';
import { pathFor } from './paths';
import type { Fixture, ServerReply, ServerRequest } from './protocol';
import { seedForum } from './seed';
import { traceForum } from './trace';

/**
 * The app as `npm start` runs it (see startBenchServer). Seeds the forums and their players,
 * then waits for the orchestrator; on `explain` shows the plans of what each scenario asks; on
 * `honor` grants FLOW honor to seeded players (the mixed scenarios).
 */
async function main(): Promise<void> {
  const { server, stop } = await startBenchServer('forum');
  // --cache off: the forum's page cache is dropped, so every page reads the database (the
  // simpler path issue 23 weighs the cache against); everything else runs as npm start runs it.
  if (process.env.BENCH_FORUM_CACHE === 'off') {
    server.ctx.services.forumCache?.close();
    server.ctx.services.forumCache = null;
  }
  const send = (m: ServerReply) => process.send?.(m);
  const started = performance.now();
  const { fixture, counts, steps } = await seedForum(server.ctx);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const base = `http://127.0.0.1:${portOf(server)}`;
  fixture.deepCursor = await deepCursor(base, fixture);
  await signInEveryone(base, fixture);

  const honor = await honorGrants(server.ctx);
  // BENCH_FORUM_TRACE=1: where each mixed window's time went (trace.ts), printed as it ends.
  const trace = process.env.BENCH_FORUM_TRACE ? traceForum(server.ctx) : null;
  process.on('message', (m: ServerRequest) => {
    if (m.type === 'honor') {
      if (m.perSecond > 0) trace?.begin();
      else if (trace) console.log(trace.end());
      send({ type: 'honored', granted: honor(m.perSecond) });
    }
    else if (m.type === 'explain') {
      const scenarios = (['first', 'deep', 'deepCursor', 'category', 'search', 'partial', 'post'] as const).filter((s) => s !== 'deepCursor' || fixture.deepCursor !== null);
      // A forum notice with no id: the process forgets what it kept of the forum (forum/cache.ts).
      const forget = () => server.ctx.changes?.deliver('forum');
      void explainScenarios(server.ctx.pool, base, fixture, [...scenarios], forget).then((plans) => send({ type: 'explained', plans }));
    } else if (m.type === 'drain') void quiet(server.ctx.pool).then(() => send({ type: 'drained' }));
    else if (m.type === 'stop') void stop();
  });
  send({ type: 'ready', port: portOf(server), fixture, seedSeconds, counts, steps });
}

/**
 * FLOW honor arriving for other players as the game grants it: `credit` through the ledger in a
 * transaction of its own (as flow/claims.ts does after replaying a swap), to the seeded players
 * in turn, `perSecond` a second. Every grant changes a users row, and so records a `user`
 * notice; none may cost forum pages anything. Answers how many were granted since the last call.
 */
async function honorGrants(ctx: AppContext): Promise<(perSecond: number) => number> {
  const { rows } = await ctx.pool.query<{ id: string }>(`SELECT id FROM users WHERE email LIKE '%@forum.bench' ORDER BY id`);
  let timer: NodeJS.Timeout | null = null;
  let granted = 0;
  let next = 0;
  const TICK_MS = 20;
  return (perSecond) => {
    if (timer) clearInterval(timer);
    timer = null;
    if (perSecond > 0) {
      // Owed by the time passed, not by ticks: on a busy event loop the timer fires late and
      // seldom, and counting ticks granted a fifth of the rate asked for.
      const started = performance.now();
      let made = 0;
      timer = setInterval(() => {
        const owed = Math.floor(((performance.now() - started) / 1000) * perSecond) - made;
        for (let i = 0; i < owed; i++, made++) {
          const userId = rows[next++ % rows.length]!.id;
          void ctx.db.transaction((tx) => credit(tx, userId, 'honor', 3, 'flow_honor', 'bench')).then(() => granted++);
        }
      }, TICK_MS);
    }
    const done = granted;
    granted = 0;
    return done;
  };
}

/**
 * One request per seeded player before anything is measured (the post pages readers open, in
 * turn), as players who have been on the site: their sessions are kept (auth/session-cache.ts)
 * as the scenarios run first in a whole run leave them, and so are the post pages. Without it
 * a run of the mixed scenarios alone (--only) had nearly every read look its session up in the
 * database (each of the 3,000 keys read once or twice) and read post pages never opened
 * before: it measured first visits instead of the mix.
 */
async function signInEveryone(base: string, f: Fixture): Promise<void> {
  let next = 0;
  const one = async () => {
    for (let i = next++; i < f.keys.length; i = next++) {
      const res = await fetch(base + pathFor('mixPost', f, i), { headers: { 'x-session-key': f.keys[i]! } });
      if (!res.ok) throw new Error(`warming player ${i}'s session: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, one));
}

/**
 * The keyset cursor that leads to the deep page: the nextCursor of the page before it. Null
 * when the list gives none; refused when the page it leads to is not the deep page by number.
 */
async function deepCursor(base: string, f: Fixture): Promise<string | null> {
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers: { 'x-session-key': f.keys[0]! } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { posts: { id: string }[]; nextCursor?: string | null };
  };
  const before = await get(pathFor('deep', { ...f, deepPage: f.deepPage - 1 }, 0));
  if (!before.nextCursor) return null;
  const byPage = await get(pathFor('deep', f, 0));
  const byCursor = await get(pathFor('deepCursor', { ...f, deepCursor: before.nextCursor }, 0));
  const ids = (r: { posts: { id: string }[] }) => r.posts.map((p) => p.id).join();
  if (byPage.posts.length === 0 || ids(byPage) !== ids(byCursor)) throw new Error(`page ${f.deepPage} by cursor differs from page ${f.deepPage} by number`);
  return before.nextCursor;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
