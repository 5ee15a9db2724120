import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, LOGIN_MAX_FAILURES } from '@common/accounts';
import { REDIS_URL, useSecondProcess, useTestApp } from '../../test/app';

/**
 * Two app processes behind one load balancer: one database, one Redis. A player (or an
 * attacker) alternating between them must still hit one shared lock-out. The counters' key
 * prefix carries this test file's own database name, so runs never see each other's counters.
 */
describe.skipIf(!REDIS_URL)('sign-in throttling shared through Redis', () => {
  const first = useTestApp({}, { redis: true });
  const secondProcess = useSecondProcess(first);

  const loginAt = (app: FastifyInstance, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'shared@example.test', password }, remoteAddress: '198.51.100.9' });

  it(`locks after ${LOGIN_MAX_FAILURES} failures spread over two app processes`, async () => {
    const reg = await first.call({
      method: 'POST',
      url: '/game-api/register',
      payload: { username: 'Shared', email: 'shared@example.test', password: 'right password', confirmPassword: 'right password', gender: 1 },
    });
    expect(reg.status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const app = i % 2 === 0 ? first.app : secondProcess.app;
      expect((await loginAt(app, 'wrong password')).statusCode).toBe(401);
    }
    for (const app of [first.app, secondProcess.app]) {
      const res = await loginAt(app, 'right password');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyAttempts });
    }
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} passwords of a burst of 30 sent to both processes at once`, async () => {
    const reg = await first.call({
      method: 'POST',
      url: '/game-api/register',
      payload: { username: 'Burst', email: 'burst@example.test', password: 'right password', confirmPassword: 'right password', gender: 1 },
    });
    expect(reg.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? first.app : secondProcess.app).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'burst@example.test', password: 'wrong password' },
          remoteAddress: '198.51.100.10',
        }),
      ),
    );
    // Every 401 is a password that was checked; every 429 was refused before any check.
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - LOGIN_MAX_FAILURES);
  });
});
