import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, RESET_MAILS_PER_HOUR, RESET_PAGE_PATH } from '@common/accounts';
import { loadConfig } from '../../config';
import { outboxDir, readOutbox } from '../../mail/send';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';
import { passwordResets } from './schema';
import { hashKey } from './sessions';

const t = useTestApp({ PUBLIC_URL: 'https://town.example.test' });
afterAll(() => fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true }));

const forgot = (email: string, remoteAddress?: string) => t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email }, remoteAddress });
const RESET_PER_ADDRESS = 20;
const reset = (token: string, password: string, confirmPassword = password) =>
  t.call({ method: 'POST', url: '/game-api/reset-password', payload: { token, password, confirmPassword } });
const login = (email: string, password: string) => t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Reset mails only (a new account's verification mail lands in the same outbox). */
const resetMails = async () => (await readOutbox(t.ctx)).filter((m) => /reset/i.test(m.subject));

/** The token of the newest reset link in the dev outbox for this address. */
async function latestToken(to: string): Promise<string> {
  const mail = (await resetMails()).filter((m) => m.to === to).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`https://town.example.test${RESET_PAGE_PATH}`);
  return url.searchParams.get('token')!;
}

describe('password reset', () => {
  it('always answers the same text, and mails a link only to an existing account', async () => {
    await t.call({
      method: 'POST',
      url: '/game-api/register',
      payload: { username: 'Hazel', email: 'hazel@example.test', password: 'first password', confirmPassword: 'first password', gender: 1 },
    });
    const known = await forgot('Hazel@Example.test');
    const unknown = await forgot('stranger@example.test');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: ACCOUNT_TEXT.forgotSent });
    expect(unknown.body).toEqual(known.body);
    const mails = await resetMails();
    expect(mails.map((m) => m.to)).toEqual(['hazel@example.test']);
    expect(fs.readdirSync(outboxDir(t.ctx)).every((f) => f.endsWith('.json'))).toBe(true);
  });

  it('marks the session cookie Secure when the public address is https', async () => {
    const res = await login('hazel@example.test', 'first password');
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]).find((c) => c.startsWith('oldroad_session='));
    expect(cookie).toMatch(/; Secure/i);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await latestToken('hazel@example.test');
    const rows = await t.ctx.db.select().from(passwordResets);
    expect(rows.map((r) => r.tokenHash)).toContain(hashKey(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a new password that breaks the rules and keeps the link usable', async () => {
    const token = await latestToken('hazel@example.test');
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const mismatch = await reset(token, 'second password', 'second passwort');
    expect(mismatch.body.message).toBe('Passwords do not match');
    expect((await login('hazel@example.test', 'first password')).status).toBe(200);
  });

  it('sets the new password, signs out every session, and works only once', async () => {
    const session = (await login('hazel@example.test', 'first password')).body.serverSessionKey;
    const token = await latestToken('hazel@example.test');
    const res = await reset(token, 'second password');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_TEXT.resetDone });

    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: session })).status).toBe(401);
    expect((await login('hazel@example.test', 'first password')).status).toBe(401);
    expect((await login('hazel@example.test', 'second password')).status).toBe(200);

    const again = await reset(token, 'third password');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.resetInvalid });
    expect((await login('hazel@example.test', 'second password')).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    await forgot('hazel@example.test');
    const token = await latestToken('hazel@example.test');
    await t.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.tokenHash, hashKey(token)));
    const res = await reset(token, 'fourth password');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_TEXT.resetInvalid);
    expect((await login('hazel@example.test', 'second password')).status).toBe(200);
  });

  it('refuses a made-up link', async () => {
    const res = await reset('made-up-token', 'fifth password');
    expect(res.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.resetInvalid });
  });

  it('spends every older link of the account when one is used', async () => {
    await forgot('hazel@example.test');
    const older = await latestToken('hazel@example.test');
    await forgot('hazel@example.test');
    const newer = await latestToken('hazel@example.test');
    expect((await reset(newer, 'sixth password')).status).toBe(200);
    expect((await reset(older, 'seventh password')).body.message).toBe(ACCOUNT_TEXT.resetInvalid);
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} mails per account per hour, with the same answer`, async () => {
    const [hazel] = await t.ctx.db.select().from(users).where(eq(users.username, 'Hazel'));
    await t.ctx.db.delete(passwordResets).where(eq(passwordResets.userId, hazel!.id));
    const before = (await resetMails()).length;
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) expect((await forgot('hazel@example.test')).body.message).toBe(ACCOUNT_TEXT.forgotSent);
    expect((await resetMails()).length - before).toBe(RESET_MAILS_PER_HOUR);
  });

  it(`answers at most ${RESET_PER_ADDRESS} requests an hour from one address, whatever emails it names, then a clear 429`, async () => {
    const spammer = '192.0.2.66';
    const before = (await resetMails()).length;
    const answers = await Promise.all(Array.from({ length: RESET_PER_ADDRESS + 10 }, (_, i) => forgot(i % 2 ? `victim${i}@example.test` : 'hazel@example.test', spammer)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RESET_PER_ADDRESS);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyResetRequests });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Hazel's own hourly limit was already used above: the spam mailed her nothing more.
    expect((await resetMails()).length).toBe(before);
    // The refusal is the same for an address with an account and without (it names no account).
    expect((await forgot('stranger@example.test', spammer)).body).toEqual(refused[0]!.body);
    expect((await forgot('stranger@example.test', '192.0.2.67')).status).toBe(200);
  });

  it('allows 20 forgot-password requests an hour per address by default', () => {
    expect(loadConfig({}).RESET_REQUESTS_PER_ADDRESS_PER_HOUR).toBe(RESET_PER_ADDRESS);
  });

  it('asks for a valid email', async () => {
    const res = await forgot('nope');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter a valid email address');
  });
});
