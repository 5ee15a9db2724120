import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@common/accounts';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';
import { loginError, useOAuthProvider } from './oauth/testing';

/**
 * New accounts per address and hour (REGISTRATIONS_PER_HOUR), as an account farm would meet
 * it: one address signing up over and over, in a burst, over IPv6, and through a provider.
 */
const LIMIT = 10;
const t = useTestApp({ REGISTRATIONS_PER_HOUR: String(LIMIT), GOOGLE_CLIENT_ID: 'oldroad-google', GOOGLE_CLIENT_SECRET: 'google-secret' });
const oauth = useOAuthProvider(t);

let serial = 0;
const register = (remoteAddress: string, name = `Farm${++serial}`) =>
  t.call({
    method: 'POST',
    url: '/game-api/register',
    payload: { username: name, email: `${name.toLowerCase()}@example.test`, password: 'farm farm farm', confirmPassword: 'farm farm farm', gender: 0 },
    remoteAddress,
  });
const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('new accounts per address', () => {
  it('allows 10 an hour by default', () => {
    expect(loadConfig({}).REGISTRATIONS_PER_HOUR).toBe(10);
  });

  it(`makes ${LIMIT} accounts from one address, then refuses with a clear 429 and makes nothing`, async () => {
    const before = await userCount();
    for (let i = 0; i < LIMIT; i++) expect((await register('203.0.113.10')).status).toBe(200);
    const farmed = await register('203.0.113.10');
    expect(farmed.status).toBe(429);
    expect(farmed.body).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyRegistrations });
    const retryAfter = Number(farmed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await userCount()).toBe(before + LIMIT);
    // A neighbour on another address is not held back.
    expect((await register('203.0.113.11')).status).toBe(200);
  });

  it('does not spend the allowance on a refused sign-up (a taken name)', async () => {
    expect((await register('203.0.113.20', 'Taken')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await register('203.0.113.20', 'TAKEN')).status).toBe(409);
    for (let i = 1; i < LIMIT; i++) expect((await register('203.0.113.20')).status).toBe(200);
    expect((await register('203.0.113.20')).status).toBe(429);
  });

  it(`lets exactly ${LIMIT} of a burst of 25 parallel sign-ups from one address through`, async () => {
    const before = await userCount();
    const answers = await Promise.all(Array.from({ length: 25 }, () => register('203.0.113.30')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(25 - LIMIT);
    expect(await userCount()).toBe(before + LIMIT);
  });

  it('counts an IPv6 network (/64) as one address, and an IPv4 mapped into IPv6 as itself', async () => {
    for (let i = 1; i <= LIMIT; i++) expect((await register(`2001:db8:aa:1::${i.toString(16)}`)).status).toBe(200);
    expect((await register('2001:db8:aa:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await register('2001:db8:aa:2::1')).status).toBe(200);
    // 203.0.113.10 used its allowance above, whichever way it is written.
    expect((await register('::ffff:203.0.113.10')).status).toBe(429);
  });

  it('counts provider sign-ups too: past the limit the login page says why and no account is made', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < LIMIT - 1; i++) expect((await register(address)).status).toBe(200);
    oauth.nextProfile({ sub: 'google-farm-1', email: 'farm-a@example.test', email_verified: true });
    expect((await oauth.signInWith('google', '/', address)).sessionKey).toBeDefined();
    const before = await userCount();
    oauth.nextProfile({ sub: 'google-farm-2', email: 'farm-b@example.test', email_verified: true });
    const refused = await oauth.signInWith('google', '/', address);
    expect(loginError(refused.location)).toBe(ACCOUNT_TEXT.tooManyRegistrations);
    expect(refused.sessionKey).toBeUndefined();
    expect(await userCount()).toBe(before);
    // Signing in to an account that exists is not a new account: still fine from that address.
    oauth.nextProfile({ sub: 'google-farm-1', email: 'farm-a@example.test', email_verified: true });
    expect((await oauth.signInWith('google', '/', address)).sessionKey).toBeDefined();
  });
});
