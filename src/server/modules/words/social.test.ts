import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REDACTION_MARKER } from '@common/world/chat';
import { WORDS_TEXT } from '@common/words/rules';
import { useTestApp } from '../../test/app';
import { mail } from '../mail/schema';
import { profileComments, profiles } from '../profiles/schema';
import { users } from '../users/schema';
import { casesOn, listTestWords, systemMutesOf, TEST_MUTE_MINUTES } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * The word filter at the social places (issue 21 §4): mail, profile comments and replies, bios,
 * name tags and usernames, each action through the real routes. Test words (testing.ts):
 * parsnip censors, turnip hides, swede sends for review, kohlrabi mutes.
 */
const t = useTestApp();
let ann: TestPlayer, bob: TestPlayer;
beforeAll(async () => {
  await listTestWords(t);
  ann = await makePlayer(t, { username: 'Ann' });
  bob = await makePlayer(t, { username: 'Bob' });
});

const inbox = async (p: TestPlayer) => (await t.call({ method: 'GET', url: '/api/mail', key: p.key })).body as { id: string; message: string; isSender: boolean }[];
const sendMail = (from: TestPlayer, to: TestPlayer, message: string) => t.call({ method: 'POST', url: `/api/mail/${to.username}`, key: from.key, payload: { message } });
const comment = (from: TestPlayer, on: TestPlayer, message: string) => t.call({ method: 'POST', url: `/api/profile/${on.username}/comment`, key: from.key, payload: { comment: message } });
const comments = async (on: TestPlayer) => (await t.call({ method: 'GET', url: `/api/profile/${on.username}/comment`, key: ann.key })).body;
const setBio = (p: TestPlayer, bio: string) => t.call({ method: 'POST', url: '/api/profile/bio', key: p.key, payload: { bio } });
const bioOf = async (p: TestPlayer) => (await t.ctx.db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.userId, p.id)))[0]?.bio ?? '';

/** A fresh player muted by nothing yet, for a `mute` row. */
let fresh = 0;
const newcomer = () => makePlayer(t, { username: `Newcomer${++fresh}` });

describe('mail', () => {
  it('censor: delivered with the word replaced', async () => {
    const res = await sendMail(ann, bob, 'a parsnip for you');
    expect(res.status).toBe(200);
    expect((await inbox(bob)).find((m) => m.id === res.body.id)?.message).toBe(`a ${REDACTION_MARKER} for you`);
  });

  it('hide: kept on the sender\'s side for moderators, never delivered; the sender is told; a case quotes it', async () => {
    const unread = async () => (await t.call({ method: 'GET', url: '/api/mail/unread/count', key: bob.key })).body.count as number;
    const before = await unread();
    const res = await sendMail(ann, bob, 'you turnip');
    expect(res.body).toMatchObject({ success: true, message: WORDS_TEXT.mailHeld });
    expect((await inbox(bob)).some((m) => m.id === res.body.id)).toBe(false);
    expect(await unread()).toBe(before);
    expect((await inbox(ann)).find((m) => m.id === res.body.id)).toMatchObject({ isSender: true, message: 'you turnip' });
    // Bob cannot reach it by its id either.
    expect((await t.call({ method: 'GET', url: `/api/mail/${res.body.id}/read`, key: bob.key })).status).toBe(404);
    const [c] = await casesOn(t, 'mail', res.body.id);
    expect(c).toMatchObject({ reporterId: null, reportedUserId: ann.id, evidence: expect.objectContaining({ text: 'you turnip' }) });
  });

  it('review: delivered as written, with a case; replies are screened too', async () => {
    const res = await sendMail(ann, bob, 'cheap swede here');
    expect((await inbox(bob)).find((m) => m.id === res.body.id)?.message).toBe('cheap swede here');
    expect(await casesOn(t, 'mail', res.body.id)).toHaveLength(1);
    const reply = await t.call({ method: 'POST', url: `/api/mail/${res.body.id}/reply`, key: bob.key, payload: { message: 'no turnip thanks' } });
    expect(reply.body.message).toBe(WORDS_TEXT.mailHeld);
    expect((await inbox(ann)).some((m) => m.id === reply.body.id)).toBe(false);
  });

  it('mute: refused (403, nothing stored) and the sender muted by the system for the entry\'s minutes', async () => {
    const carl = await newcomer();
    const res = await sendMail(carl, bob, 'KOHLRABI');
    expect(res).toMatchObject({ status: 403, body: { message: WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES) } });
    expect(await t.ctx.db.select().from(mail).where(eq(mail.senderId, carl.id))).toEqual([]);
    const [mute] = await systemMutesOf(t, carl.id);
    expect(mute).toMatchObject({ createdBy: null, reason: WORDS_TEXT.systemReason('kohlrabi') });
    const [row] = await t.ctx.db.select({ mutedUntil: users.mutedUntil }).from(users).where(eq(users.id, carl.id));
    expect(row!.mutedUntil!.getTime()).toBeGreaterThan(Date.now() + (TEST_MUTE_MINUTES - 1) * 60_000);
    // The mute bites at once: a clean mail to a stranger is refused now.
    expect((await sendMail(carl, bob, 'hello')).status).toBe(403);
  });
});

