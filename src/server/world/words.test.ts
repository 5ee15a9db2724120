import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '@common/roles';
import { REDACTION_MARKER } from '@common/world/chat';
import { syntheticLocation } from '@common/world/test-location';
import { WORDS_TEXT } from '@common/words/rules';
import { chatMessages, whispers } from '../modules/chat/schema';
import { users } from '../modules/users/schema';
import { casesOn, listTestWords, systemMutesOf, TEST_MUTE_MINUTES } from '../modules/words/testing';
import { collect, joinAs, nextEvent, useTestTown } from './test-support';

const town = useTestTown({ location: syntheticLocation() });
beforeAll(() => listTestWords(town.t));

/** A speaker, a player and a moderator in town. */
async function crowd(tag: string) {
  const speaker = await joinAs(town, `Speak_${tag}`);
  const player = await joinAs(town, `Hear_${tag}`);
  const modUser = await town.player(`Mod_${tag}`);
  await town.t.ctx.db.update(users).set({ access: ACCESS.moderator }).where(eq(users.id, modUser.id));
  const mod = town.connect({ sessionKey: modUser.key });
  await nextEvent(mod, 'join_room');
  return { speaker, player, mod, close: () => [speaker.client, player.client, mod].forEach((c) => c.disconnect()) };
}

const publicHistory = async (key: string) => (await town.t.call({ method: 'GET', url: '/api/chat/public', key })).body.messages.map((m: { text: string }) => m.text);

describe('the word filter in public chat', () => {
  it('censor: the word becomes the redaction marker for everyone, also in the history', async () => {
    const c = await crowd('c');
    c.speaker.client.emit('chat', { text: `what a P.A.R.S.N.1.P day` });
    expect((await nextEvent(c.player.client, 'chat', (m) => m.username === c.speaker.username)).text).toBe(`what a ${REDACTION_MARKER} day`);
    expect(await publicHistory(c.player.key)).toContain(`what a ${REDACTION_MARKER} day`);
    c.close();
  });

  it('hide: only moderators in town and the author get the line, marked held; the history leaves it out; a case is opened', async () => {
    const c = await crowd('h');
    const playerHeard = collect(c.player.client, 'chat');
    const ownHeard = collect(c.speaker.client, 'chat');
    const toMod = nextEvent(c.mod, 'chat', (m) => m.username === c.speaker.username);
    const told = nextEvent(c.speaker.client, 'notification_message', (n) => n.message === WORDS_TEXT.heldInChat);
    c.speaker.client.emit('chat', { text: 'you are a turnip' });
    const held = await toMod;
    expect(held).toMatchObject({ text: 'you are a turnip', held: true });
    await told;
    c.speaker.client.emit('chat', { text: 'marker line' });
    await nextEvent(c.player.client, 'chat', (m) => m.text === 'marker line');
    expect(playerHeard.map((m) => m.text)).toEqual(['marker line']);
    expect(ownHeard.find((m) => m.id === held.id)?.held).toBe(true);
    expect(await publicHistory(c.player.key)).not.toContain('you are a turnip');
    const [row] = await town.t.ctx.db.select().from(chatMessages).where(eq(chatMessages.id, held.id));
    expect(row!.hiddenAt).not.toBeNull();
    const cases = await casesOn(town.t, 'chat', held.id);
    expect(cases).toEqual([expect.objectContaining({ status: 'open', reportedUserId: c.speaker.id, reporterId: null, note: WORDS_TEXT.caseNote(['turnip']) })]);
    expect(cases[0]!.evidence.text).toBe('you are a turnip');
    c.close();
  });

  it('review: the line is posted as written and a case opened on it', async () => {
    const c = await crowd('r');
    c.speaker.client.emit('chat', { text: 'swede for sale' });
    const line = await nextEvent(c.player.client, 'chat', (m) => m.username === c.speaker.username);
    expect(line.text).toBe('swede for sale');
    expect(line.held).toBeUndefined();
    expect(await casesOn(town.t, 'chat', line.id)).toEqual([expect.objectContaining({ reporterId: null, note: WORDS_TEXT.caseNote(['swede']) })]);
    c.close();
  });

  it('mute: the line reaches nobody, the author is muted for the entry\'s minutes (a system sanction) and told until when', async () => {
    const c = await crowd('m');
    const heard = collect(c.player.client, 'chat');
    const told = collect(c.speaker.client, 'notification_message');
    const refused = nextEvent(c.speaker.client, 'notification_message', (n) => n.message === WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES));
    c.speaker.client.emit('chat', { text: 'KOHLRABI!!' });
    const notice = await refused;
    const left = Date.parse(notice.mutedUntil!) - Date.now();
    expect(left).toBeGreaterThan((TEST_MUTE_MINUTES - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(TEST_MUTE_MINUTES * 60_000);
    const [mute] = await systemMutesOf(town.t, c.speaker.id);
    expect(mute).toMatchObject({ createdBy: null, reason: WORDS_TEXT.systemReason('kohlrabi') });
    expect(mute!.endsAt!.getTime() - mute!.createdAt.getTime()).toBe(TEST_MUTE_MINUTES * 60_000);
    // A clean line is refused too while the mute lasts.
    const again = nextEvent(c.speaker.client, 'notification_message', (n) => n.mutedUntil !== undefined || n.message.includes('muted'));
    c.speaker.client.emit('chat', { text: 'sorry' });
    await again;
    c.player.client.emit('chat', { text: 'marker' });
    await nextEvent(c.player.client, 'chat', (m) => m.text === 'marker');
    expect(heard.filter((m) => m.username === c.speaker.username)).toEqual([]);
    expect(await town.t.ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, c.speaker.id))).toEqual([]);
    // Told once: the refusal says it all, no second notice of the same mute.
    expect(told.filter((n) => n.message.includes('Reason:'))).toEqual([]);
    c.close();
  });
});

