import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, PASSWORD_MAX, STARTING_COINS, STARTING_GEMS } from '@common/accounts';
import { PRODUCT_NAME } from '@common/texts';
import { BODY_LIMIT } from '../../app';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';

const t = useTestApp();

const valid = { username: 'Maple_01', email: 'maple@example.test', password: 'correct horse', confirmPassword: 'correct horse', gender: 1 };
const register = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/game-api/register', payload: body });
const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /game-api/register', () => {
  it('creates an account with the starting coins and gems, and its owner can sign in', async () => {
    const res = await register(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_TEXT.registered });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, 'Maple_01'));
    expect(row).toMatchObject({ email: 'maple@example.test', isMale: false, coins: STARTING_COINS, gems: STARTING_GEMS });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'MAPLE@example.test', password: 'correct horse' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username: 'Maple_01', coins: 5000, gems: 25, isMale: false });
  });

  it('makes gender 0 a male body', async () => {
    await register({ ...valid, username: 'Oak', email: 'oak@example.test', gender: 0 });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, 'Oak'));
    expect(row!.isMale).toBe(true);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a too short username', { username: 'ab' }, 'Username must be 3-20 characters'],
    ['a too long username', { username: 'a'.repeat(21) }, 'Username must be 3-20 characters'],
    ['a username with spaces or symbols', { username: 'bad name!' }, 'Username may only contain letters, digits and underscores'],
    ['a missing username', { username: undefined }, 'Username is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a too short password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['a too long password', { password: 'x'.repeat(PASSWORD_MAX + 1), confirmPassword: 'x'.repeat(PASSWORD_MAX + 1) }, 'Password must be at most 128 characters'],
    ['a confirmation that differs', { confirmPassword: 'correct horsf' }, 'Passwords do not match'],
    ['a missing confirmation', { confirmPassword: undefined }, 'Please confirm your password'],
    ['an unknown gender', { gender: 2 }, 'Gender must be 0 (male) or 1 (female)'],
  ];
  it.each(bad)('refuses %s with a clear message and creates nothing', async (_, change, message) => {
    const before = await userCount();
    const res = await register({ ...valid, username: 'Fresh', email: 'fresh@example.test', ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('counts password length in characters, so 8 emoji are a valid password', async () => {
    const pw = '🐱🐶🦊🐻🐼🐨🐯🦁';
    const res = await register({ ...valid, username: 'Emoji', email: 'emoji@example.test', password: pw, confirmPassword: pw });
    expect(res.status).toBe(200);
  });

  it('refuses the system sender’s name in any letter case, with a clear message, and creates nothing', async () => {
    const before = await userCount();
    for (const [i, username] of [PRODUCT_NAME, PRODUCT_NAME.toLowerCase(), PRODUCT_NAME.toUpperCase(), ' oLDrOAD '].entries()) {
      const res = await register({ ...valid, username, email: `reserved${i}@example.test` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.usernameReserved });
    }
    expect(ACCOUNT_TEXT.usernameReserved).toBe(`The name ${PRODUCT_NAME} is reserved for the game's own mail. Please choose another username.`);
    expect(await userCount()).toBe(before);
    // Names that only contain it stay free.
    expect((await register({ ...valid, username: `${PRODUCT_NAME}Fan`, email: 'fan@example.test' })).status).toBe(200);
  });

  it('refuses a username taken in any letter case', async () => {
    const before = await userCount();
    const res = await register({ ...valid, username: 'MAPLE_01', email: 'other@example.test' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.usernameTaken, field: 'username' });
    expect(await userCount()).toBe(before);
  });

  it('refuses an email taken in any letter case', async () => {
    const before = await userCount();
    const res = await register({ ...valid, username: 'Someone', email: 'Maple@EXAMPLE.test' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.emailTaken, field: 'email' });
    expect(await userCount()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups for one name win', async () => {
    const results = await Promise.all([
      register({ ...valid, username: 'Racer', email: 'racer1@example.test' }),
      register({ ...valid, username: 'racer', email: 'racer2@example.test' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(users).where(eq(sql`lower(${users.username})`, 'racer'));
    expect(rows).toHaveLength(1);
  });

  it('answers 413 to an oversized body and creates nothing', async () => {
    const before = await userCount();
    const res = await register({ ...valid, username: 'Huge', email: 'huge@example.test', padding: 'x'.repeat(BODY_LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Request body is too large' });
    expect(await userCount()).toBe(before);
  });

  it('answers a clear message to a body that is not JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/game-api/register', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });
});
