import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, SEARCH_RESULTS_MAX } from '@common/social/limits';
import { FRIEND_TEXT, PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { MAIL_TYPE, mail } from '../mail/schema';
import { blocks } from '../users/schema';
import { as } from '../profiles/testing';
import { friendships } from './schema';
import { makePlayer, type TestPlayer } from '../../test/players';

const t = useTestApp();

const requestsFrom = (from: TestPlayer) =>
  t.ctx.db.select().from(mail).where(and(eq(mail.senderId, from.id), eq(mail.type, MAIL_TYPE.friendRequest)));

describe('friend requests', () => {
  it('sends a request as a type-1 mail; the recipient accepts it by its mail id and both become friends', async () => {
    const ann = await makePlayer(t, { username: 'Ann' });
    const bob = await makePlayer(t, { username: 'Bob' });
    const sent = await as(t, ann).post('/api/friend/bob');
    expect(sent.body).toEqual({ success: true, message: FRIEND_TEXT.requestSent('Bob'), isFriends: false });
    const [request] = await requestsFrom(ann);
    expect(request).toMatchObject({ recipientId: bob.id, type: MAIL_TYPE.friendRequest, message: FRIEND_TEXT.requestMail('Ann') });
    expect((await as(t, ann).get('/api/profile/Bob')).body).toMatchObject({ hasPendingRequest: true, isFriends: false });
    expect((await as(t, ann).get('/api/profile/Bob/quickAction')).body.hasPendingRequest).toBe(true);

    // Only the recipient can accept; anyone else gets the not-found answer.
    for (const who of [ann, await makePlayer(t, { username: 'Nosy' })]) {
      const res = await as(t, who).get(`/api/friend/${request!.id}/accept`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(FRIEND_TEXT.requestNotFound);
    }
    const accepted = await as(t, bob).get(`/api/friend/${request!.id}/accept`);
    expect(accepted.body).toEqual({ success: true, message: FRIEND_TEXT.accepted('Ann'), username: 'Ann' });
    expect(await requestsFrom(ann)).toEqual([]);
    expect((await as(t, ann).get('/api/profile/Bob')).body).toMatchObject({ hasPendingRequest: false, isFriends: true });
    expect((await as(t, bob).get('/api/friend/list')).body.map((f: { username: string }) => f.username)).toEqual(['Ann']);
    expect((await as(t, ann).get('/api/friend/list')).body.map((f: { username: string }) => f.username)).toEqual(['Bob']);
    expect((await as(t, bob).get(`/api/friend/${request!.id}/accept`)).status).toBe(404);
    expect((await as(t, bob).get('/api/friend/not-a-uuid/accept')).status).toBe(400);
  });

  it('refuses a request to oneself, twice, to a friend and to a stranger name, with clear messages', async () => {
    const cy = await makePlayer(t, { username: 'Cy' });
    const di = await makePlayer(t, { username: 'Di' });
    const self = await as(t, cy).post('/api/friend/Cy');
    expect([self.status, self.body.message]).toEqual([400, FRIEND_TEXT.requestSelf]);
    await as(t, cy).post('/api/friend/Di');
    const twice = await as(t, cy).post('/api/friend/di');
    expect([twice.status, twice.body.message]).toEqual([409, FRIEND_TEXT.requestTwice('Di')]);
    expect(await requestsFrom(cy)).toHaveLength(1);
    const [request] = await requestsFrom(cy);
    await as(t, di).get(`/api/friend/${request!.id}/accept`);
    const friend = await as(t, cy).post('/api/friend/Di');
    expect([friend.status, friend.body.message]).toEqual([409, FRIEND_TEXT.alreadyFriends('Di')]);
    const back = await as(t, di).post('/api/friend/Cy');
    expect([back.status, back.body.message]).toEqual([409, FRIEND_TEXT.alreadyFriends('Cy')]);
    expect((await as(t, cy).post('/api/friend/no_such_player')).status).toBe(404);
  });

  it('refuses requests across a block either way, and blocking drops a pending one', async () => {
    const eve = await makePlayer(t, { username: 'Eve' });
    const fay = await makePlayer(t, { username: 'Fay' });
    await as(t, eve).post('/api/friend/Fay');
    await as(t, fay).get('/api/profile/Eve/block/1');
    expect(await requestsFrom(eve)).toEqual([]);
    const refused = await as(t, eve).post('/api/friend/Fay');
    expect([refused.status, refused.body.message]).toEqual([403, PROFILE_TEXT.blockedYou('Fay')]);
    const blocker = await as(t, fay).post('/api/friend/Eve');
    expect([blocker.status, blocker.body.message]).toEqual([403, PROFILE_TEXT.youBlocked('Eve')]);
    expect(await requestsFrom(eve)).toEqual([]);
    expect(await requestsFrom(fay)).toEqual([]);
  });

  it('refuses to accept a request across a block made after it was sent', async () => {
    const gil = await makePlayer(t, { username: 'Gil' });
    const hal = await makePlayer(t, { username: 'Hal' });
    await as(t, gil).post('/api/friend/Hal');
    const [request] = await requestsFrom(gil);
    // A block made by other means than the route (which would have dropped the request).
    await t.ctx.db.insert(blocks).values({ blockerId: gil.id, blockedId: hal.id });
    const res = await as(t, hal).get(`/api/friend/${request!.id}/accept`);
    expect([res.status, res.body.message]).toEqual([403, PROFILE_TEXT.blockedYou('Gil')]);
    expect(await t.ctx.db.select().from(friendships).where(eq(friendships.userId, hal.id))).toEqual([]);
  });

  it('asking someone who already asked you makes you friends at once', async () => {
    const ida = await makePlayer(t, { username: 'Ida' });
    const joApi = as(t, await makePlayer(t, { username: 'Jo' }));
    await as(t, ida).post('/api/friend/Jo');
    const res = await joApi.post('/api/friend/Ida');
    expect(res.body).toEqual({ success: true, message: FRIEND_TEXT.accepted('Ida'), isFriends: true });
    expect(await requestsFrom(ida)).toEqual([]);
    expect((await joApi.get('/api/friend/list')).body.map((f: { username: string }) => f.username)).toEqual(['Ida']);
  });

  it('a declined (deleted) request can be sent again', async () => {
    const kim = await makePlayer(t, { username: 'Kim' });
    await makePlayer(t, { username: 'Lee' });
    await as(t, kim).post('/api/friend/Lee');
    await t.ctx.db.update(mail).set({ deletedByRecipient: true }).where(eq(mail.senderId, kim.id));
    expect((await as(t, kim).get('/api/profile/Lee')).body.hasPendingRequest).toBe(false);
    expect((await as(t, kim).post('/api/friend/Lee')).status).toBe(200);
    const rows = await requestsFrom(kim);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deletedByRecipient).toBe(false);
  });

  it(`allows ${RATE_LIMITS.friendRequests.points} requests a minute, then says to slow down`, async () => {
    const busy = await makePlayer(t, { username: 'Busy' });
    const targets = [];
    for (let i = 0; i <= RATE_LIMITS.friendRequests.points; i++) targets.push(await makePlayer(t, { username: `Target${i}` }));
    for (let i = 0; i < RATE_LIMITS.friendRequests.points; i++) expect((await as(t, busy).post(`/api/friend/Target${i}`)).status).toBe(200);
    const res = await as(t, busy).post(`/api/friend/Target${RATE_LIMITS.friendRequests.points}`);
    expect([res.status, res.body.message]).toEqual([429, FRIEND_TEXT.tooFast]);
    expect(await requestsFrom(busy)).toHaveLength(RATE_LIMITS.friendRequests.points);
  });
});

describe('removing friends', () => {
  it('removes the friendship both ways; removing a non-friend is refused', async () => {
    const mo = await makePlayer(t, { username: 'Mo' });
    const ned = await makePlayer(t, { username: 'Ned' });
    await t.ctx.db.insert(friendships).values([
      { userId: mo.id, friendId: ned.id },
      { userId: ned.id, friendId: mo.id },
    ]);
    expect((await as(t, mo).del('/api/friend/Ned')).body).toEqual({ success: true, message: FRIEND_TEXT.removed('Ned') });
    expect((await as(t, ned).get('/api/friend/list')).body).toEqual([]);
    const again = await as(t, mo).del('/api/friend/Ned');
    expect([again.status, again.body.message]).toEqual([400, FRIEND_TEXT.notFriends('Ned')]);
  });
});

describe('search and mutuals', () => {
  it('finds players by part of their name, ignoring case: friends first, then prefixes; never the searcher', async () => {
    const me = await makePlayer(t, { username: 'Searcher' });
    const names = ['Rosa', 'Ambrose', 'rose_bud', 'Primrose', 'Tulip'];
    const made = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await makePlayer(t, { username: n })] as const)));
    await t.ctx.db.insert(friendships).values([
      { userId: me.id, friendId: made.Primrose!.id },
      { userId: made.Primrose!.id, friendId: me.id },
    ]);
    const res = await as(t, me).get('/api/friend/search/ROS');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { username: string }) => p.username)).toEqual(['Primrose', 'Rosa', 'rose_bud', 'Ambrose']);
    expect(res.body[0]).toMatchObject({ isFriend: true, isOnline: false, bioColor: null, membership: 0, width: 1, height: 1 });
    expect(res.body[1].isFriend).toBe(false);
    expect((await as(t, me).get('/api/friend/search/searcher')).body).toEqual([]);
    // LIKE wildcards are plain characters.
    expect((await as(t, me).get('/api/friend/search/%25')).body).toEqual([]);
    expect((await as(t, me).get('/api/friend/search/_')).body.map((p: { username: string }) => p.username)).toEqual(['rose_bud']);
  });

  it('limits the term to 26 characters and the answer to a bounded count', async () => {
    const me = await makePlayer(t, { username: 'Counter' });
    const long = await as(t, me).get(`/api/friend/search/${'a'.repeat(27)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/26 characters/);
    for (let i = 0; i < SEARCH_RESULTS_MAX + 3; i++) await makePlayer(t, { username: `Many${String(i).padStart(2, '0')}` });
    expect((await as(t, me).get('/api/friend/search/many')).body).toHaveLength(SEARCH_RESULTS_MAX);
  });

  it('lists friends in common', async () => {
    const me = await makePlayer(t, { username: 'Center' });
    const them = await makePlayer(t, { username: 'Across' });
    const both = await makePlayer(t, { username: 'Shared' });
    const also = await makePlayer(t, { username: 'Alsoshared' });
    const onlyMine = await makePlayer(t, { username: 'Onlymine' });
    const pairs = [
      [me, both],
      [me, also],
      [me, onlyMine],
      [them, both],
      [them, also],
    ] as const;
    await t.ctx.db.insert(friendships).values(pairs.flatMap(([a, b]) => [
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ]));
    expect((await as(t, me).get('/api/friend/mutual/across')).body).toEqual([{ username: 'Alsoshared' }, { username: 'Shared' }]);
    expect((await as(t, me).get('/api/friend/mutual/nobody_at_all')).status).toBe(404);
  });
});
