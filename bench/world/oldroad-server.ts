import { createSession } from '@server/modules/auth/sessions';
import { users } from '@server/modules/users/schema';
import { worldOf } from '@server/world';
import { portOf, startBenchServer } from '../support';
import { ServerMeter, type ServerReply, type ServerRequest } from './measure';

/**
 * The app as `npm start` runs it (HTTP, the town, PostgreSQL; see startBenchServer). Bot
 * accounts are inserted directly and signed in through createSession.
 */
async function main(): Promise<void> {
  const meter = new ServerMeter();
  const { server, stop } = await startBenchServer('world');
  const send = (m: ServerReply) => process.send?.(m);
  const keys: string[] = [];

  async function accounts(n: number): Promise<string[]> {
    while (keys.length < n) {
      const batch = Math.min(500, n - keys.length);
      const start = keys.length;
      const rows = await server.ctx.db
        .insert(users)
        .values(Array.from({ length: batch }, (_, i) => ({ username: `bot${start + i}`, email: `bot${start + i}@bench.test` })))
        .returning({ id: users.id });
      for (let i = 0; i < rows.length; i += 50) {
        keys.push(...(await Promise.all(rows.slice(i, i + 50).map((r) => createSession(server.ctx, r.id)))));
      }
    }
    return keys.slice(0, n);
  }

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'accounts') void accounts(m.n).then((k) => send({ type: 'accounts', keys: k }));
    else if (m.type === 'measure-start') meter.start();
    else if (m.type === 'measure-read') send({ type: 'measure', ...meter.read() });
    else if (m.type === 'tick') {
      const town = worldOf(server.ctx)?.town;
      if (town && m.ms > 0) town.setTickInterval(m.ms);
      send({ type: 'tick', ms: town?.tickInterval ?? 0 });
    } else if (m.type === 'stop') void stop();
  });
  send({ type: 'ready', port: portOf(server) });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
