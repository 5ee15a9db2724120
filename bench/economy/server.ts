import { portOf, startBenchServer } from '../support';
import type { ServerReply, ServerRequest } from './protocol';
import { seedEconomy, verifyEconomy } from './seed';

/**
 * The app as `npm start` runs it (see startBenchServer). Seeds the store and the players, then
 * waits for the orchestrator.
 */
async function main(): Promise<void> {
  const { server, stop } = await startBenchServer('economy');
  const send = (m: ServerReply) => process.send?.(m);
  const started = performance.now();
  const fixture = await seedEconomy(server.ctx);
  fixture.outletVersion = await outletVersion(`http://127.0.0.1:${portOf(server)}`, fixture.keys[0]!);

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'verify') void verifyEconomy(server.ctx).then((v) => send({ type: 'verified', ...v }));
    else if (m.type === 'stop') void stop();
  });
  send({ type: 'ready', port: portOf(server), fixture, seedSeconds: Math.round((performance.now() - started) / 100) / 10 });
}

/** The catalog version the outlet's first page is at, as a player's browser learns it. */
async function outletVersion(base: string, key: string): Promise<number> {
  const res = await fetch(`${base}/api/store/outlet`, { headers: { 'x-session-key': key } });
  if (!res.ok) throw new Error(`GET /api/store/outlet: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { version: number }).version;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
