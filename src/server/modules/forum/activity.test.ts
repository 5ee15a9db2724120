import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TEXT } from '@common/api/routes/activity';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { writePost } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * My Data: forum posts and replies in GET /api/feed, and deleting them there.
 * Run with the caches on (as a started server runs: change notices heard) and off.
 */
describe.each(CACHE_MODES)('forum activity with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  let ann: TestPlayer, ben: TestPlayer;

  beforeAll(async () => {
    ann = await makePlayer(t, { username: 'Ann', gems: 5, coins: 5000 });
    ben = await makePlayer(t, { username: 'Ben', gems: 5, coins: 5000 });
  });

  const feed = (p: TestPlayer) => t.call({ method: 'GET', url: '/api/feed', key: p.key });
  const remove = (p: TestPlayer, type: string, id: string) => t.call({ method: 'DELETE', url: `/api/activity/${type}/${id}`, key: p.key });
  const reply = async (p: TestPlayer, postId: string, message: string) =>
    (await t.call({ method: 'POST', url: `/api/forum/post/${postId}/reply`, key: p.key, payload: { message } })).body.id as string;
  const count = async (table: 'forum_posts' | 'forum_replies' | 'forum_tips', column: string, id: string) =>
    (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`)).rows[0]!.n;

  describe('forum activity in My Data', () => {
    it('lists the player’s posts (by title) and replies with the forum totals', async () => {
      const postId = await writePost(t, ann, { title: 'My first post' });
      const replyId = await reply(ann, postId, 'Answering myself');
      await reply(ben, postId, 'Not Ann’s');
      const res = await feed(ann);
      expect(res.status).toBe(200);
      expect(res.body.stats).toMatchObject({ totalForumPosts: 1, totalForumReplies: 1 });
      expect(res.body.activities).toEqual(
        expect.arrayContaining([
          { type: 'forumPost', id: postId, message: 'My first post', createdAt: expect.any(String), isReply: false, profileOwnerUsername: null, forumId: postId },
          { type: 'forumReply', id: replyId, message: 'Answering myself', createdAt: expect.any(String), isReply: true, profileOwnerUsername: null, forumId: postId },
        ]),
      );
      expect(res.body.activities).toHaveLength(2);
    });

    it('deletes one’s own reply and keeps the post’s reply count right; someone else’s is not found', async () => {
      const postId = await writePost(t, ann);
      const benReply = await reply(ben, postId, 'Mine to delete');
      await reply(ann, postId, 'Stays');
      expect(await remove(ann, 'forumReply', benReply)).toMatchObject({ status: 404, body: { message: ACTIVITY_TEXT.notFound } });
      expect(await remove(ben, 'forumReply', benReply)).toMatchObject({ status: 200, body: { success: true, message: ACTIVITY_TEXT.replyDeleted } });
      const detail = await t.call({ method: 'GET', url: `/api/forum/post/${postId}`, key: ann.key });
      expect(detail.body).toMatchObject({ totalReplies: 1, replyCount: 1 });
      expect(detail.body.replies.map((r: { message: string }) => r.message)).toEqual(['Stays']);
    });

    it('deletes one’s own post with its replies and tips, never someone else’s', async () => {
      const postId = await writePost(t, ann, { title: 'Going away soon' });
      await reply(ben, postId, 'Bye');
      expect((await t.call({ method: 'GET', url: `/api/forum/post/${postId}/tip`, key: ben.key })).status).toBe(200);
      expect(await remove(ben, 'forumPost', postId)).toMatchObject({ status: 404 });
      expect(await remove(ann, 'forumPost', postId)).toMatchObject({ status: 200, body: { message: ACTIVITY_TEXT.postDeleted } });
      expect(await count('forum_posts', 'id', postId)).toBe(0);
      expect(await count('forum_replies', 'post_id', postId)).toBe(0);
      expect(await count('forum_tips', 'post_id', postId)).toBe(0);
      expect(await t.call({ method: 'GET', url: `/api/forum/post/${postId}/quick-info`, key: ann.key })).toMatchObject({ status: 404 });
      expect(await remove(ann, 'forumPost', 'not-a-uuid')).toMatchObject({ status: 400 });
    });
  });
});
