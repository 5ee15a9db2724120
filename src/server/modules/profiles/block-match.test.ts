import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { friendships } from '../friends/schema';
import { MAIL_TYPE, mail } from '../mail/schema';
import { blocksBetween } from '../users/blocks';
import { as } from './testing';
import { makePlayer } from '../../test/players';

const t = useTestApp();

describe('blocking', () => {
  it('blocks: ends the friendship, drops requests and hearts both ways, and answers the new blocked list', async () => {
    const me = await makePlayer(t, { username: 'Blocker' });
    const ex = await makePlayer(t, { username: 'Exfriend' });
    const other = await makePlayer(t, { username: 'Pending' });
    await t.ctx.db.insert(friendships).values([
      { userId: me.id, friendId: ex.id },
      { userId: ex.id, friendId: me.id },
    ]);
    await t.ctx.db.insert(mail).values([
      { senderId: other.id, recipientId: me.id, type: MAIL_TYPE.friendRequest, message: 'be my friend' },
      { senderId: other.id, recipientId: me.id, type: MAIL_TYPE.message, message: 'a letter stays' },
    ]);
    await as(t, ex).get('/api/profile/Blocker/match/1');
    await as(t, me).get('/api/profile/Exfriend/match/1');

    const res = await as(t, me).get('/api/profile/exfriend/block/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: PROFILE_TEXT.blocked('Exfriend'), blockedList: ['Exfriend'], blockedListIds: [ex.id] });
    expect(await t.ctx.db.select().from(friendships).where(eq(friendships.userId, me.id))).toEqual([]);
    expect(await t.ctx.db.select().from(friendships).where(eq(friendships.userId, ex.id))).toEqual([]);
    expect((await as(t, me).get('/api/profile/Exfriend')).body).toMatchObject({ isBlocked: true, isFriends: false, isMatch: false });
    expect((await as(t, ex).get('/api/profile/Blocker')).body).toMatchObject({ isMatch: false, match: null });
    expect(await blocksBetween(t.ctx, me.id, ex.id)).toEqual({ aBlocksB: true, bBlocksA: false });

    const both = await as(t, me).get('/api/profile/Pending/block/1');
    expect(both.body.blockedList).toEqual(['Exfriend', 'Pending']);
    const left = await t.ctx.db.select({ type: mail.type }).from(mail).where(and(eq(mail.senderId, other.id), eq(mail.recipientId, me.id)));
    expect(left).toEqual([{ type: MAIL_TYPE.message }]);
    // The session answer carries the same list.
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: me.key })).body.user.blockedList).toEqual(['Exfriend', 'Pending']);
  });

  it('unblocks', async () => {
    const me = await makePlayer(t, { username: 'Forgiver' });
    const them = await makePlayer(t, { username: 'Forgiven' });
    await as(t, me).get('/api/profile/Forgiven/block/1');
    const res = await as(t, me).get('/api/profile/Forgiven/block/0');
    expect(res.body).toEqual({ success: true, message: PROFILE_TEXT.unblocked('Forgiven'), blockedList: [], blockedListIds: [] });
    expect(await blocksBetween(t.ctx, me.id, them.id)).toEqual({ aBlocksB: false, bBlocksA: false });
    expect((await as(t, them).post('/api/profile/Forgiver/comment', { comment: 'thanks' })).status).toBe(200);
  });

  it('refuses to block oneself, a stranger name, and a flag other than 0 or 1', async () => {
    const me = await makePlayer(t, { username: 'Selfish' });
    const self = await as(t, me).get('/api/profile/Selfish/block/1');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(PROFILE_TEXT.blockSelf);
    expect((await as(t, me).get('/api/profile/nobody_at_all/block/1')).status).toBe(404);
    expect((await as(t, me).get('/api/profile/Selfish/block/2')).status).toBe(400);
  });
});

describe('hearts', () => {
  it('keeps one heart at a time: hearting B moves the heart from A', async () => {
    const me = await makePlayer(t, { username: 'Romeo' });
    await makePlayer(t, { username: 'Juliet' });
    await makePlayer(t, { username: 'Rosaline' });
    const api = as(t, me);
    expect((await api.get('/api/profile/Rosaline/match/1')).body).toEqual({ success: true, message: PROFILE_TEXT.heartSent('Rosaline') });
    expect((await api.get('/api/profile/Romeo')).body.match).toBe('Rosaline');
    expect((await api.get('/api/profile/Rosaline')).body.isMatch).toBe(true);
    await api.get('/api/profile/Juliet/match/1');
    expect((await api.get('/api/profile/Romeo')).body.match).toBe('Juliet');
    expect((await api.get('/api/profile/Rosaline')).body.isMatch).toBe(false);
    expect((await api.get('/api/profile/Juliet')).body.isMatch).toBe(true);
    // Taking back a heart that is elsewhere leaves the real one alone.
    await api.get('/api/profile/Rosaline/match/0');
    expect((await api.get('/api/profile/Romeo')).body.match).toBe('Juliet');
    expect((await api.get('/api/profile/Juliet/match/0')).body.message).toBe(PROFILE_TEXT.heartRemoved('Juliet'));
    expect((await api.get('/api/profile/Romeo')).body.match).toBeNull();
  });

  it('refuses a heart to oneself and across a block', async () => {
    const me = await makePlayer(t, { username: 'Narcissus' });
    const echo = await makePlayer(t, { username: 'Echo' });
    const self = await as(t, me).get('/api/profile/Narcissus/match/1');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(PROFILE_TEXT.heartSelf);
    await as(t, echo).get('/api/profile/Narcissus/block/1');
    const refused = await as(t, me).get('/api/profile/Echo/match/1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROFILE_TEXT.blockedYou('Echo'));
  });
});
