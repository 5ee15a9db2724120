import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST_TIP_COINS, REPLY_TIP_COINS } from '@common/forum/limits';
import { useTestApp } from '../../test/app';
import { forumPosts, forumReplies, forumTips } from '../forum/schema';
import { balances, longText } from '../forum/testing';
import { ledgerSums } from '../ledger/service';
import { feedPosts, feedTips } from '../outfitsFeed/schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * The one tip flow (tips/flow.ts) under concurrency, across the three things one can tip: coins
 * never go below 0, nothing is paid twice, and every coin that left the tipper reached an author
 * through the ledger.
 */
const t = useTestApp();

const FEED_TIP = 300;

async function tippables(author: TestPlayer) {
  const [post] = await t.ctx.db.insert(forumPosts).values({ authorId: author.id, category: 'general', title: 'Tip me', message: longText('Tips.') }).returning({ id: forumPosts.id });
  const [reply] = await t.ctx.db.insert(forumReplies).values({ postId: post!.id, authorId: author.id, message: 'And my reply' }).returning({ id: forumReplies.id });
  const [feed] = await t.ctx.db
    .insert(feedPosts)
    .values({ userId: author.id, type: 'single', description: 'A look to tip', privacy: 'everyone', status: 'published', publishedAt: new Date() })
    .returning({ id: feedPosts.id });
  return { postId: post!.id, replyId: reply!.id, feedId: feed!.id };
}

const tipForumPost = (p: TestPlayer, postId: string) => t.call({ method: 'GET', url: `/api/forum/post/${postId}/tip`, key: p.key });
const tipForumReply = (p: TestPlayer, postId: string, replyId: string) => t.call({ method: 'GET', url: `/api/forum/post/${postId}/reply/${replyId}/tip`, key: p.key });
const tipFeedPost = (p: TestPlayer, feedId: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/outfits-feed/posts/${feedId}/tips`, key: p.key, payload: { amount: FEED_TIP }, headers });

describe('the tip flow under concurrency', () => {
  it('pays each forum post and reply once and never spends below 0 when one player tips everything at once', async () => {
    const author = await makePlayer(t, { username: 'FlowAuthor' });
    // Enough for the post and the reply, and one outfit tip, not for everything asked.
    const fan = await makePlayer(t, { username: 'FlowFan', coins: POST_TIP_COINS + REPLY_TIP_COINS + FEED_TIP });
    const { postId, replyId, feedId } = await tippables(author);

    const asks = [
      ...Array.from({ length: 4 }, () => ['post', tipForumPost(fan, postId)] as const),
      ...Array.from({ length: 4 }, () => ['reply', tipForumReply(fan, postId, replyId)] as const),
      ...Array.from({ length: 4 }, () => ['feed', tipFeedPost(fan, feedId)] as const),
    ];
    const answers = await Promise.all(asks.map(async ([kind, res]) => ({ kind, status: (await res).status })));
    const paid = { post: 0, reply: 0, feed: 0 };
    for (const a of answers) if (a.status === 200) paid[a.kind] += 1;
    // Once per player for the forum; the outfit tips as far as the coins go. Refusals are a
    // repeat (409) or too few coins (402), never an error.
    expect(paid.post).toBeLessThanOrEqual(1);
    expect(paid.reply).toBeLessThanOrEqual(1);
    expect(answers.every((a) => [200, 402, 409].includes(a.status))).toBe(true);

    const spent = paid.post * POST_TIP_COINS + paid.reply * REPLY_TIP_COINS + paid.feed * FEED_TIP;
    expect(spent).toBeLessThanOrEqual(POST_TIP_COINS + REPLY_TIP_COINS + FEED_TIP);
    expect((await balances(t, fan)).coins).toBe(POST_TIP_COINS + REPLY_TIP_COINS + FEED_TIP - spent);
    expect((await balances(t, author)).coins).toBe(spent);
    // Every coin moved has its ledger rows, and every tip its row and count.
    for (const p of [fan, author]) expect((await ledgerSums(t.ctx.db, p.id)).coins).toBe((await balances(t, p)).coins);
    expect((await t.ctx.db.select().from(forumTips).where(eq(forumTips.tipperId, fan.id))).length).toBe(paid.post + paid.reply);
    const [feed] = await t.ctx.db.select({ tipCount: feedPosts.tipCount, tipTotal: feedPosts.tipTotal }).from(feedPosts).where(eq(feedPosts.id, feedId));
    expect(feed).toEqual({ tipCount: paid.feed, tipTotal: paid.feed * FEED_TIP });
    const [post] = await t.ctx.db.select({ n: forumPosts.tipsCount }).from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post!.n).toBe(paid.post);
  });

  it('pays an outfit tip once for ten requests at once with one Idempotency-Key, all answered alike', async () => {
    const author = await makePlayer(t, { username: 'KeyAuthor' });
    const fan = await makePlayer(t, { username: 'KeyFan', coins: 10 * FEED_TIP });
    const { feedId } = await tippables(author);

    const answers = await Promise.all(Array.from({ length: 10 }, () => tipFeedPost(fan, feedId, { 'idempotency-key': 'tip-once-1' })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect((await balances(t, fan)).coins).toBe(9 * FEED_TIP);
    expect((await balances(t, author)).coins).toBe(FEED_TIP);
    const { rows } = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${feedTips} WHERE post_id = ${feedId}`);
    expect(rows[0]!.n).toBe(1);
  });
});
