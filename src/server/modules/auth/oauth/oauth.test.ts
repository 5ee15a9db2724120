import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, OAUTH_ERROR_TEXT } from '@common/accounts';
import { oauthStartUrl } from '@common/api/routes/auth';
import { PRODUCT_NAME } from '@common/texts';
import { readOutbox } from '../../../mail/send';
import { useTestApp } from '../../../test/app';
import { users } from '../../users/schema';
import { oauthAccounts } from '../schema';
import { SESSION_COOKIE } from '../sessions';
import { loginError, useOAuthProvider } from './testing';

/**
 * The whole OAuth sign-in against a real local OAuth2/OpenID provider (oauth2-mock-server):
 * the app's start route, the provider's authorize and token endpoints, its userinfo, and the
 * app's callback, following each redirect as a browser would.
 */
const t = useTestApp({ GOOGLE_CLIENT_ID: 'oldroad-google', GOOGLE_CLIENT_SECRET: 'google-secret', DISCORD_CLIENT_ID: 'oldroad-discord', DISCORD_CLIENT_SECRET: 'discord-secret' });
const { provider, nextProfile, signInWith } = useOAuthProvider(t);

const session = (key: string) => t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: key } });
const register = (username: string, email: string) =>
  t.call({ method: 'POST', url: '/game-api/register', payload: { username, email, password: 'tree house 9', confirmPassword: 'tree house 9', gender: 1 } });