describe('the word filter in whispers', () => {
  it('censors, sends for review, holds and mutes', async () => {
    const from = await joinAs(town, 'Whisper_From');
    const to = await joinAs(town, 'Whisper_To');
    const got = collect(to.client, 'whisper');

    from.client.emit('whisper', { to: to.username, text: 'a parsnip for you' });
    expect((await nextEvent(to.client, 'whisper')).text).toBe(`a ${REDACTION_MARKER} for you`);

    from.client.emit('whisper', { to: to.username, text: 'cheap swede' });
    const reviewed = await nextEvent(to.client, 'whisper', (w) => w.text === 'cheap swede');
    expect(await casesOn(town.t, 'whisper', reviewed.id)).toEqual([expect.objectContaining({ reporterId: null, reportedUserId: from.id })]);

    // Whispers are private: a held one is not delivered at all, and not stored.
    const held = nextEvent(from.client, 'notification_message', (n) => n.message === WORDS_TEXT.whisperHeld);
    from.client.emit('whisper', { to: to.username, text: 'turnip' });
    await held;

    const muted = nextEvent(from.client, 'notification_message', (n) => n.message === WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES));
    from.client.emit('whisper', { to: to.username, text: 'k o h l r a b i' });
    expect((await muted).mutedUntil).toBeDefined();
    expect(await systemMutesOf(town.t, from.id)).toHaveLength(1);

    expect(got.map((w) => w.text)).toEqual([`a ${REDACTION_MARKER} for you`, 'cheap swede']);
    const stored = await town.t.ctx.db.select({ text: whispers.text }).from(whispers).where(eq(whispers.senderId, from.id));
    expect(stored.map((w) => w.text).sort()).toEqual([`a ${REDACTION_MARKER} for you`, 'cheap swede'].sort());
    from.client.disconnect();
    to.client.disconnect();
  });
});
