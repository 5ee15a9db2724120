import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT } from '@common/social/texts';
import { CHAT_MAX, CHAT_TEXT, REDACTION_MARKER } from '@common/world/chat';
import { decodeWhisper } from '@common/world/chat-wire';
import { syntheticLocation } from '@common/world/test-location';
import { blocks } from '../modules/users/schema';
import { collect, joinAs, nextEvent, useTestTown } from './test-support';

const town = useTestTown({ location: syntheticLocation(), overrides: { WORD_FILTER: 'turnip' } });

describe('public chat', () => {
  it('trims, enforces 1-128 characters and filters words', async () => {
    const speaker = await joinAs(town, 'Speaker');
    const ear = await joinAs(town, 'Ear');
    const heard = collect(ear.client, 'chat');
    speaker.client.emit('chat', { text: '   ' });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(CHAT_TEXT.empty);
    speaker.client.emit('chat', { text: 'a'.repeat(CHAT_MAX + 1) });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(CHAT_TEXT.tooLong);
    speaker.client.emit('chat', { text: `  ${'b'.repeat(CHAT_MAX)}  ` });
    speaker.client.emit('chat', { text: 'you TURNIP' });
    await nextEvent(ear.client, 'chat', (c) => c.text.startsWith('you'));
    expect(heard.map((c) => c.text)).toEqual(['b'.repeat(CHAT_MAX), `you ${REDACTION_MARKER}`]);
    expect(heard[0]).toMatchObject({ username: 'Speaker' });

    const recent = await town.t.call({ method: 'GET', url: '/api/chat/public', key: ear.key });
    expect(recent.body.messages.map((m: { text: string }) => m.text)).toEqual(['b'.repeat(CHAT_MAX), `you ${REDACTION_MARKER}`]);
    speaker.client.disconnect();
    ear.client.disconnect();
  });

  it('sends lines and whispers compactly, and the client reads back the very line the chat history holds and a report names', async () => {
    const speaker = await joinAs(town, 'Compact');
    const ear = await joinAs(town, 'Listener');
    const raw: unknown[] = [];
    ear.client.on('chat', (wire) => raw.push(wire));
    const whispered = new Promise<unknown>((resolve) => ear.client.once('whisper', resolve));
    speaker.client.emit('chat', { text: 'short and sweet' });
    const line = await nextEvent(ear.client, 'chat', (c) => c.username === 'Compact');
    // [id as 22 characters, name, text, time in ms]: no keys, no dashes, no ISO string.
    expect(raw).toEqual([[expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), 'Compact', 'short and sweet', Date.parse(line.timestamp)]]);
    const recent = await town.t.call({ method: 'GET', url: '/api/chat/public', key: ear.key });
    expect(recent.body.messages.at(-1)).toEqual({ id: line.id, username: 'Compact', text: 'short and sweet', timestamp: line.timestamp });
    const reported = await town.t.call({ method: 'POST', url: '/api/report', key: ear.key, payload: { targetType: 'chat', targetId: line.id, reason: 'spam' } });
    expect(reported.status).toBe(200);

    speaker.client.emit('whisper', { to: 'Listener', text: 'just us' });
    const whisper = decodeWhisper(await whispered)!;
    expect(await whispered).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), 'Compact', 'Listener', 'just us', Date.parse(whisper.timestamp)]);
    const history = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: ear.key });
    expect(history.body.messages.at(-1)).toMatchObject({ id: whisper.id, user: 'Compact', text: 'just us', timestamp: whisper.timestamp });
    speaker.client.disconnect();
    ear.client.disconnect();
  });
});

