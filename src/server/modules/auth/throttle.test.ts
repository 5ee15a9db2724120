import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '@common/accounts';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function registerAccount(name: string): Promise<string> {
  const email = `${name.toLowerCase()}@example.test`;
  const res = await t.call({ method: 'POST', url: '/game-api/register', payload: { username: name, email, password: 'right password', confirmPassword: 'right password', gender: 0 } });
  expect(res.status).toBe(200);
  return email;
}

describe('sign-in throttling', () => {
  it(`locks an account for one address after ${LOGIN_MAX_FAILURES} failures, even against the right password`, async () => {
    const email = await registerAccount('Locked');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(email, 'wrong password');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(ACCOUNT_TEXT.badCredentials);
    }
    const eleventh = await login(email, 'wrong password');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyAttempts });
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCK_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCK_SECONDS);

    const right = await login(email, 'right password');
    expect(right.status).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the lock to that account and that address', async () => {
    const email = 'locked@example.test';
    expect((await login(email, 'right password', '198.51.100.20')).status).toBe(200);
    const other = await registerAccount('Neighbour');
    expect((await login(other, 'right password')).status).toBe(200);
  });

  it('treats the email of a lock in any letter case as the same account', async () => {
    expect((await login('LOCKED@Example.test', 'right password')).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = await registerAccount('Forgetful');
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await login(email, 'wrong password')).status).toBe(401);
    expect((await login(email, 'right password')).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await login(email, 'wrong password')).status).toBe(401);
    expect((await login(email, 'right password')).status).toBe(200);
  });

  it('counts failures for unknown emails too, with the same lock answer', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login('ghost@example.test', 'whatever1')).status).toBe(401);
    const res = await login('ghost@example.test', 'whatever1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(ACCOUNT_TEXT.tooManyAttempts);
  });
});
