import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@common/social/limits';
import { FRIEND_TEXT, PROFILE_TEXT } from '@common/social/texts';
import { REDIS_URL, useSecondProcess, useTestApp } from '../../test/app';
import { makePlayer } from '../../test/players';

/**
 * Two app processes behind one load balancer, one Redis: a player's comment, friend-request
 * and profile-edit allowances are one each, whichever process the calls reach.
 */
describe.skipIf(!REDIS_URL)('social rate limits shared through Redis', () => {
  const first = useTestApp({}, { redis: true });
  const secondProcess = useSecondProcess(first);

  const at = (i: number) => (i % 2 === 0 ? first.app : secondProcess.app);

  it('counts comments and profile edits across both processes', async () => {
    await makePlayer(first, { username: 'Board' });
    const me = await makePlayer(first, { username: 'Spreader' });
    const headers = { 'x-session-key': me.key };
    for (let i = 0; i < RATE_LIMITS.comments.points; i++) {
      const res = await at(i).inject({ method: 'POST', url: '/api/profile/Board/comment', headers, payload: { comment: `hello ${i}` } });
      expect(res.statusCode).toBe(200);
    }
    for (const app of [first.app, secondProcess.app]) {
      const res = await app.inject({ method: 'POST', url: '/api/profile/Board/comment', headers, payload: { comment: 'too many' } });
      expect([res.statusCode, res.json().message]).toEqual([429, PROFILE_TEXT.commentsTooFast]);
    }
    for (let i = 0; i < RATE_LIMITS.profileEdits.points; i++) {
      expect((await at(i).inject({ method: 'POST', url: '/api/profile/bio', headers, payload: { bio: `v${i}` } })).statusCode).toBe(200);
    }
    expect((await secondProcess.app.inject({ method: 'POST', url: '/api/profile/bio', headers, payload: { bio: 'late' } })).statusCode).toBe(429);
  });

  it('counts friend requests across both processes', async () => {
    const me = await makePlayer(first, { username: 'Asker' });
    const headers = { 'x-session-key': me.key };
    for (let i = 0; i <= RATE_LIMITS.friendRequests.points; i++) await makePlayer(first, { username: `Asked${i}` });
    for (let i = 0; i < RATE_LIMITS.friendRequests.points; i++) {
      expect((await at(i).inject({ method: 'POST', url: `/api/friend/Asked${i}`, headers })).statusCode).toBe(200);
    }
    const res = await first.app.inject({ method: 'POST', url: `/api/friend/Asked${RATE_LIMITS.friendRequests.points}`, headers });
    expect([res.statusCode, res.json().message]).toEqual([429, FRIEND_TEXT.tooFast]);
  });
});
