import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, VERIFY_LINK_TTL_MS, VERIFY_PAGE_PATH, VERIFY_RESENDS_PER_ADDRESS_PER_HOUR, VERIFY_RESENDS_PER_HOUR } from '@common/accounts';
import { readOutbox } from '../../mail/send';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';
import { emailVerifications } from './schema';
import { hashKey } from './sessions';

/**
 * Email verification through the real routes and the dev outbox: the mail a new account gets,
 * the link's page route, Resend, and what an attacker would try with links.
 */
const t = useTestApp({ PUBLIC_URL: 'https://town.example.test' });
afterAll(() => fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true }));

const PASSWORD = 'verify me please';
let nextAddress = 1;
/** Each player registers and plays from an address of their own, unless told otherwise. */
async function player(name: string, remoteAddress = `198.51.100.${nextAddress++}`) {
  const email = `${name.toLowerCase()}@example.test`;
  const reg = await t.call({
    method: 'POST',
    url: '/game-api/register',
    payload: { username: name, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 },
    remoteAddress,
  });
  expect(reg.status).toBe(200);
  const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress });
  return { email, key: login.body.serverSessionKey as string, id: login.body.user._id as string, remoteAddress };
}

const verifyMails = async (to: string) => (await readOutbox(t.ctx)).filter((m) => m.to === to && /verify/i.test(m.subject));

/** The token of the newest verification link mailed to `to` (checking the link's address). */
async function latestToken(to: string): Promise<string> {
  const mail = (await verifyMails(to)).at(-1);
  expect(mail, `a verification mail to ${to}`).toBeDefined();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`https://town.example.test${VERIFY_PAGE_PATH}`);
  return url.searchParams.get('token')!;
}