describe('blocking', () => {
  it("never delivers a blocked player's chat or whispers to the blocker", async () => {
    const pest = await town.player('Pest');
    const quiet = await town.player('Quiet');
    await town.t.ctx.db.insert(blocks).values({ blockerId: quiet.id, blockedId: pest.id });
    const q = town.connect({ sessionKey: quiet.key });
    expect((await nextEvent(q, 'join_room')).self.user.blockedList).toEqual(['Pest']);
    const p = town.connect({ sessionKey: pest.key });
    await nextEvent(p, 'join_room');
    const friend = await joinAs(town, 'Friendly');
    const chats = collect(q, 'chat');
    const whispers = collect(q, 'whisper');

    const pestWhispers = collect(p, 'whisper');

    p.emit('chat', { text: 'hello everyone' });
    await nextEvent(friend.client, 'chat', (c) => c.username === 'Pest');
    // A blocked player cannot whisper: refused with a reason, echoed nowhere, stored nowhere.
    p.emit('whisper', { to: 'quiet', text: 'psst' });
    expect((await nextEvent(p, 'notification_message')).message).toBe(PROFILE_TEXT.whisperBlockedYou('Quiet'));
    // Nor can the blocker whisper the player they keep out, until they unblock.
    q.emit('whisper', { to: 'Pest', text: 'go away' });
    expect((await nextEvent(q, 'notification_message')).message).toBe(PROFILE_TEXT.whisperYouBlocked('Pest'));
    // Messages sent after the blocked ones arrive; the blocked ones before them never do.
    const markers = [nextEvent(q, 'chat', (c) => c.username === 'Friendly'), nextEvent(q, 'whisper', (w) => w.username === 'Friendly')];
    friend.client.emit('chat', { text: 'marker' });
    friend.client.emit('whisper', { to: 'Quiet', text: 'marker whisper' });
    await Promise.all(markers);
    expect(chats.map((c) => c.username)).toEqual(['Friendly']);
    expect(whispers.map((w) => w.username)).toEqual(['Friendly']);

    expect(pestWhispers).toEqual([]);
    const history = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: quiet.key });
    expect(history.body.messages.map((m: { user: string }) => m.user)).toEqual(['Friendly']);
    const pestHistory = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: pest.key });
    expect(pestHistory.body.messages).toEqual([]);
    const recent = await town.t.call({ method: 'GET', url: '/api/chat/public', key: quiet.key });
    expect(recent.body.messages.some((m: { username: string }) => m.username === 'Pest')).toBe(false);
    q.disconnect();
    p.disconnect();
    friend.client.disconnect();
  });
});

describe('whispers', () => {
  it('keeps a whisper to an offline player and shows it as unread after sign-in', async () => {
    const sender = await joinAs(town, 'Night_Owl');
    const sleeper = await town.player('Sleeper');
    sender.client.emit('whisper', { to: 'sleeper', text: '  are you awake?  ' });
    const echo = await nextEvent(sender.client, 'whisper');
    expect(echo).toMatchObject({ username: 'Night_Owl', to: 'Sleeper', text: 'are you awake?' });
    sender.client.emit('whisper', { to: 'Nobody_Here', text: 'hello?' });
    expect((await nextEvent(sender.client, 'notification_message')).message).toBe(CHAT_TEXT.unknownRecipient('Nobody_Here'));
    sender.client.emit('whisper', { to: 'Night_Owl', text: 'me' });
    expect((await nextEvent(sender.client, 'notification_message')).message).toBe(CHAT_TEXT.whisperSelf);

    // Later the sleeper signs in: the chat window loads the history.
    const s = town.connect({ sessionKey: sleeper.key });
    await nextEvent(s, 'join_room');
    const history = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: sleeper.key });
    expect(history.body.unread).toEqual({ Night_Owl: 1 });
    expect(history.body.messages).toEqual([
      expect.objectContaining({ type: 'whisper', user: 'Night_Owl', text: 'are you awake?', isSender: false, read: false }),
    ]);
    const mine = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: sender.key });
    expect(mine.body.messages[0]).toMatchObject({ user: 'Sleeper', isSender: true, myUsername: 'Night_Owl', read: true });

    const marked = await town.t.call({ method: 'POST', url: '/api/chat/whispers/night_owl/read', key: sleeper.key });
    expect(marked.body.success).toBe(true);
    const after = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: sleeper.key });
    expect(after.body.unread).toEqual({});
    expect(after.body.messages[0].read).toBe(true);
    expect(Object.keys(after.body.readTimestamps.whisper)).toEqual(['Night_Owl']);

    // A new whisper after the read time is unread again.
    sender.client.emit('whisper', { to: 'Sleeper', text: 'good morning' });
    expect((await nextEvent(s, 'whisper')).text).toBe('good morning');
    const again = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: sleeper.key });
    expect(again.body.unread).toEqual({ Night_Owl: 1 });
    expect((await town.t.call({ method: 'POST', url: '/api/chat/whispers/nobody_at_all/read', key: sleeper.key })).status).toBe(404);
    s.disconnect();
    sender.client.disconnect();
  });

  it('needs a session for the chat history', async () => {
    expect((await town.t.call({ method: 'GET', url: '/api/chat/whispers' })).status).toBe(401);
    expect((await town.t.call({ method: 'GET', url: '/api/chat/public' })).status).toBe(401);
  });
});

describe('character updates', () => {
  it('re-reads the look and shows it to everyone', async () => {
    const dresser = await joinAs(town, 'Dresser');
    const viewer = await joinAs(town, 'Viewer');
    const updated = nextEvent(viewer.client, 'user_updated', (u) => u.username === 'Dresser');
    dresser.client.emit('update_character');
    // Same look as at joining (nothing changed), without the viewer-only block list.
    const { blockedList, ...look } = dresser.joined.self.user;
    expect(blockedList).toEqual([]);
    expect((await updated).user).toEqual(look);
    dresser.client.disconnect();
    viewer.client.disconnect();
  });
});
