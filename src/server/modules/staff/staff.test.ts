import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@common/accounts';
import { STAFF_TEXT } from '@common/staff-tools';
import { useTestApp } from '../../test/app';
import { ledger } from '../ledger/schema';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { users } from '../users/schema';
import { writePost } from '../forum/testing';
import { chatMessages } from '../chat/schema';
import { impose } from '../sanctions/testing';
import { usernameChanges } from './schema';
import { makePlayer, TEST_PASSWORD } from '../../test/players';

/** Staff tools (issue 21 §5) and the player lookup (§2) through the real routes. */
const t = useTestApp({}, { changes: true });

const as = (key: string) => ({
  post: (url: string, payload: object) => t.call({ method: 'POST', url, key, payload }),
  get: (url: string) => t.call({ method: 'GET', url, key }),
});
const lettersTo = async (id: string) => (await t.ctx.db.select().from(mail).where(and(eq(mail.recipientId, id), eq(mail.senderId, SYSTEM_SENDER_ID)))).map((m) => m.message);
const register = (username: string) =>
  t.call({ method: 'POST', url: '/game-api/register', payload: { username, email: `${username.toLowerCase()}@new.test`, password: 'a long password', confirmPassword: 'a long password', gender: 1 } });

describe('changing a username', () => {
  it('renames, mails the player, shows the new name wherever names are kept, and audits before and after', async () => {
    const admin = await makePlayer(t, { username: 'RnAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'Oldname', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const reader = await makePlayer(t, { username: 'RnReader', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const postId = await writePost(t, p);
    // The forum page and the session are kept in memory (change notices are on).
    expect((await as(reader.key).get(`/api/forum/post/${postId}`)).body.author.username).toBe('Oldname');
    expect((await as(p.key).get('/api/auth/session')).body.user.username).toBe('Oldname');
    const res = await as(admin.key).post('/api/admin/username', { from: 'oldname', to: 'Newname', reason: 'Impersonated a moderator' });
    expect(res).toMatchObject({ status: 200, body: { message: STAFF_TEXT.renamed('Oldname', 'Newname'), username: 'Newname' } });
    expect((await as(p.key).get('/api/auth/session')).body.user.username).toBe('Newname');
    // Another reader's page follows within the forum cache's bound for others' changes (a second).
    await expect.poll(async () => (await as(reader.key).get(`/api/forum/post/${postId}`)).body.author.username).toBe('Newname');
    expect(await lettersTo(p.id)).toEqual([STAFF_TEXT.renameMail('Oldname', 'Newname', 'Impersonated a moderator')]);
    const audit = await as(admin.key).get('/api/admin/audit?action=user.rename');
    expect(audit.body.entries[0]).toMatchObject({ actor: { username: 'RnAdmin' }, targetId: p.id, before: { username: 'Oldname' }, after: { username: 'Newname' }, reason: 'Impersonated a moderator' });
    // Staff see it in the player's history.
    expect((await as(admin.key).get('/api/moderation/players/Newname')).body.usernames).toMatchObject([{ from: 'Oldname', to: 'Newname', by: 'RnAdmin', reason: 'Impersonated a moderator' }]);
  });

  it('keeps the old name reserved for 90 days: registration, finishing an account and other renames refuse it; its owner may take it back; the clock ends it', async () => {
    const admin = await makePlayer(t, { username: 'RsAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'Famous', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const other = await makePlayer(t, { username: 'Copycat', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    await as(admin.key).post('/api/admin/username', { from: 'Famous', to: 'Famous_2' });
    expect(await register('famous')).toMatchObject({ status: 409, body: { message: STAFF_TEXT.usernameReserved } });
    const [unfinished] = await t.ctx.db.insert(users).values({ username: null, email: 'oauth@new.test' }).returning();
    const { createSession } = await import('../auth/sessions');
    const key = await createSession(t.ctx, unfinished!.id);
    expect(await as(key).post('/api/finish-registration', { username: 'Famous', bodyType: 'female' })).toMatchObject({ status: 409, body: { message: STAFF_TEXT.usernameReserved } });
    expect(await as(admin.key).post('/api/admin/username', { from: 'Copycat', to: 'FAMOUS' })).toMatchObject({ status: 409, body: { message: STAFF_TEXT.renameReserved('FAMOUS') } });
    expect((await t.ctx.db.select().from(users).where(eq(users.id, other.id)))[0]!.username).toBe('Copycat');
    // Its owner takes it back (the name they leave, Famous_2, is reserved for them now).
    expect(await as(admin.key).post('/api/admin/username', { from: 'Famous_2', to: 'Famous' })).toMatchObject({ status: 200 });
    expect(await register('Famous_2')).toMatchObject({ status: 409, body: { message: STAFF_TEXT.usernameReserved } });
    // 90 days later (the clock, no job): free for anyone.
    await t.ctx.db.update(usernameChanges).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(usernameChanges.userId, p.id));
    expect(await register('Famous_2')).toMatchObject({ status: 200 });
  });

  it('refuses a taken name, the same name, an unknown player and a bad name, changing nothing; only admins rename', async () => {
    const admin = await makePlayer(t, { username: 'RfAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const mod = await makePlayer(t, { username: 'RfMod', role: 'moderator', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    await makePlayer(t, { username: 'Taken_one', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    await makePlayer(t, { username: 'Keeper', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    expect(await as(admin.key).post('/api/admin/username', { from: 'Keeper', to: 'taken_ONE' })).toMatchObject({ status: 409, body: { message: ACCOUNT_TEXT.usernameTaken } });
    expect(await as(admin.key).post('/api/admin/username', { from: 'Keeper', to: 'Keeper' })).toMatchObject({ status: 400, body: { message: STAFF_TEXT.renameSame } });
    expect(await as(admin.key).post('/api/admin/username', { from: 'Ghost', to: 'Ghost2' })).toMatchObject({ status: 404, body: { message: STAFF_TEXT.noSuchPlayer('Ghost') } });
    expect((await as(admin.key).post('/api/admin/username', { from: 'Keeper', to: 'has space' })).status).toBe(400);
    expect((await as(mod.key).post('/api/admin/username', { from: 'Keeper', to: 'Keeper2' })).status).toBe(403);
    expect(await t.ctx.db.select().from(usernameChanges).where(eq(usernameChanges.oldUsername, 'Keeper'))).toEqual([]);
  });
});

describe('granting and taking coins and gems', () => {
  it('moves them through the ledger with a reason, mails the player and audits; taking stops at 0', async () => {
    const admin = await makePlayer(t, { username: 'GtAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'Wallet', coins: 10_000, gems: 50, password: TEST_PASSWORD }); // 10,000 coins, 50 gems
    const grant = await as(admin.key).post('/api/admin/balance', { username: 'wallet', currency: 'gems', action: 'grant', amount: 25, reason: 'Lost in the outage' });
    expect(grant).toMatchObject({ status: 200, body: { message: STAFF_TEXT.granted(25, 'gems', 'Wallet'), moved: 25, balance: 75 } });
    const take = await as(admin.key).post('/api/admin/balance', { username: 'Wallet', currency: 'coins', action: 'take', amount: 12_000, reason: 'Scammed from a newcomer' });
    expect(take).toMatchObject({ status: 200, body: { message: STAFF_TEXT.taken(10_000, 'coins', 'Wallet', 12_000), moved: 10_000, balance: 0 } });
    expect(await as(admin.key).post('/api/admin/balance', { username: 'Wallet', currency: 'coins', action: 'take', amount: 1, reason: 'Again' })).toMatchObject({
      status: 409,
      body: { message: STAFF_TEXT.nothingToTake('coins', 'Wallet') },
    });
    expect(await lettersTo(p.id)).toEqual(expect.arrayContaining([STAFF_TEXT.grantMail(25, 'gems', 'Lost in the outage'), STAFF_TEXT.takeMail(10_000, 'coins', 'Scammed from a newcomer')]));
    const reasons = (await t.ctx.db.select().from(ledger).where(eq(ledger.userId, p.id))).map((r) => [r.reason, r.currency, r.amount]);
    expect(reasons).toEqual(expect.arrayContaining([['grant', 'gems', 25], ['staff_take', 'coins', -10_000]]));
    const audit = await as(admin.key).get('/api/admin/audit?action=user.take');
    expect(audit.body.entries[0]).toMatchObject({ targetId: p.id, before: { coins: 10_000 }, after: { coins: 0, taken: 10_000 }, reason: 'Scammed from a newcomer' });
  });

  it('refuses bad amounts and a missing reason; two takes at once never take more than there is', async () => {
    const admin = await makePlayer(t, { username: 'GcAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'Racer', coins: 10_000, gems: 50, password: TEST_PASSWORD }); // 10,000 coins
    for (const [body, message] of [
      [{ amount: 0, reason: 'x' }, STAFF_TEXT.amountRange],
      [{ amount: 1.5, reason: 'x' }, STAFF_TEXT.amountRange],
      [{ amount: 10_000_001, reason: 'x' }, STAFF_TEXT.amountRange],
      [{ amount: 5, reason: ' ' }, STAFF_TEXT.reasonNeeded],
    ] as const) {
      expect(await as(admin.key).post('/api/admin/balance', { username: 'Racer', currency: 'coins', action: 'grant', ...body })).toMatchObject({ status: 400, body: { message } });
    }
    const takes = await Promise.all(
      Array.from({ length: 4 }, () => as(admin.key).post('/api/admin/balance', { username: 'Racer', currency: 'coins', action: 'take', amount: 3_000, reason: 'Race' })),
    );
    const moved = takes.filter((r) => r.status === 200).map((r) => r.body.moved as number);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(10_000);
    const [row] = await t.ctx.db.select({ coins: users.coins }).from(users).where(eq(users.id, p.id));
    const [sums] = await t.ctx.db.select({ total: sum(ledger.amount) }).from(ledger).where(and(eq(ledger.userId, p.id), eq(ledger.currency, 'coins')));
    expect(row!.coins).toBe(0);
    expect(Number(sums!.total)).toBe(0);
  });
});

describe('the player lookup', () => {
  it('shows staff the profile, standing, sanctions, chat, forum activity, ledger and accounts sharing an address; emails to admins only', async () => {
    const admin = await makePlayer(t, { username: 'LkAdmin', role: 'admin', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const mod = await makePlayer(t, { username: 'LkMod', role: 'moderator', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'Suspect', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const alt = await makePlayer(t, { username: 'SuspectAlt', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const stranger = await makePlayer(t, { username: 'Elsewhere', coins: 10_000, gems: 50, password: TEST_PASSWORD });
    const login = (email: string, ip: string) => t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: ip });
    await login(p.email, '203.0.113.7');
    await login(alt.email, '203.0.113.7');
    await login(stranger.email, '198.51.100.2');
    await t.ctx.db.insert(chatMessages).values([
      { senderId: p.id, text: 'buy cheap gems at my site' },
      { senderId: p.id, text: 'hidden line', hiddenAt: new Date() },
    ]);
    await writePost(t, p, { title: 'Free gems here' });
    await impose(t, mod, p, 'warn');

    const seen = await as(mod.key).get('/api/moderation/players/suspect');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      player: { username: 'Suspect', role: 'player', coins: 10_000, gems: 49 },
      standing: { offences: 1, suggested: { kind: 'mute', hours: 1 } },
      sanctions: [{ kind: 'warn', createdBy: { username: 'LkMod' } }],
      forum: [{ kind: 'post', title: 'Free gems here' }],
      addresses: [{ address: '203.0.113.7', signIns: 1, shared: [{ username: 'SuspectAlt' }] }],
      can: { sanction: { warn: true, mute: true, suspend: true, ban: false }, rename: false, balance: false },
    });
    expect(seen.body.chat.map((c: { text: string; hidden: boolean }) => [c.text, c.hidden])).toEqual(
      expect.arrayContaining([
        ['buy cheap gems at my site', false],
        ['hidden line', true],
      ]),
    );
    expect(seen.body.ledger.map((r: { reason: string }) => r.reason)).toEqual(expect.arrayContaining(['post_fee', 'signup']));
    expect(seen.body.player.email).toBeUndefined();
    const byAdmin = await as(admin.key).get('/api/moderation/players/Suspect');
    expect(byAdmin.body).toMatchObject({ player: { email: p.email }, can: { sanction: { ban: true }, rename: true, balance: true } });
    expect(await as(p.key).get('/api/moderation/players/Suspect')).toMatchObject({ status: 403 });
    expect(await as(mod.key).get('/api/moderation/players/Nobody_at_all')).toMatchObject({ status: 404, body: { message: STAFF_TEXT.noSuchPlayer('Nobody_at_all') } });
  });
});
