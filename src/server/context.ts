import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/client';
import type pg from 'pg';
import type { Services } from './services';
import type { Presence } from './world/presence';

/**
 * What the process is connected to: made by server.ts (or a test), then handed to buildApp,
 * which builds the app's services on it (services.ts).
 */
export interface AppConnections {
  config: Config;
  db: Db;
  pool: pg.Pool;
  /**
   * The database over its planned pool (db/client.ts Database.planned): hot named statements
   * run outside a transaction (the session lookup, the checkout), never queued behind writes.
   */
  planned: Db;
  /** Set when REDIS_URL is set: shared counters, presence and the Socket.IO adapter. */
  redis?: Redis;
  log: Logger;
  /** Who is in town (the world server writes it, HTTP routes read it). */
  presence: Presence;
  /**
   * Change notices from the database (db/changes.ts): with them, hot reads are cached in memory.
   * Absent, every read goes to the database.
   */
  changes?: ChangeFeed;
}

/** What services need from the running app: handed to them explicitly, never imported. */
export interface AppContext extends AppConnections {
  /** The app's caches, limiters and clients, all built in services.ts and stopped with the app. */
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
