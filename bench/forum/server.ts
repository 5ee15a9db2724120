import { portOf, startBenchServer } from '../support';
import { explainScenarios, quiet } from './explain';
import { pathFor } from './paths';
import type { Fixture, ServerReply, ServerRequest } from './protocol';
import { seedForum } from './seed';

/**
 * The app as `npm start` runs it (see startBenchServer). Seeds the forums and their players,
 * then waits for the orchestrator; on `explain` shows the plans of what each scenario asks.
 */
async function main(): Promise<void> {
  const { server, stop } = await startBenchServer('forum');
  const send = (m: ServerReply) => process.send?.(m);
  const started = performance.now();
  const { fixture, counts, steps } = await seedForum(server.ctx);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const base = `http://127.0.0.1:${portOf(server)}`;
  fixture.deepCursor = await deepCursor(base, fixture);

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'explain') {
      const scenarios = (['first', 'deep', 'deepCursor', 'category', 'search', 'partial', 'post'] as const).filter((s) => s !== 'deepCursor' || fixture.deepCursor !== null);
      // A forum notice with no id: the process forgets what it kept of the forum (forum/cache.ts).
      const forget = () => server.ctx.changes?.heard('forum');
      void explainScenarios(server.ctx.pool, base, fixture, [...scenarios], forget).then((plans) => send({ type: 'explained', plans }));
    } else if (m.type === 'drain') void quiet(server.ctx.pool).then(() => send({ type: 'drained' }));
    else if (m.type === 'stop') void stop();
  });
  send({ type: 'ready', port: portOf(server), fixture, seedSeconds, counts, steps });
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
