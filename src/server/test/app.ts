import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { ChangeFeed } from '../db/changes';
import { connectDatabase, databaseHandles } from '../db/client';
import { LocalPresence } from '../world/presence';
import { createDatabaseFrom, dropDatabase } from './database';

export const REDIS_URL = process.env.REDIS_URL;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  databaseUrl: string;
  /** app.inject with JSON parsed; pass `key` to send x-session-key. */
  call(opts: InjectOptions & { key?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /**
   * With `changes`: waits until the app has heard every change committed so far (a write made
   * straight in the database, not by a route, reaches kept pages with its notice); at once without.
   */
  settled(): Promise<void>;
}

/**
 * Integration tests of pages kept in memory run twice (describe.each): with the caches on, as
 * a started server runs (`changes`: change notices heard), and off (every request reads the
 * database).
 */
export const CACHE_MODES = [
  { caches: 'off', changes: false },
  { caches: 'on', changes: true },
] as const;

/**
 * A fresh database (copied from the run's template) and an app built on it, for one test
 * file. Call at the top of a test file; use the returned object inside tests. The app listens
 * to change notices as a started server always does, so hot reads are kept in memory (a write
 * made straight in the database reaches them once `settled()`); `changes: false` reads the
 * database on every request (the caches-off half of CACHE_MODES).
 */
export function useTestApp(overrides: Partial<Record<string, string>> = {}, opts: { redis?: boolean; changes?: boolean } = {}): TestApp {
  const holder = {} as TestApp & { name: string; close(): Promise<void> };
  beforeAll(async () => {
    const adminUrl = inject('dbAdminUrl');
    holder.name = `${inject('dbRun')}_${randomBytes(4).toString('hex')}`;
    holder.databaseUrl = await createDatabaseFrom(adminUrl, inject('dbTemplate'), holder.name);
    const config: Config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), `oldroad-test-data-${holder.name}`),
      DATABASE_URL: holder.databaseUrl,
      ...(opts.redis && REDIS_URL ? { REDIS_URL } : {}),
      // Every test registers from one address (inject's 127.0.0.1): room for a file's players.
      // Tests of the limit itself set it.
      REGISTRATIONS_PER_HOUR: '1000',
      // A test database is not the demo world, yet payments are tested with the built-in provider.
      TEST_PAYMENTS: 'on',
      ...overrides,
    });
    // Silent; TEST_LOG=error (or another level) shows the app's logs while a test is debugged.
    const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
    const database = connectDatabase(holder.databaseUrl, log, 5);
    const redis = opts.redis && REDIS_URL ? new Redis(REDIS_URL) : undefined;
    const changes = (opts.changes ?? true) ? new ChangeFeed(holder.databaseUrl, log) : undefined;
    await changes?.start();
    // As server.ts does: the app builds its services on these connections and stops them on close.
    holder.app = await buildApp({ config, ...databaseHandles(database), redis, log, presence: new LocalPresence(), changes }, { serveWeb: false });
    holder.ctx = holder.app.ctx;
    await holder.app.ready();
    holder.close = async () => {
      await holder.app.close();
      await changes?.stop();
      await database.close();
      redis?.disconnect();
      await dropDatabase(adminUrl, holder.name);
    };
  });
  afterAll(async () => {
    await holder.close?.();
  });
  holder.call = async ({ key, headers, ...rest }) => {
    const res = await holder.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(key ? { 'x-session-key': key } : {}) } });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  holder.settled = async () => holder.ctx.changes?.caughtUp();
  return holder;
}

/**
 * A second app process beside `first` (call inside the describe that made `first`): the same
 * database through its own pool, its own Redis connection when `first` has one, as a second
 * server behind a load balancer would be. Use `.app` inside tests.
 */
export function useSecondProcess(first: TestApp): { app: FastifyInstance } {
  const holder = {} as { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    const database = connectDatabase(first.databaseUrl, first.ctx.log, 3);
    const redis = first.ctx.redis ? new Redis(REDIS_URL!) : undefined;
    // Its own change notices when the first listens: each process keeps its own memory.
    const changes = first.ctx.changes ? new ChangeFeed(first.databaseUrl, first.ctx.log) : undefined;
    await changes?.start();
    holder.app = await buildApp({ ...first.ctx, ...databaseHandles(database), redis, changes }, { serveWeb: false });
    await holder.app.ready();
    holder.close = async () => {
      await holder.app.close();
      await changes?.stop();
      await database.close();
      redis?.disconnect();
    };
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
