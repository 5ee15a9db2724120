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

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'verify') void verifyEconomy(server.ctx).then((v) => send({ type: 'verified', ...v }));
    else if (m.type === 'stop') void stop();
  });
  send({ type: 'ready', port: portOf(server), fixture, seedSeconds: Math.round((performance.now() - started) / 100) / 10 });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