describe('profile comments and replies', () => {
  it('censor and review are posted (a case for review); hide is not posted and its case on the author quotes it', async () => {
    const censored = await comment(ann, bob, 'nice parsnip');
    expect(censored.status).toBe(200);
    const reviewed = await comment(ann, bob, 'swede deals');
    expect(reviewed.status).toBe(200);
    const texts = JSON.stringify(await comments(bob));
    expect(texts).toContain(`nice ${REDACTION_MARKER}`);
    expect(texts).toContain('swede deals');
    const [row] = await t.ctx.db.select({ id: profileComments.id }).from(profileComments).where(eq(profileComments.message, 'swede deals'));
    expect(await casesOn(t, 'comment', row!.id)).toHaveLength(1);

    const held = await comment(ann, bob, 'such a turnip');
    expect(held).toMatchObject({ status: 403, body: { message: WORDS_TEXT.notPosted } });
    expect(await t.ctx.db.select().from(profileComments).where(eq(profileComments.message, 'such a turnip'))).toEqual([]);
    const [c] = await casesOn(t, 'player', ann.id);
    expect(c!.note).toBe(WORDS_TEXT.heldNote(['turnip'], 'a profile comment', 'such a turnip'));

    // A reply under a comment: the owner answers.
    const [top] = await t.ctx.db.select({ id: profileComments.id }).from(profileComments).where(eq(profileComments.message, `nice ${REDACTION_MARKER}`));
    const reply = await t.call({ method: 'POST', url: `/api/profile/comment/${top!.id}/reply`, key: bob.key, payload: { reply: 'thanks, parsnip' } });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(await comments(bob))).toContain(`thanks, ${REDACTION_MARKER}`);
  });

  it('mute refuses the comment and mutes its author', async () => {
    const dora = await newcomer();
    expect((await comment(dora, bob, 'k0hlr4bi')).body.message).toBe(WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES));
    expect(await systemMutesOf(t, dora.id)).toHaveLength(1);
    expect(await t.ctx.db.select().from(profileComments).where(eq(profileComments.senderId, dora.id))).toEqual([]);
  });
});

describe('bios and name tags', () => {
  it('a bio is censored, sent for review with a case on its player, or not saved when held', async () => {
    expect((await setBio(ann, 'I grow parsnip')).status).toBe(200);
    expect(await bioOf(ann)).toBe(`I grow ${REDACTION_MARKER}`);
    expect((await setBio(bob, 'swede trader')).status).toBe(200);
    expect(await bioOf(bob)).toBe('swede trader');
    expect((await casesOn(t, 'player', bob.id)).map((c) => c.note)).toContain(WORDS_TEXT.caseNote(['swede']));
    const held = await setBio(ann, 'turnip king');
    expect(held).toMatchObject({ status: 403, body: { message: WORDS_TEXT.bioHeld } });
    expect(await bioOf(ann)).toBe(`I grow ${REDACTION_MARKER}`);
    const mutedBio = await setBio(await newcomer(), 'kohlrabi');
    expect(mutedBio.body.message).toBe(WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES));
  });

  it('a name tag using any listed word is refused', async () => {
    const member = await makePlayer(t, { username: 'Member' });
    await t.ctx.db.update(users).set({ membership: 1, membershipEndsAt: new Date(Date.now() + 86_400_000) }).where(eq(users.id, member.id));
    const tag = (nametag: string) => t.call({ method: 'POST', url: '/api/customization/nametag', key: member.key, payload: { nametag } });
    expect(await tag('Parsnip Pal')).toMatchObject({ status: 400, body: { message: WORDS_TEXT.nametagRefused } });
    expect((await tag('Garden Pal')).status).toBe(200);
  });
});

describe('usernames', () => {
  const register = (username: string) =>
    t.call({ method: 'POST', url: '/game-api/register', payload: { username, email: `${username.toLowerCase()}@names.test`, password: 'password 123', confirmPassword: 'password 123', gender: 1 } });

  it('a sign-up whose name hits any entry is refused with a clear text, and no account is made', async () => {
    for (const name of ['xXsh1tXx', 'Turnip_Lord', 'KohlrabiKing', 'Big_Fucker']) {
      const res = await register(name);
      expect(res, name).toMatchObject({ status: 400, body: { success: false, message: WORDS_TEXT.nameRefused } });
      expect(await t.ctx.db.select().from(users).where(eq(users.username, name))).toEqual([]);
    }
    // Nobody is muted for a name: it is only refused.
    for (const name of ['Classic_Dan', 'Cassandra', 'Scuttle']) expect((await register(name)).status, name).toBe(200);
  });

  it('finishing a provider sign-up with such a name is refused, and the account keeps no name', async () => {
    const [u] = await t.ctx.db.insert(users).values({ email: 'provider@names.test' }).returning({ id: users.id });
    const { createSession } = await import('../auth/sessions');
    const key = await createSession(t.ctx, u!.id);
    const res = await t.call({ method: 'POST', url: '/api/finish-registration', key, payload: { username: 'ParsnipPatch', bodyType: 'male' } });
    expect(res).toMatchObject({ status: 400, body: { message: WORDS_TEXT.nameRefused } });
    expect((await t.ctx.db.select({ username: users.username }).from(users).where(eq(users.id, u!.id)))[0]!.username).toBeNull();
    expect((await t.call({ method: 'POST', url: '/api/finish-registration', key, payload: { username: 'Gardener', bodyType: 'male' } })).status).toBe(200);
  });

  it("an admin's username change to such a name is refused, and the player keeps their name", async () => {
    const admin = await makePlayer(t, { username: 'Renamer', role: 'admin' });
    const ida = await makePlayer(t, { username: 'Ida' });
    const rename = (to: string) => t.call({ method: 'POST', url: '/api/admin/username', key: admin.key, payload: { from: 'Ida', to, reason: 'asked for it' } });
    expect(await rename('Turnip_Ida')).toMatchObject({ status: 400, body: { message: WORDS_TEXT.nameRefused } });
    expect((await t.ctx.db.select({ username: users.username }).from(users).where(eq(users.id, ida.id)))[0]!.username).toBe('Ida');
    expect((await rename('Ida_Gardens')).status).toBe(200);
  });
});
