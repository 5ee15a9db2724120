import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/client';
import type pg from 'pg';
import type { Presence } from './world/presence';

/** What services need from the running app: handed to them explicitly, never imported. */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  /** Set when REDIS_URL is set: shared counters, presence and the Socket.IO adapter. */
  redis?: Redis;
  log: Logger;
  /** Who is in town (the world server writes it, HTTP routes read it). */
  presence: Presence;
  /**
   * Change notices from the database (db/changes.ts): with them, hot reads are kept in memory.
   * Absent (most integration tests), every read goes to the database.
   */
  changes?: ChangeFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
