import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { startTestRenewals } from './modules/payments/test-renewals';
import { ChangeFeed } from './db/changes';
import { connectDatabase, databaseHandles, poolSizeFor, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { acquireDataDirLock } from './db/lock';
import { createLogger } from './logger';
import { attachWorld } from './world';
import { LocalPresence } from './world/presence';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /** True when this start created the embedded database (first run). */
  freshDatabase: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the whole app: database (embedded unless DATABASE_URL), migrations, Redis when
 * configured, HTTP and real time on one port. Used by main.ts and by browser tests.
 */
export interface StartOptions {
  logger?: AppContext['log'];
  /** Runs after migrations, before the port opens (seeding), so the first visitor sees it done. */
  beforeListen?: (ctx: AppContext, info: { freshDatabase: boolean }) => Promise<void>;
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.logger ?? createLogger(config);
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        log.error({ err }, 'shutdown step failed');
      }
    }
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    let embedded: EmbeddedServer | undefined;
    let freshDatabase = false;
    if (!databaseUrl) {
      cleanups.push(acquireDataDirLock(config.dataDir));
      const pgVersionExisted = (await import('node:fs')).existsSync(`${config.dataDir}/pg/PG_VERSION`);
      embedded = await startEmbeddedPostgres(config.dataDir, log);
      cleanups.push(() => embedded?.stop());
      databaseUrl = embedded.url;
      freshDatabase = !pgVersionExisted;
    }
    const database = connectDatabase(databaseUrl, log, await poolSizeFor(databaseUrl, config.DB_POOL_MAX, log));
    cleanups.push(() => database.close());
    await runMigrations(database.db);

    let redis: Redis | undefined;
    if (config.REDIS_URL) {
      redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: true });
      redis.on('error', (err) => log.error({ err }, 'redis error'));
      await redis.connect();
      const client = redis;
      cleanups.push(async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    const changes = new ChangeFeed(databaseUrl, log);
    await changes.start();
    cleanups.push(() => changes.stop());

    // The app builds its services on these connections (services.ts) and stops them when it closes.
    const app = await buildApp({ config, ...databaseHandles(database), redis, log, presence: new LocalPresence(), changes });
    const ctx = app.ctx;
    const closeWorld = await attachWorld(app, ctx);
    cleanups.push(closeWorld);
    await opts.beforeListen?.(ctx, { freshDatabase });
    await app.listen({ port: config.PORT, host: config.HOST });
    cleanups.push(() => app.close());
    // The built-in test provider renews its own subscriptions (Stripe's servers renew Stripe's).
    if (config.payments === 'test') cleanups.push(startTestRenewals(ctx));
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    // Close order on stop (reverse of start): HTTP, sockets, Redis, pool, embedded PostgreSQL.
    return { app, ctx, url: `http://localhost:${port}`, freshDatabase, stop: cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