/** Opens the newest verification link mailed to `email`, as its owner would. */
async function verifyByMail(email: string) {
  const mail = (await readOutbox(t.ctx)).filter((m) => m.to === email && /verify/i.test(m.subject)).at(-1)!;
  const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  expect((await t.call({ method: 'POST', url: '/game-api/verify-email', payload: { token } })).status).toBe(200);
}
const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('OAuth sign-in', () => {
  it('says which providers are configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/providers' });
    expect(res.body.providers).toEqual([
      { id: 'google', enabled: true },
      { id: 'facebook', enabled: false },
      { id: 'discord', enabled: true },
    ]);
  });

  it('creates an account with no username, signs it in and returns to the callbackUrl', async () => {
    const end = await signInWith('google', '/after?x=1');
    expect(end.location).toBe('/after?x=1');
    expect(end.sessionKey).toBeDefined();
    const res = await session(end.sessionKey!);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: null, email: '', coins: 5000, gems: 25 });
  });

  it('signs the same identity in to the same account next time', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
    const first = await session((await signInWith('google')).sessionKey!);
    const second = await session((await signInWith('google')).sessionKey!);
    expect(second.body.user._id).toBe(first.body.user._id);
    expect((await t.ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('keeps identities of different providers apart', async () => {
    const google = await session((await signInWith('google')).sessionKey!);
    const discord = await session((await signInWith('discord')).sessionKey!);
    expect(discord.body.user._id).not.toBe(google.body.user._id);
  });

  it('finishes registration once: username and body, then the account can play', async () => {
    const key = (await signInWith('google')).sessionKey!;
    const finish = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/finish-registration', key, payload: body });

    const badName = await finish({ username: 'no spaces!', bodyType: 'male' });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe('Username may only contain letters, digits and underscores');
    const noBody = await finish({ username: 'Rowan' });
    expect(noBody.body.message).toBe('Please choose a body type');
    expect((await session(key)).body.user.username).toBeNull();

    const done = await finish({ username: 'Rowan', bodyType: 'male' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: ACCOUNT_TEXT.finished });
    expect((await session(key)).body.user).toMatchObject({ username: 'Rowan', isMale: true });

    const twice = await finish({ username: 'Rowan2', bodyType: 'female' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ success: false, message: ACCOUNT_TEXT.alreadyFinished });
    expect((await session(key)).body.user).toMatchObject({ username: 'Rowan', isMale: true });
  });

  it('refuses a username taken in any letter case at finish registration', async () => {
    nextProfile({ sub: 'discord-newcomer' });
    const key = (await signInWith('discord')).sessionKey!;
    const res = await t.call({ method: 'POST', url: '/api/finish-registration', key, payload: { username: 'ROWAN', bodyType: 'female' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.usernameTaken });
    expect((await session(key)).body.user.username).toBeNull();
  });

  it('refuses the system sender’s name at finish registration, in any letter case', async () => {
    nextProfile({ sub: 'discord-impostor' });
    const key = (await signInWith('discord')).sessionKey!;
    for (const username of [PRODUCT_NAME, PRODUCT_NAME.toUpperCase()]) {
      const res = await t.call({ method: 'POST', url: '/api/finish-registration', key, payload: { username, bodyType: 'female' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.usernameReserved });
    }
    expect((await session(key)).body.user.username).toBeNull();
  });

  it('asks for a session at finish registration', async () => {
    const res = await t.call({ method: 'POST', url: '/api/finish-registration', payload: { username: 'Nobody', bodyType: 'female' } });
    expect(res.status).toBe(401);
  });

  it('links to the existing account with the same email when the provider says it is verified and its owner verified it', async () => {
    await register('Linden', 'linden@example.test');
    await verifyByMail('linden@example.test');
    nextProfile({ sub: 'google-linden', email: 'Linden@Example.test', email_verified: true });
    const res = await session((await signInWith('google')).sessionKey!);
    expect(res.body.user).toMatchObject({ username: 'Linden', email: 'linden@example.test', emailVerified: true });
    const links = await t.ctx.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'google-linden'));
    expect(links.map((l) => l.userId)).toEqual([res.body.user._id]);
  });

  it('never hands over an account whose owner has not verified its email, even to a provider that vouches for it', async () => {
    // Someone registered with Maple's address (they cannot open Maple's mail, so it stays
    // unverified). Maple's provider sign-in must not land in that account, whose password its
    // maker knows; nor may a provider that claims the address take over a real unverified account.
    expect((await register('MapleSquatter', 'maple@example.test')).status).toBe(200);
    const before = await userCount();
    nextProfile({ sub: 'google-maple', email: 'maple@example.test', email_verified: true });
    const end = await signInWith('google');
    expect(loginError(end.location)).toBe(OAUTH_ERROR_TEXT.emailInUse);
    expect(end.sessionKey).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await t.ctx.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'google-maple'))).toEqual([]);
  });

  it('counts a vouched email as verified on a new account, and mails a link when the provider does not vouch', async () => {
    nextProfile({ sub: 'google-fern', email: 'fern@example.test', email_verified: true });
    const fern = await session((await signInWith('google')).sessionKey!);
    expect(fern.body.user).toMatchObject({ email: 'fern@example.test', emailVerified: true });
    nextProfile({ sub: 'discord-hollis', email: 'hollis@example.test', email_verified: false });
    const hollis = await session((await signInWith('discord')).sessionKey!);
    expect(hollis.body.user).toMatchObject({ email: 'hollis@example.test', emailVerified: false });
    const mails = (await readOutbox(t.ctx)).filter((m) => /verify/i.test(m.subject)).map((m) => m.to);
    expect(mails).toContain('hollis@example.test');
    expect(mails).not.toContain('fern@example.test');
  });

  it('verifies a linked account when its provider later vouches for the account’s own address', async () => {
    nextProfile({ sub: 'google-ivy', email: 'ivy@example.test', email_verified: false });
    const first = await session((await signInWith('google')).sessionKey!);
    expect(first.body.user.emailVerified).toBe(false);
    nextProfile({ sub: 'google-ivy', email: 'ivy@example.test', email_verified: true });
    const second = await session((await signInWith('google')).sessionKey!);
    expect(second.body.user).toMatchObject({ _id: first.body.user._id, emailVerified: true });
  });

  it('never links on an unverified email: the login page explains, and nothing is created', async () => {
    await register('Aspen', 'aspen@example.test');
    const before = await userCount();
    nextProfile({ sub: 'intruder', email: 'aspen@example.test', email_verified: false });
    const end = await signInWith('google');
    expect(loginError(end.location)).toBe(OAUTH_ERROR_TEXT.emailInUse);
    expect(end.sessionKey).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('keeps a new email the provider shares with the new account', async () => {
    nextProfile({ sub: 'birch-id', email: 'birch@example.test', email_verified: false });
    const res = await session((await signInWith('discord')).sessionKey!);
    expect(res.body.user).toMatchObject({ username: null, email: 'birch@example.test' });
  });

  it('returns only to paths of this site', async () => {
    expect((await signInWith('google', '//evil.test/steal')).location).toBe('/');
    expect((await signInWith('google', 'https://evil.test/')).location).toBe('/');
  });

  it('sends a provider that is not configured, or unknown, back to the login page', async () => {
    for (const name of ['facebook', 'apple']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/${name}?callbackUrl=/` });
      expect(res.statusCode).toBe(302);
      expect(loginError(String(res.headers.location))).toBe(OAUTH_ERROR_TEXT.unknownProvider);
    }
  });

  it('refuses a callback whose state does not match the browser that started the flow', async () => {
    const start = await t.app.inject({ method: 'GET', url: oauthStartUrl('google') });
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    // Another browser (no flow cookies), e.g. a link planted by someone else.
    const foreign = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(loginError(String(foreign.headers.location))).toBe(OAUTH_ERROR_TEXT.expired);
    expect(foreign.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // The right browser with a tampered state.
    const cookies = Object.fromEntries(start.cookies.map((c) => [c.name, c.value]));
    back.searchParams.set('state', 'tampered');
    const tampered = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies });
    expect(loginError(String(tampered.headers.location))).toBe(OAUTH_ERROR_TEXT.expired);
  });

  it('tells a player who cancelled at the provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?error=access_denied' });
    expect(loginError(String(res.headers.location))).toBe(OAUTH_ERROR_TEXT.cancelled);
  });

  it('sends a failed code exchange back to the login page without a session', async () => {
    provider.service.once('beforeResponse', (res: { body: unknown; statusCode: number }) => {
      res.body = { error: 'invalid_grant' };
      res.statusCode = 400;
    });
    const end = await signInWith('google');
    expect(loginError(end.location)).toBe(OAUTH_ERROR_TEXT.failed);
    expect(end.sessionKey).toBeUndefined();
  });
});
