import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '@common/world/chat';
import { CONNECT_ERRORS } from '@common/world/protocol';
import { syntheticLocation } from '@common/world/test-location';
import { sessions } from '../modules/auth/schema';
import { createSession } from '../modules/auth/sessions';
import { friendships } from '../modules/friends/schema';
import { users } from '../modules/users/schema';
import { joinAs, nextEvent, refusal, useTestTown } from './test-support';

const town = useTestTown({ location: syntheticLocation() });

describe('entering the town', () => {
  it('refuses a missing, forged or signed-out key, a wrong location and an unfinished account', async () => {
    expect(await refusal(town.connect({ sessionKey: null }))).toBe(CONNECT_ERRORS.noKey);
    expect(await refusal(town.connect({ sessionKey: 'forged-key-forged-key' }))).toBe(CONNECT_ERRORS.badKey);
    const p = await town.player('Leaver');
    expect(await refusal(town.connect({ sessionKey: p.key, location: 'Other Town' }))).toBe(CONNECT_ERRORS.badLocation);
    await town.t.ctx.db.delete(sessions).where(eq(sessions.userId, p.id));
    expect(await refusal(town.connect({ sessionKey: p.key }))).toBe(CONNECT_ERRORS.badKey);
    const [nameless] = await town.t.ctx.db.insert(users).values({ email: 'oauth@example.test' }).returning();
    const key = await createSession(town.t.ctx, nameless!.id);
    expect(await refusal(town.connect({ sessionKey: key }))).toBe(CONNECT_ERRORS.noUsername);
  });

  it('refuses browsers from other sites and lets the app’s own origin in', async () => {
    const p = await town.player('Origin_Test');
    const before = town.world.stats.refusedConnections;
    await refusal(town.connect({ sessionKey: p.key, origin: 'https://evil.example' }));
    expect(town.world.stats.refusedConnections).toBe(before + 1);
    const ok = town.connect({ sessionKey: p.key, origin: town.t.ctx.config.allowedOrigins[0] });
    await nextEvent(ok, 'join_room');
    ok.disconnect();
  });

  it('keeps one live connection per account: a new one replaces the old', async () => {
    const p = await town.player('Twice');
    const first = town.connect({ sessionKey: p.key });
    await nextEvent(first, 'join_room');
    const told = nextEvent(first, 'notification_message');
    const gone = new Promise<string>((resolve) => first.on('disconnect', resolve));
    const second = town.connect({ sessionKey: p.key });
    await nextEvent(second, 'join_room');
    expect((await told).message).toBe(CHAT_TEXT.replaced);
    expect(await gone).toBe('io server disconnect');
    expect(second.connected).toBe(true);
    expect(await town.t.ctx.presence.isOnline('twice')).toBe(true);
    second.disconnect();
  });

  it('tells friends that a player is now online and counts live players', async () => {
    const friend = await joinAs(town, 'Old_Friend');
    const newcomer = await town.player('Newcomer');
    await town.t.ctx.db.insert(friendships).values([
      { userId: friend.id, friendId: newcomer.id },
      { userId: newcomer.id, friendId: friend.id },
    ]);
    const note = nextEvent(friend.client, 'notification_message', (n) => n.username === 'Newcomer');
    const client = town.connect({ sessionKey: newcomer.key });
    await nextEvent(client, 'join_room');
    expect((await note).message).toBe('Newcomer is now online');
    const online = await town.t.call({ method: 'GET', url: '/api/friend/list/online', key: friend.key });
    expect(online.body).toEqual([{ username: 'Newcomer' }]);
    const status = await town.t.call({ method: 'GET', url: '/api/status' });
    expect(status.body.onlinePlayerCount).toBe(2);
    const left = nextEvent(friend.client, 'user_disconnected', (u) => u.username === 'Newcomer');
    client.disconnect();
    await left;
    expect((await town.t.call({ method: 'GET', url: '/api/friend/list/online', key: friend.key })).body).toEqual([]);
    friend.client.disconnect();
  });
});

describe('hostile clients', () => {
  it('drops and counts malformed and unknown events without disturbing anyone', async () => {
    const bad = await joinAs(town, 'Garbage');
    const good = await joinAs(town, 'Bystander');
    const before = town.world.stats.malformed;
    const raw = bad.client as unknown as { emit(event: string, ...args: unknown[]): void };
    raw.emit('move', { x: 'left', y: null, frame: 9 });
    raw.emit('move', 'nonsense');
    raw.emit('move', { x: 960, y: 550, frame: 0, t: -1e300 });
    raw.emit('chat');
    raw.emit('whisper', { to: 42 });
    raw.emit('match_score', { score: -5, combo: 1.5 });
    raw.emit('teleport', { x: 1, y: 1 });
    raw.emit('chat', { text: 'still here' });
    const heard = await nextEvent(good.client, 'chat', (c) => c.username === 'Garbage');
    expect(heard.text).toBe('still here');
    expect(town.world.stats.malformed - before).toBe(7);
    bad.client.disconnect();
    good.client.disconnect();
  });

  it('closes a socket that sends an oversized packet; the town carries on', async () => {
    const big = await joinAs(town, 'Big_Sender');
    const other = await joinAs(town, 'Small_Talk');
    const closed = new Promise<string>((resolve) => big.client.on('disconnect', resolve));
    big.client.emit('chat', { text: 'x'.repeat(20_000) });
    expect(await closed).toBe('transport close');
    other.client.emit('chat', { text: 'anyone?' });
    expect((await nextEvent(other.client, 'chat')).text).toBe('anyone?');
    other.client.disconnect();
  });

  it('throttles a flooding socket, then cuts it off, while others keep chatting', async () => {
    const flooder = await joinAs(town, 'Flooder');
    const talker = await joinAs(town, 'Talker');
    const listener = await joinAs(town, 'Listener');
    const warned = nextEvent(flooder.client, 'notification_message', (n) => n.message === CHAT_TEXT.slowDown);
    const cut = nextEvent(flooder.client, 'notification_message', (n) => n.message === CHAT_TEXT.flooding);
    const gone = new Promise<string>((resolve) => flooder.client.on('disconnect', resolve));
    for (let i = 0; i < 200; i++) flooder.client.emit('chat', { text: `spam ${i}` });
    await warned;
    await cut;
    expect(await gone).toBe('io server disconnect');
    expect(town.world.stats.floodDisconnects).toBe(1);
    talker.client.emit('chat', { text: 'calm hello' });
    expect((await nextEvent(listener.client, 'chat', (c) => c.username === 'Talker')).text).toBe('calm hello');
    talker.client.disconnect();
    listener.client.disconnect();
  });
});
