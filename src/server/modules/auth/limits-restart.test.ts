import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, LOGIN_MAX_FAILURES } from '@common/accounts';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { connectDatabase, databaseHandles } from '../../db/client';
import { LimitsUnavailable, sharedLimiter, take } from '../../http/limiter';
import { useTestApp } from '../../test/app';
import { rateLimits } from './schema';

/**
 * Limits and lockouts live in PostgreSQL when there is no Redis, so a restarted app (a new
 * process: new memory, new pool, same database) still applies them; and what a failing store
 * means for each kind of limit.
 */
const REGISTRATIONS = 3;
const t = useTestApp({ REGISTRATIONS_PER_HOUR: String(REGISTRATIONS) });

const opened: { app: FastifyInstance; close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened) await o.close();
});

/** Another app process on the same database, sharing nothing in memory with the first. */
async function startAnotherApp(extra: Partial<AppContext> = {}): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const database = connectDatabase(t.databaseUrl, t.ctx.log, 3);
  const ctx: AppContext = { ...t.ctx, config: { ...t.ctx.config }, ...databaseHandles(database), redis: undefined, changes: undefined, ...extra };
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  // Tolerant: one of these apps has its pool ended on purpose.
  opened.push({ app, close: async () => (await app.close(), await database.close().catch(() => {})) });
  return { app, ctx: app.ctx };
}

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const register = (app: FastifyInstance, name: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/game-api/register',
    payload: { username: name, email: `${name.toLowerCase()}@example.test`, password: 'right password', confirmPassword: 'right password', gender: 1 },
    remoteAddress,
  });

describe('limits across a restart, without Redis', () => {
  it('keeps a sign-in lockout and a used-up registration allowance', async () => {
    expect((await register(t.app, 'Keeper', '203.0.113.5')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login(t.app, 'keeper@example.test', 'wrong password', '198.51.100.5')).statusCode).toBe(401);
    for (let i = 1; i < REGISTRATIONS; i++) expect((await register(t.app, `Farmer${i}`, '203.0.113.5')).statusCode).toBe(200);

    const restarted = await startAnotherApp();
    const locked = await login(restarted.app, 'keeper@example.test', 'right password', '198.51.100.5');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyAttempts });
    const farmed = await register(restarted.app, 'Farmer9', '203.0.113.5');
    expect(farmed.statusCode).toBe(429);
    expect(farmed.json().message).toBe(ACCOUNT_TEXT.tooManyRegistrations);
    // Elsewhere both still work.
    expect((await login(restarted.app, 'keeper@example.test', 'right password', '198.51.100.6')).statusCode).toBe(200);
    expect((await register(restarted.app, 'Newcomer', '203.0.113.6')).statusCode).toBe(200);
  });

  it('keeps no email in the stored keys', async () => {
    const rows = await t.ctx.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('keeper');
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it('counts in PostgreSQL while Redis is down, so the lockout holds for apps without it', async () => {
    // A Redis that never answers (nothing listens there): every limiter goes on in PostgreSQL.
    const deadRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const withDeadRedis = await startAnotherApp({ redis: deadRedis });
    expect((await register(withDeadRedis.app, 'Stormy', '203.0.113.7')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login(withDeadRedis.app, 'stormy@example.test', 'wrong password', '198.51.100.7')).statusCode).toBe(401);
    expect((await login(withDeadRedis.app, 'stormy@example.test', 'right password', '198.51.100.7')).statusCode).toBe(429);
    expect((await login(t.app, 'stormy@example.test', 'right password', '198.51.100.7')).statusCode).toBe(429);
    deadRedis.disconnect();
  });

  it('fails closed for sign-in and sign-up when no store answers, and keeps per-minute allowances going in memory', async () => {
    const broken = await startAnotherApp();
    await broken.ctx.pool.end();
    const signIn = await login(broken.app, 'keeper@example.test', 'right password', '198.51.100.8');
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual({ success: false, message: ACCOUNT_TEXT.limitsUnavailable });
    expect(signIn.cookies).toEqual([]);
    expect((await register(broken.app, 'Unseen', '203.0.113.8')).json()).toEqual({ success: false, message: ACCOUNT_TEXT.limitsUnavailable });

    const allowance = sharedLimiter(broken.ctx, 'test-per-minute', { points: 2, duration: 60 });
    expect((await take(broken.ctx, allowance, 'player')).ok).toBe(true);
    expect((await take(broken.ctx, allowance, 'player')).ok).toBe(true);
    expect((await take(broken.ctx, allowance, 'player')).ok).toBe(false);
    await expect(take(broken.ctx, sharedLimiter(broken.ctx, 'test-strict', { points: 2, duration: 60 }, 'failClosed'), 'player')).rejects.toBeInstanceOf(
      LimitsUnavailable,
    );
  });
});
