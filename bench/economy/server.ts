import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { adminQuery, dropDatabase, withDatabase } from '@server/test/database';
import type { ServerReply, ServerRequest } from './protocol';
import { seedEconomy, verifyEconomy } from './seed';

/**
 * The app as `npm start` runs it (production mode), on a free port with its own data under /tmp:
 * an embedded PostgreSQL, or a fresh database on BENCH_DATABASE_URL's server (dropped at the
 * end). Seeds the store and the players, then waits for the orchestrator.
 */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-bench-economy-'));
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
  const started = performance.now();
  const fixture = await seedEconomy(server.ctx);

  let stopping: Promise<never> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop();
      if (admin) await dropDatabase(admin, dbName);
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })());

  process.on('message', (m: ServerRequest) => {
    if (m.type === 'verify') void verifyEconomy(server.ctx).then((v) => send({ type: 'verified', ...v }));
    else if (m.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port: Number(new URL(server.url).port), fixture, seedSeconds: Math.round((performance.now() - started) / 100) / 10 });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