const open = (token: string) => t.call({ method: 'POST', url: '/game-api/verify-email', payload: { token } });
const session = (key: string) => t.call({ method: 'GET', url: '/api/auth/session', key });
const resend = (key: string, remoteAddress = '198.51.100.200') => t.call({ method: 'POST', url: '/api/auth/verify-email/resend', key, remoteAddress });
const verifiedAt = async (id: string) => (await t.ctx.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!.at;

describe('email verification', () => {
  it('mails a new account a link; the account plays at once and its session says it is not verified', async () => {
    const rowan = await player('Rowan');
    const mails = await verifyMails(rowan.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Rowan');
    const res = await session(rowan.key);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'Rowan', email: rowan.email, emailVerified: false, coins: 5000 });
  });

  it('stores only the SHA-256 of the token, with the address it was sent to, for a day', async () => {
    const token = await latestToken('rowan@example.test');
    const rows = await t.ctx.db.select().from(emailVerifications);
    const row = rows.find((r) => r.tokenHash === hashKey(token));
    expect(row).toMatchObject({ email: 'rowan@example.test', usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(VERIFY_LINK_TTL_MS - 60_000);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('verifies with the link without a session; the session then says so; the link works once', async () => {
    const [rowan] = await t.ctx.db.select().from(users).where(eq(users.username, 'Rowan'));
    const token = await latestToken('rowan@example.test');
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_TEXT.emailVerified });
    const first = await verifiedAt(rowan!.id);
    expect(first).toBeInstanceOf(Date);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'rowan@example.test', password: PASSWORD }, remoteAddress: '198.51.100.1' });
    expect(login.body.user.emailVerified).toBe(true);

    const again = await open(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: ACCOUNT_TEXT.verifyInvalid });
    expect(await verifiedAt(rowan!.id)).toEqual(first);
  });

  it('verifies once when two tabs open the same link at the same time', async () => {
    const sage = await player('Sage');
    const token = await latestToken(sage.email);
    const results = await Promise.all([open(token), open(token), open(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await session(sage.key)).body.user.emailVerified).toBe(true);
  });

  it('refuses an expired link and changes nothing', async () => {
    const tansy = await player('Tansy');
    const token = await latestToken(tansy.email);
    await t.ctx.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.tokenHash, hashKey(token)));
    const res = await open(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_TEXT.verifyInvalid);
    expect(await verifiedAt(tansy.id)).toBeNull();
  });

  it('refuses made-up, empty and oversized tokens with the same message', async () => {
    expect((await open('made-up-token')).body).toMatchObject({ success: false, message: ACCOUNT_TEXT.verifyInvalid });
    expect((await open('')).status).toBe(400);
    expect((await open('x'.repeat(500))).status).toBe(400);
  });

  it('verifies only the account the link was mailed for, whoever opens it', async () => {
    const ursa = await player('Ursa');
    const vale = await player('Vale');
    // Vale, signed in, opens Ursa's link: Ursa is verified, Vale is not.
    const res = await t.call({ method: 'POST', url: '/game-api/verify-email', payload: { token: await latestToken(ursa.email) }, key: vale.key });
    expect(res.status).toBe(200);
    expect((await session(ursa.key)).body.user.emailVerified).toBe(true);
    expect((await session(vale.key)).body.user.emailVerified).toBe(false);
  });

  it('does not verify an address the account no longer has', async () => {
    const wren = await player('Wren');
    const token = await latestToken(wren.email);
    await t.ctx.db.update(users).set({ email: 'wren-new@example.test' }).where(eq(users.id, wren.id));
    expect((await open(token)).body.message).toBe(ACCOUNT_TEXT.verifyInvalid);
    expect(await verifiedAt(wren.id)).toBeNull();
  });

  it('sends a new link on Resend, says where it went, and spends every older link with the one used', async () => {
    const yara = await player('Yara');
    const older = await latestToken(yara.email);
    const res = await resend(yara.key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_TEXT.verifySent(yara.email) });
    const newer = await latestToken(yara.email);
    expect(newer).not.toBe(older);
    expect((await open(newer)).status).toBe(200);
    expect((await open(older)).body.message).toBe(ACCOUNT_TEXT.verifyInvalid);
  });

  it('refuses Resend to a verified account and to a visitor', async () => {
    const yara = (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'yara@example.test', password: PASSWORD } })).body.serverSessionKey;
    const res = await resend(yara);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACCOUNT_TEXT.alreadyVerified);
    expect((await t.call({ method: 'POST', url: '/api/auth/verify-email/resend' })).status).toBe(401);
  });

  it(`sends at most ${VERIFY_RESENDS_PER_HOUR} more links an hour to one account, from any address`, async () => {
    const zeke = await player('Zeke');
    const before = (await verifyMails(zeke.email)).length;
    for (let i = 0; i < VERIFY_RESENDS_PER_HOUR; i++) expect((await resend(zeke.key, `203.0.113.${i + 1}`)).status).toBe(200);
    const spam = await resend(zeke.key, '203.0.113.99');
    expect(spam.status).toBe(429);
    expect(spam.body).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyVerifyMails });
    expect(Number(spam.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verifyMails(zeke.email)).length - before).toBe(VERIFY_RESENDS_PER_HOUR);
  });

  it(`sends at most ${VERIFY_RESENDS_PER_ADDRESS_PER_HOUR} links an hour from one address, across accounts`, async () => {
    const farm = '192.0.2.77';
    const accounts = [];
    for (let i = 0; i < Math.ceil((VERIFY_RESENDS_PER_ADDRESS_PER_HOUR + 1) / VERIFY_RESENDS_PER_HOUR); i++) accounts.push(await player(`Farm${i}`, farm));
    const before = (await readOutbox(t.ctx)).length;
    const answers = [];
    for (const a of accounts) for (let i = 0; i < VERIFY_RESENDS_PER_HOUR; i++) answers.push((await resend(a.key, farm)).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(VERIFY_RESENDS_PER_ADDRESS_PER_HOUR);
    expect(answers.slice(VERIFY_RESENDS_PER_ADDRESS_PER_HOUR).every((s) => s === 429)).toBe(true);
    expect((await readOutbox(t.ctx)).length - before).toBe(VERIFY_RESENDS_PER_ADDRESS_PER_HOUR);
    // Another address is not held back by the farm.
    expect((await resend(accounts.at(-1)!.key, '192.0.2.78')).status).toBe(200);
  });

  it('counts a burst of parallel Resends exactly', async () => {
    const quill = await player('Quill');
    const before = (await verifyMails(quill.email)).length;
    const statuses = await Promise.all(Array.from({ length: 12 }, () => resend(quill.key, '192.0.2.90')));
    expect(statuses.filter((r) => r.status === 200)).toHaveLength(VERIFY_RESENDS_PER_HOUR);
    expect((await verifyMails(quill.email)).length - before).toBe(VERIFY_RESENDS_PER_HOUR);
  });

  it('verifies the address when a password reset link is used (it was mailed there too)', async () => {
    const reed = await player('Reed');
    await t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email: reed.email } });
    const mail = (await readOutbox(t.ctx)).filter((m) => m.to === reed.email && /reset/i.test(m.subject)).at(-1)!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const res = await t.call({ method: 'POST', url: '/game-api/reset-password', payload: { token, password: 'a new password', confirmPassword: 'a new password' } });
    expect(res.status).toBe(200);
    expect(await verifiedAt(reed.id)).toBeInstanceOf(Date);
  });
});
