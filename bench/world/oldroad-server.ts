import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { createSession } from '@server/modules/auth/sessions';
import { users } from '@server/modules/users/schema';
import { adminQuery, dropDatabase, withDatabase } from '@server/test/database';
import { ServerMeter, type ServerReply, type ServerRequest } from './measure';

/**
 * The app as `npm start` runs it (HTTP, the town, PostgreSQL), on a free port with its own data
 * under /tmp: an embedded PostgreSQL, or a fresh database on BENCH_DATABASE_URL's server.
 * Bot accounts are inserted directly and signed in through createSession.
 */
async function main(): Promise<void> {
  const meter = new ServerMeter();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-bench-'));
  const admin = process.env.BENCH_DATABASE_URL;
  const dbName = `oldroad_bench_${randomBytes(4).toString('hex')}`;
  if (admin) await adminQuery(admin, `CREATE DATABASE "${dbName}"`);
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(admin ? { DATABASE_URL: withDatabase(admin, dbName) } : {}),
  });
  const server = await startServer(config);
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

  let stopping: Promise<never> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop();
      if (admin) await dropDatabase(admin, dbName);
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })());

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'accounts') void accounts(m.n).then((k) => send({ type: 'accounts', keys: k }));
    else if (m.type === 'measure-start') meter.start();
    else if (m.type === 'measure-read') send({ type: 'measure', ...meter.read() });
    else if (m.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port: Number(new URL(server.url).port) });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
