import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@common/accounts';
import { useTestApp } from '../../test/app';
import { blocks, users } from '../users/schema';
import { sessions } from './schema';
import { hashKey, SESSION_COOKIE } from './sessions';

const t = useTestApp();

const account = { username: 'Willow', email: 'willow@example.test', password: 'river stones 7', confirmPassword: 'river stones 7', gender: 1 };
const login = (email: string, password: string) => t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const cookieOf = (headers: Record<string, unknown>): string | undefined => {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return all.find((c: string) => c.startsWith(`${SESSION_COOKIE}=`));
};

describe('sign-in and sessions', () => {
  it('signs in with email and password: a session key, the session user and an httpOnly SameSite=Strict cookie', async () => {
    expect((await t.call({ method: 'POST', url: '/game-api/register', payload: account })).status).toBe(200);
    const res = await login('willow@example.test', 'river stones 7');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.serverSessionKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.user).toMatchObject({
      username: 'Willow',
      email: 'willow@example.test',
      access: 0,
      honor: 0,
      membership: 0,
      coins: 5000,
      gems: 25,
      badges: 0,
      blockedList: [],
      blockedListIds: [],
      isMale: false,
    });
    const cookie = cookieOf(res.headers)!;
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.serverSessionKey}`);
    expect(cookie).toMatch(/HttpOnly/i);
    // Strict: no other site's link or picture makes the browser send it.
    expect(cookie).toMatch(/SameSite=Strict/i);
    // Only the key's hash is stored.
    const stored = await t.ctx.db.select().from(sessions);
    expect(stored.map((s) => s.keyHash)).toContain(hashKey(res.body.serverSessionKey));
    expect(JSON.stringify(stored)).not.toContain(res.body.serverSessionKey);
  });

  it('gives a new key at every sign-in', async () => {
    const a = await login('willow@example.test', 'river stones 7');
    const b = await login('willow@example.test', 'river stones 7');
    expect(a.body.serverSessionKey).not.toBe(b.body.serverSessionKey);
  });

  it('answers an unknown email and a wrong password with the same message', async () => {
    const wrong = await login('willow@example.test', 'river stones 8');
    const unknown = await login('nobody@example.test', 'river stones 7');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: ACCOUNT_TEXT.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(cookieOf(wrong.headers)).toBeUndefined();
  });

  it('asks for the missing field of an empty sign-in form', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is required');
    const noPassword = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'willow@example.test' } });
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('authenticates GET /api/auth/session by the x-session-key header and by the cookie', async () => {
    const { body } = await login('willow@example.test', 'river stones 7');
    const byHeader = await t.call({ method: 'GET', url: '/api/auth/session', key: body.serverSessionKey });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toEqual({ success: true, user: body.user, serverSessionKey: body.serverSessionKey });
    const byCookie = await t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: body.serverSessionKey } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.serverSessionKey).toBe(body.serverSessionKey);
  });

  it('answers 401 to a missing or forged session key', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/auth/session' });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'Not authenticated' });
    const forged = await t.call({ method: 'GET', url: '/api/auth/session', key: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.status).toBe(401);
    const forgedCookie = await t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: 'forged' } });
    expect(forgedCookie.status).toBe(401);
  });

  it('signs out: the key stops working, the cookie is cleared, other sessions stay', async () => {
    const first = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    const second = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', key: first });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: ACCOUNT_TEXT.loggedOut });
    expect(cookieOf(out.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: first })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: first } })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: second })).status).toBe(200);
  });

  it('does not sign out by cookie alone (a forged request cannot end a session), and a sign-out without a session still succeeds', async () => {
    const key = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: key } });
    expect(out.status).toBe(200);
    expect(cookieOf(out.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key })).status).toBe(200);
    await t.call({ method: 'POST', url: '/api/auth/logout', key });
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key })).status).toBe(401);
    const anonymous = await t.call({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.body).toEqual({ success: true, message: ACCOUNT_TEXT.loggedOut });
  });

  it('does not accept an expired session', async () => {
    const key = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.keyHash, hashKey(key)));
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key })).status).toBe(401);
  });

  it('refuses finish registration for an account that already has a username', async () => {
    const key = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    const res = await t.call({ method: 'POST', url: '/api/finish-registration', key, payload: { username: 'Other', bodyType: 'male' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: ACCOUNT_TEXT.alreadyFinished });
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key })).body.user).toMatchObject({ username: 'Willow', isMale: false });
  });

  it('clears a player\'s expired sessions at their next sign-in', async () => {
    const old = (await login('willow@example.test', 'river stones 7')).body.serverSessionKey;
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.keyHash, hashKey(old)));
    await login('willow@example.test', 'river stones 7');
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.keyHash, hashKey(old)))).toEqual([]);
  });

  it('lists blocked players by name and id in the session', async () => {
    const [rook] = await t.ctx.db.insert(users).values({ username: 'Rook', email: 'rook@example.test' }).returning();
    const [willow] = await t.ctx.db.select().from(users).where(eq(users.username, 'Willow'));
    await t.ctx.db.insert(blocks).values({ blockerId: willow!.id, blockedId: rook!.id });
    const { body } = await login('willow@example.test', 'river stones 7');
    expect(body.user.blockedList).toEqual(['Rook']);
    expect(body.user.blockedListIds).toEqual([rook!.id]);
  });
});

describe('GET /api/auth/providers', () => {
  it('lists Google, Facebook and Discord, disabled when not configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/providers' });
    expect(res.body).toEqual({
      success: true,
      providers: [
        { id: 'google', enabled: false },
        { id: 'facebook', enabled: false },
        { id: 'discord', enabled: false },
      ],
    });
  });
});
