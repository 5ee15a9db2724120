import { describe, expect, it } from 'vitest';
import { LocalPresence } from '../../world/presence';
import { useTestApp } from '../../test/app';
import { friendships } from './schema';
import { makePlayer } from '../../test/players';

const t = useTestApp();

const player = (username: string, membership = 0) => makePlayer(t, { username, membership });

describe('friends lists', () => {
  it('lists friends with who is in town, and only the online ones on the short list', async () => {
    const me = await player('Me');
    const ann = await player('Ann', 2);
    const bob = await player('Bob');
    const stranger = await player('Stranger');
    await t.ctx.db.insert(friendships).values([
      { userId: me.id, friendId: ann.id },
      { userId: ann.id, friendId: me.id },
      { userId: me.id, friendId: bob.id },
      { userId: bob.id, friendId: me.id },
    ]);
    const presence = new LocalPresence();
    t.ctx.presence = presence;
    const look = { look: 'x', customization: { nametagColor: null, width: 1, height: 1 } };
    await presence.add({ socketId: 's1', id: 1, state: { x: 0, y: 0, frame: 0 }, user: { username: 'Ann', membership: 2, ...look } });
    await presence.add({ socketId: 's2', id: 2, state: { x: 0, y: 0, frame: 0 }, user: { username: 'Stranger', membership: 0, ...look } });

    const list = await t.call({ method: 'GET', url: '/api/friend/list', key: me.key });
    expect(list.status).toBe(200);
    expect(list.body.map((f: { username: string; isOnline: boolean }) => [f.username, f.isOnline])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
    expect(list.body[0]).toMatchObject({ _id: ann.id, membership: 2, width: 1, height: 1, bioColor: null });

    const online = await t.call({ method: 'GET', url: '/api/friend/list/online', key: me.key });
    expect(online.body).toEqual([{ username: 'Ann' }]);
    const theirs = await t.call({ method: 'GET', url: '/api/friend/list/online', key: stranger.key });
    expect(theirs.body).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/friend/list/online' })).status).toBe(401);
  });
});
