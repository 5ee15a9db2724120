import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, RATE_LIMITS } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { blocks } from '../users/schema';
import { as } from './testing';
import { makePlayer } from '../../test/players';

const t = useTestApp();

describe('profile comments', () => {
  it('posts comments and threaded replies, newest comment first, replies oldest first', async () => {
    const owner = await makePlayer(t, { username: 'Owner' });
    const guest = await makePlayer(t, { username: 'Guest' });
    const first = await as(t, guest).post('/api/profile/Owner/comment', { comment: '  Hello there!  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: PROFILE_TEXT.commentPosted });
    const second = await as(t, owner).post('/api/profile/owner/comment', { comment: 'A note to self' });
    const reply1 = await as(t, owner).post(`/api/profile/comment/${first.body.id}/reply`, { reply: 'Hi Guest!' });
    expect(reply1.body).toMatchObject({ success: true, message: PROFILE_TEXT.replyPosted });
    const reply2 = await as(t, guest).post(`/api/profile/comment/${first.body.id}/reply`, { reply: 'Nice profile' });
    expect(reply2.status).toBe(200);

    const list = await as(t, guest).get('/api/profile/Owner/comment');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[1]).toMatchObject({
      id: first.body.id,
      sender: 'Guest',
      message: 'Hello there!',
      replies: [
        { id: reply1.body.id, sender: 'Owner', message: 'Hi Guest!' },
        { id: reply2.body.id, sender: 'Guest', message: 'Nice profile' },
      ],
    });
    expect(list.body[1].createdAt).toBe(first.body.createdAt);
    expect(list.body[0].replies).toEqual([]);
  });

  it('refuses blank and over-long comments and replies, storing nothing', async () => {
    await makePlayer(t, { username: 'Quiet' });
    const talker = await makePlayer(t, { username: 'Talker' });
    const api = as(t, talker);
    for (const comment of ['', '   ', 'x'.repeat(COMMENT_MAX + 1)]) {
      const res = await api.post('/api/profile/Quiet/comment', { comment });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Comment (cannot be empty|must be at most 400 characters)/);
    }
    const ok = await api.post('/api/profile/Quiet/comment', { comment: 'y'.repeat(COMMENT_MAX) });
    expect(ok.status).toBe(200);
    const blank = await api.post(`/api/profile/comment/${ok.body.id}/reply`, { reply: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Reply cannot be empty');
    const list = await api.get('/api/profile/Quiet/comment');
    expect(list.body).toHaveLength(1);
    expect(list.body[0].replies).toEqual([]);
  });

  it('lets only the owner and the comment author reply, and only to comments', async () => {
    const owner = await makePlayer(t, { username: 'Host' });
    const author = await makePlayer(t, { username: 'Author' });
    const other = await makePlayer(t, { username: 'Other' });
    const c = await as(t, author).post('/api/profile/Host/comment', { comment: 'First!' });
    const refused = await as(t, other).post(`/api/profile/comment/${c.body.id}/reply`, { reply: 'me too' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROFILE_TEXT.cannotReply);
    const r = await as(t, owner).post(`/api/profile/comment/${c.body.id}/reply`, { reply: 'Welcome' });
    const nested = await as(t, owner).post(`/api/profile/comment/${r.body.id}/reply`, { reply: 'deeper' });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe(PROFILE_TEXT.replyToReply);
    const missing = await as(t, owner).post('/api/profile/comment/00000000-0000-4000-8000-000000000000/reply', { reply: 'hello?' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(PROFILE_TEXT.commentNotFound);
    // A malformed id is refused by the route's contract (issue 19 §5), before any query.
    expect(await as(t, owner).post('/api/profile/comment/not-an-id/reply', { reply: 'hello?' })).toMatchObject({ status: 400, body: { message: 'id: must be a uuid' } });
    expect((await as(t, owner).get('/api/profile/Host/comment')).body[0].replies).toHaveLength(1);
  });

  it('lets the sender delete their own comment or reply, the owner any on their profile, nobody else', async () => {
    const owner = await makePlayer(t, { username: 'Keeper' });
    const author = await makePlayer(t, { username: 'Scribe' });
    const other = await makePlayer(t, { username: 'Bystander' });
    const mine = as(t, author);
    const c1 = await mine.post('/api/profile/Keeper/comment', { comment: 'one' });
    const c2 = await mine.post('/api/profile/Keeper/comment', { comment: 'two' });
    const r1 = await as(t, owner).post(`/api/profile/comment/${c2.body.id}/reply`, { reply: 'owner reply' });
    const r2 = await mine.post(`/api/profile/comment/${c2.body.id}/reply`, { reply: 'author reply' });

    // Nobody else: not the comment, not a reply.
    for (const id of [c1.body.id, r1.body.id, r2.body.id]) {
      const res = await as(t, other).del(`/api/profile/comment/${id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PROFILE_TEXT.cannotDelete);
    }
    // The author may not delete the owner's reply under their comment.
    expect((await mine.del(`/api/profile/comment/${r1.body.id}`)).status).toBe(403);
    // The author deletes their own reply; the owner deletes someone else's comment on their profile.
    expect((await mine.del(`/api/profile/comment/${r2.body.id}`)).body).toEqual({ success: true, message: PROFILE_TEXT.commentDeleted });
    expect((await as(t, owner).del(`/api/profile/comment/${c1.body.id}`)).status).toBe(200);
    let list = (await mine.get('/api/profile/Keeper/comment')).body;
    expect(list).toHaveLength(1);
    expect(list[0].replies.map((r: { message: string }) => r.message)).toEqual(['owner reply']);
    // Deleting a comment takes its replies with it.
    expect((await mine.del(`/api/profile/comment/${c2.body.id}`)).status).toBe(200);
    list = (await mine.get('/api/profile/Keeper/comment')).body;
    expect(list).toEqual([]);
    expect((await as(t, owner).del(`/api/profile/comment/${r1.body.id}`)).status).toBe(404);
  });

  it('keeps a blocked player off the profile, and the blocker off theirs', async () => {
    const owner = await makePlayer(t, { username: 'Private' });
    const pest = await makePlayer(t, { username: 'Pest' });
    const c = await as(t, pest).post('/api/profile/Private/comment', { comment: 'before the block' });
    await t.ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: pest.id });
    const refused = await as(t, pest).post('/api/profile/Private/comment', { comment: 'hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROFILE_TEXT.blockedYou('Private'));
    const reply = await as(t, pest).post(`/api/profile/comment/${c.body.id}/reply`, { reply: 'hello?' });
    expect(reply.status).toBe(403);
    const back = await as(t, owner).post('/api/profile/Pest/comment', { comment: 'go away' });
    expect(back.status).toBe(403);
    expect(back.body.message).toBe(PROFILE_TEXT.youBlocked('Pest'));
    // The owner still manages their own profile.
    expect((await as(t, owner).del(`/api/profile/comment/${c.body.id}`)).status).toBe(200);
  });

  it('refuses comments on a player who does not exist', async () => {
    const me = await makePlayer(t, { username: 'Lonely' });
    const res = await as(t, me).post('/api/profile/ghost_player/comment', { comment: 'boo' });
    expect(res.status).toBe(404);
    expect((await as(t, me).get('/api/profile/ghost_player/comment')).status).toBe(404);
  });

  it(`allows ${RATE_LIMITS.comments.points} comments and replies a minute, then says to slow down`, async () => {
    await makePlayer(t, { username: 'Wall' });
    const api = as(t, await makePlayer(t, { username: 'Chatterbox' }));
    const first = await api.post('/api/profile/Wall/comment', { comment: 'comment 0' });
    for (let i = 1; i < RATE_LIMITS.comments.points; i++) {
      const res = i % 2 ? await api.post(`/api/profile/comment/${first.body.id}/reply`, { reply: `reply ${i}` }) : await api.post('/api/profile/Wall/comment', { comment: `comment ${i}` });
      expect(res.status).toBe(200);
    }
    const res = await api.post('/api/profile/Wall/comment', { comment: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(PROFILE_TEXT.commentsTooFast);
    expect(JSON.stringify((await api.get('/api/profile/Wall/comment')).body)).not.toContain('one too many');
  });
});
