import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORUM_TEXT } from '@common/forum/texts';
import { PROFILE_TEXT } from '@common/social/texts';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, STAFF_ONLY, useWorld, type World } from '../../test/policy-table';
import { forumPosts, forumReplies } from './schema';
import { longText } from './testing';

/**
 * Who may do what with forum posts and replies (policy.ts), through the real routes.
 * Run with the caches on (as a started server runs: change notices heard) and off.
 */
describe.each(CACHE_MODES)('the forum policy with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  const w = useWorld(t, 'Fp');
  const OWNER = askerName('Fp', 'owner');

  async function post(world: World, set: { locked?: boolean; author?: keyof World } = {}): Promise<string> {
    const [row] = await t.ctx.db
      .insert(forumPosts)
      .values({ authorId: world[set.author ?? 'owner'].id, category: 'general', title: 'A post of the table', message: longText('Policy rows.'), isLocked: set.locked ?? false })
      .returning({ id: forumPosts.id });
    await t.settled();
    return row!.id;
  }

  /** A reply by the owner under a post of `other`'s. */
  async function reply(world: World, locked = false): Promise<{ postId: string; replyId: string }> {
    const postId = await post(world, { author: 'other', locked });
    const [row] = await t.ctx.db.insert(forumReplies).values({ postId, authorId: world.owner.id, message: 'The owner’s reply' }).returning({ id: forumReplies.id });
    await t.settled();
    return { postId, replyId: row!.id };
  }

  const NEW_MESSAGE = longText('An edited message.');
  const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
  const BLOCKS = { blocked: refused(403, PROFILE_TEXT.blockedYou(OWNER)), blocker: refused(403, PROFILE_TEXT.youBlocked(OWNER)) };

  policyTable(t, w, 'forum posts', [
    action({
      action: 'read a post (the forums are public, blocks included)',
      setup: (world) => post(world),
      request: (id) => ({ method: 'GET', url: `/api/forum/post/${id}` }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok()) },
    }),
    action({
      action: 'post in Announcements',
      setup: async () => null,
      request: () => ({ method: 'POST', url: '/api/forum/post', payload: { title: 'Town news', category: 'announcements', message: longText('News.') } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.announcementsOnly)), moderator: ok(FORUM_TEXT.posted), admin: ok(FORUM_TEXT.posted) },
    }),
    action({
      action: 'edit a post',
      setup: (world) => post(world),
      request: (id) => ({ method: 'POST', url: `/api/forum/post/${id}`, payload: { message: NEW_MESSAGE } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.notPostAuthor)), owner: ok(FORUM_TEXT.postEdited) },
    }),
    action({
      action: 'edit a locked post',
      setup: (world) => post(world, { locked: true }),
      request: (id) => ({ method: 'POST', url: `/api/forum/post/${id}`, payload: { message: NEW_MESSAGE } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.notPostAuthor)), owner: refused(403, FORUM_TEXT.lockedEdit) },
    }),
    action({
      action: 'reply to a post',
      setup: (world) => post(world),
      request: (id) => ({ method: 'POST', url: `/api/forum/post/${id}/reply`, payload: { message: 'A reply' } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok(FORUM_TEXT.replied)), ...BLOCKS },
    }),
    action({
      action: 'reply to a locked post (moderators still may)',
      setup: (world) => post(world, { locked: true }),
      request: (id) => ({ method: 'POST', url: `/api/forum/post/${id}/reply`, payload: { message: 'A reply' } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.locked)), moderator: ok(FORUM_TEXT.replied), admin: ok(FORUM_TEXT.replied) },
    }),
    action({
      action: 'vote NSFW (a signal to moderators: blocks do not stop it)',
      setup: (world) => post(world),
      request: (id) => ({ method: 'POST', url: `/api/forum/post/${id}/nsfw` }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok(FORUM_TEXT.markedNsfw)) },
    }),
    action({
      action: 'lock a post',
      setup: (world) => post(world),
      request: (id) => ({ method: 'POST', url: `/api/moderation/forum/post/${id}/lock`, payload: { locked: true } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(), admin: ok() },
    }),
  ]);

  policyTable(t, w, 'forum replies (the owner’s reply under a post of other’s)', [
    action({
      action: 'edit a reply',
      setup: (world) => reply(world),
      request: ({ postId, replyId }) => ({ method: 'POST', url: `/api/forum/post/${postId}/reply/${replyId}`, payload: { message: 'Edited' } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.notReplyAuthor)), owner: ok(FORUM_TEXT.replyEdited) },
    }),
    action({
      action: 'edit a reply under a locked post',
      setup: (world) => reply(world, true),
      request: ({ postId, replyId }) => ({ method: 'POST', url: `/api/forum/post/${postId}/reply/${replyId}`, payload: { message: 'Edited' } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FORUM_TEXT.notReplyAuthor)), owner: refused(403, FORUM_TEXT.lockedEdit) },
    }),
    action({
      action: 'hide a reply',
      setup: (world) => reply(world),
      request: ({ postId, replyId }) => ({ method: 'POST', url: `/api/moderation/forum/post/${postId}/reply/${replyId}/hide`, payload: { hidden: true } }),
      expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(), admin: ok() },
    }),
  ]);

  describe('a moderator’s lock and an author’s edit', () => {
    it('never cross: an edit waiting behind the lock is refused once the lock commits', async () => {
      const id = await post(w);
      const moderator = await t.ctx.pool.connect();
      try {
        await moderator.query('BEGIN');
        await moderator.query('UPDATE forum_posts SET is_locked = true WHERE id = $1', [id]);
        const edit = t.call({ method: 'POST', url: `/api/forum/post/${id}`, key: w.owner.key, payload: { message: NEW_MESSAGE } });
        // The edit reads the post under a row lock, so it waits for the moderator's transaction.
        const waiting = async () =>
          (await t.ctx.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0]!.n;
        await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(0);
        await moderator.query('COMMIT');
        expect(await edit).toMatchObject({ status: 403, body: { message: FORUM_TEXT.lockedEdit } });
      } finally {
        moderator.release();
      }
      const [row] = await t.ctx.db.select({ message: forumPosts.message }).from(forumPosts).where(eq(forumPosts.id, id));
      expect(row!.message).toBe(longText('Policy rows.'));
    });
  });
});
