import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@common/accounts';
import { TIP_TEXT } from '@common/economy/tips';
import { FORUM_TEXT } from '@common/forum/texts';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, useWorld, type World } from '../../test/policy-table';
import { forumPosts, forumReplies, forumTips } from '../forum/schema';
import { longText } from '../forum/testing';
import { balancesOf } from '../ledger/service';
import { feedPosts, feedTips } from '../outfitsFeed/schema';
import { users } from '../users/schema';

/**
 * Who may tip whom (tips/policy.ts): one rule for forum posts, forum replies and outfit-feed
 * posts. The owner is the tipped author; a block either way refuses (in the feed a block
 * hides the post itself, so it is not found).
 */
const t = useTestApp();
const w = useWorld(t, 'Tp');
const OWNER = askerName('Tp', 'owner');

const forumPost = async (world: World) =>
  (await t.ctx.db.insert(forumPosts).values({ authorId: world.owner.id, category: 'general', title: 'Tip me', message: longText('Tips.') }).returning({ id: forumPosts.id }))[0]!.id;
const forumReply = async (world: World) => {
  const postId = (await t.ctx.db.insert(forumPosts).values({ authorId: world.other.id, category: 'general', title: 'A thread', message: longText('Thread.') }).returning({ id: forumPosts.id }))[0]!.id;
  const [r] = await t.ctx.db.insert(forumReplies).values({ postId, authorId: world.owner.id, message: 'Tip my reply' }).returning({ id: forumReplies.id });
  return { postId, replyId: r!.id };
};
const feedPost = async (world: World) =>
  (
    await t.ctx.db
      .insert(feedPosts)
      .values({ userId: world.owner.id, type: 'single', description: 'An outfit worth a tip', privacy: 'everyone', status: 'published', publishedAt: new Date() })
      .returning({ id: feedPosts.id })
  )[0]!.id;

const tipped = (text: string) => ({ player: ok(text), other: ok(text), moderator: ok(text), admin: ok(text) });
const BLOCKS = { blocked: refused(403, PROFILE_TEXT.blockedYou(OWNER)), blocker: refused(403, PROFILE_TEXT.youBlocked(OWNER)) };

policyTable(t, w, 'tips', [
  action({
    action: 'tip a forum post',
    setup: forumPost,
    request: (id) => ({ method: 'GET', url: `/api/forum/post/${id}/tip` }),
    expect: { anonymous: NOT_SIGNED_IN, owner: refused(403, TIP_TEXT.yourself), ...tipped(FORUM_TEXT.postTipped(OWNER)), ...BLOCKS },
  }),
  action({
    action: 'tip a forum reply',
    setup: forumReply,
    request: ({ postId, replyId }) => ({ method: 'GET', url: `/api/forum/post/${postId}/reply/${replyId}/tip` }),
    expect: { anonymous: NOT_SIGNED_IN, owner: refused(403, TIP_TEXT.yourself), ...tipped(FORUM_TEXT.replyTipped(OWNER)), ...BLOCKS },
  }),
  action({
    action: 'tip an outfit-feed post',
    setup: feedPost,
    request: (id) => ({ method: 'POST', url: `/api/outfits-feed/posts/${id}/tips`, payload: { amount: 25 } }),
    expect: {
      anonymous: NOT_SIGNED_IN,
      owner: refused(403, TIP_TEXT.yourself),
      ...tipped(FEED_TEXT.tipSent(25, OWNER)),
      blocked: refused(404, FEED_TEXT.notFound),
      blocker: refused(404, FEED_TEXT.notFound),
    },
  }),
]);

describe('tips from an account whose email is not verified', () => {
  it('are refused everywhere with the same words, and move nothing', async () => {
    const [post, { postId, replyId }, feed] = [await forumPost(w), await forumReply(w), await feedPost(w)];
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, w.player.id));
    try {
      const before = await balancesOf(t.ctx, [w.player.id, w.owner.id]);
      const answers = [
        await t.call({ method: 'GET', url: `/api/forum/post/${post}/tip`, key: w.player.key }),
        await t.call({ method: 'GET', url: `/api/forum/post/${postId}/reply/${replyId}/tip`, key: w.player.key }),
        await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${feed}/tips`, key: w.player.key, payload: { amount: 25 } }),
      ];
      expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(3).fill([403, ACCOUNT_TEXT.verifyToSend]));
      expect(await balancesOf(t.ctx, [w.player.id, w.owner.id])).toEqual(before);
      expect(await t.ctx.db.select().from(forumTips).where(inArray(forumTips.postId, [post, postId]))).toEqual([]);
      expect(await t.ctx.db.select().from(feedTips).where(eq(feedTips.postId, feed))).toEqual([]);
      // Tipping oneself is refused for what it is, verified or not.
      const [own] = await t.ctx.db.insert(forumPosts).values({ authorId: w.player.id, category: 'general', title: 'My own', message: longText('Mine.') }).returning({ id: forumPosts.id });
      expect((await t.call({ method: 'GET', url: `/api/forum/post/${own!.id}/tip`, key: w.player.key })).body.message).toBe(TIP_TEXT.yourself);
    } finally {
      await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, w.player.id));
    }
    // Once verified, the same tip goes through.
    expect((await t.call({ method: 'GET', url: `/api/forum/post/${post}/tip`, key: w.player.key })).status).toBe(200);
  });
});
