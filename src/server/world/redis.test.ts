import { movesOf } from '@common/world/move-batch';
import { describe, expect, it } from 'vitest';
import { worldToCollider } from '@common/world/map';
import { syntheticLocation } from '@common/world/test-location';
import { friendships } from '../modules/friends/schema';
import { REDIS_URL } from '../test/app';
import { collect, nextEvent, uniquePrefix, useSecondTown, useTestTown } from './test-support';

const location = { ...syntheticLocation(), SpawnPoints: [worldToCollider({ x: 960, y: 550 })] };
const redisPrefix = uniquePrefix();

describe.skipIf(!REDIS_URL)('two app processes share one town through Redis', () => {
  const one = useTestTown({ location, redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix, location });

  it('share presence, moves, chat, whispers, online notifications and counts', async () => {
    const two = second.town();
    const alice = await one.player('Alice');
    const bob = await two.player('Bob');
    await one.t.ctx.db.insert(friendships).values([
      { userId: alice.id, friendId: bob.id },
      { userId: bob.id, friendId: alice.id },
    ]);
    const a = one.connect({ sessionKey: alice.key });
    await nextEvent(a, 'join_room');
    const bobSeen = nextEvent(a, 'user_connected', (p) => p.user.username === 'Bob');
    const bobOnline = nextEvent(a, 'notification_message', (n) => n.username === 'Bob');
    const b = two.connect({ sessionKey: bob.key });
    const bJoined = await nextEvent(b, 'join_room');
    expect(bJoined.players.map((p) => p.user.username)).toEqual(['Alice']);
    expect((await bobSeen).user.username).toBe('Bob');
    expect((await bobOnline).message).toBe('Bob is now online');
    expect((await one.t.call({ method: 'GET', url: '/api/friend/list/online', key: alice.key })).body).toEqual([{ username: 'Bob' }]);
    expect((await one.t.call({ method: 'GET', url: '/api/status' })).body.onlinePlayerCount).toBe(2);
    expect((await two.t.call({ method: 'GET', url: '/api/status' })).body.onlinePlayerCount).toBe(2);

    b.emit('move', { x: 950, y: 560, frame: 4 });
    // Player numbers come from Redis: Bob's, handed out by process two, is new to process one.
    const bobId = bJoined.self.id;
    expect(bJoined.players[0]!.id).not.toBe(bobId);
    const moved = await nextEvent(a, 'move', (batch) => movesOf(batch).some((m) => m.id === bobId));
    expect(movesOf(moved).find((m) => m.id === bobId)).toMatchObject({ x: 950, y: 560, frame: 4 });

    b.emit('chat', { text: 'hello from process two' });
    expect((await nextEvent(a, 'chat')).text).toBe('hello from process two');
    a.emit('whisper', { to: 'Bob', text: 'psst from process one' });
    expect((await nextEvent(b, 'whisper')).text).toBe('psst from process one');

    // Bob signs in again on process one: the connection on process two is replaced.
    const bDropped = new Promise<string>((resolve) => b.on('disconnect', resolve));
    const b2 = one.connect({ sessionKey: bob.key });
    await nextEvent(b2, 'join_room');
    expect(await bDropped).toBe('io server disconnect');

    const left = collect(b2, 'user_disconnected');
    const aliceGone = nextEvent(b2, 'user_disconnected', (u) => u.username === 'Alice');
    a.disconnect();
    await aliceGone;
    // Besides Alice, at most Bob's replaced socket, never the live one.
    expect(left.filter((u) => u.username === 'Alice')).toHaveLength(1);
    expect(left.some((u) => u.socketId === b2.id)).toBe(false);
    expect(await two.t.ctx.presence.isOnline('Alice')).toBe(false);
    expect(await two.t.ctx.presence.isOnline('Bob')).toBe(true);
    b2.disconnect();
  });
});
