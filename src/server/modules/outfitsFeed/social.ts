import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PostComment } from '@common/api/routes/outfitsFeed';
import type { Balances } from '@common/economy/currency';
import { COMMENT_RATE, COMMENTS_PAGE_MAX, FEED_TEXT } from '@common/outfitsFeed/limits';
import { commentProblem } from '@common/outfitsFeed/rules';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden, Invalid, NotFound } from '../../errors';
import { holdForModerators, openWordCase, screenText } from '../words/screen';
import { spendRateLimit } from '../../http/limiter';
import { spendOnce } from '../ledger/idempotency';
import { tipIn } from '../tips/flow';
import { users, type UserRow } from '../users/schema';
import { assertCanComment, assertCanDeleteComment, assertPostTakesTips, visiblePost, visibleTo } from './policy';
import { presentComment } from './present';
import { feedComments, feedPosts, feedSaves, feedTips } from './schema';

/** Comments on a post the viewer may see, oldest first (the newest COMMENTS_PAGE_MAX). */
export async function listComments(ctx: AppContext, viewer: UserRow, postId: string): Promise<PostComment[]> {
  const post = await visiblePost(ctx.db, viewer, postId, { asModerator: true });
  const rows = await ctx.db
    .select({ id: feedComments.id, postId: feedComments.postId, userId: feedComments.userId, text: feedComments.text, createdAt: feedComments.createdAt, username: users.username })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.userId))
    .where(eq(feedComments.postId, postId))
    .orderBy(sql`${feedComments.createdAt} DESC, ${feedComments.id} DESC`)
    .limit(COMMENTS_PAGE_MAX);
  return rows.reverse().map((c) => presentComment(c, viewer.id, post.userId));
}

/** A comment (§5: non-blank after trim, at most 500) on a post the viewer may see. */
export async function addComment(ctx: AppContext, viewer: UserRow, postId: string, text: string): Promise<{ comment: PostComment; commentCount: number }> {
  const problem = commentProblem(text);
  if (problem) throw new Invalid(problem, 'text');
  const post = await visiblePost(ctx.db, viewer, postId);
  assertCanComment(viewer);
  await spendRateLimit(ctx, 'feed-comments', COMMENT_RATE, viewer.id, FEED_TEXT.commentsTooFast);
  // The word filter (words/screen.ts): `hide` posts nothing (comments have no hidden state) and quotes it in a case on its author.
  const verdict = await screenText(ctx, text.trim(), { where: 'feedComment', authorId: viewer.id });
  if (verdict.hidden) {
    await holdForModerators(ctx, verdict, { where: 'feedComment', authorId: viewer.id }, text.trim());
    throw new Forbidden(WORDS_TEXT.notPosted);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(feedComments).values({ postId, userId: viewer.id, text: verdict.text }).returning();
    await openWordCase(ctx, tx, verdict, { type: 'feedComment', id: row!.id });
    const [counted] = await tx
      .update(feedPosts)
      .set({ commentCount: sql`${feedPosts.commentCount} + 1` })
      .where(eq(feedPosts.id, postId))
      .returning({ n: feedPosts.commentCount });
    return { comment: presentComment({ ...row!, username: viewer.username }, viewer.id, post.userId), commentCount: counted!.n };
  });
}

/** Removes a comment: its author or the post's creator may; anyone else gets 404. */
export async function removeComment(ctx: AppContext, viewer: UserRow, commentId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ comment: feedComments, postOwner: feedPosts.userId })
      .from(feedComments)
      .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
      .where(and(eq(feedComments.id, commentId), visibleTo(viewer.id)));
    if (!found) throw new NotFound(FEED_TEXT.commentNotFound);
    assertCanDeleteComment(viewer, found.comment, found.postOwner);
    return deleteCommentIn(tx, found.comment);
  });
}

/** Deletes a comment and counts it off its post, in the caller's transaction (also a report case's decision); answers the post's count. */
export async function deleteCommentIn(tx: DbTransaction | Db, comment: { id: string; postId: string }): Promise<number> {
  const gone = await tx.delete(feedComments).where(eq(feedComments.id, comment.id)).returning({ id: feedComments.id });
  if (gone.length === 0) throw new NotFound(FEED_TEXT.commentNotFound);
  const [counted] = await tx
    .update(feedPosts)
    .set({ commentCount: sql`greatest(${feedPosts.commentCount} - 1, 0)` })
    .where(eq(feedPosts.id, comment.postId))
    .returning({ n: feedPosts.commentCount });
  return counted!.n;
}

/**
 * Tips a published post's creator (§5: a positive whole number of coins) through the one tip
 * flow (tips/flow.ts): the rule of tips, the tip row and the post's counts, then the coins
 * through the ledger, all in one transaction. Concurrent tips serialize on the post's row, then
 * the players' balance rows, so each is paid exactly once; an Idempotency-Key makes a retry
 * answer the first tip instead of paying twice.
 */
export async function tipPost(
  ctx: AppContext,
  req: FastifyRequest,
  viewer: UserRow,
  postId: string,
  amount: number,
): Promise<{ balances: Balances; tipCount: number; tipTotal: number; creator: string }> {
  const post = await visiblePost(ctx.db, viewer, postId);
  const [creator] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, post.userId));
  const tip = { tipper: viewer, recipient: { id: post.userId, username: creator?.username ?? null }, amount, ref: postId };
  return spendOnce(ctx, req, viewer.id, (tx) =>
    tipIn(tx, tip, async () => {
      assertPostTakesTips(post);
      await tx.insert(feedTips).values({ postId, userId: viewer.id, amount });
      const [counted] = await tx
        .update(feedPosts)
        .set({ tipCount: sql`${feedPosts.tipCount} + 1`, tipTotal: sql`${feedPosts.tipTotal} + ${amount}` })
        .where(eq(feedPosts.id, postId))
        .returning({ tipCount: feedPosts.tipCount, tipTotal: feedPosts.tipTotal });
      if (!counted) throw new NotFound(FEED_TEXT.notFound);
      return { ...counted, creator: creator?.username ?? '' };
    }),
  );
}

/** Saves the post for the viewer, or unsaves it when saved (§2 save). */
export async function toggleSave(ctx: AppContext, viewer: UserRow, postId: string): Promise<boolean> {
  await visiblePost(ctx.db, viewer, postId);
  const gone = await ctx.db
    .delete(feedSaves)
    .where(and(eq(feedSaves.userId, viewer.id), eq(feedSaves.postId, postId)))
    .returning({ postId: feedSaves.postId });
  if (gone.length) return false;
  await ctx.db.insert(feedSaves).values({ userId: viewer.id, postId }).onConflictDoNothing();
  return true;
}

