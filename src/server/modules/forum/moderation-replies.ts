import { and, eq } from 'drizzle-orm';
import { FORUM_TEXT } from '@common/forum/texts';
import { MODERATION_TEXT } from '@common/moderation';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { isUuid } from './checks';
import { forumChanged } from './notices';
import { deleteReply as deleteReplyRow, recountReplies } from './replies';
import { forumPosts, forumReplies, type ForumReplyRow } from './schema';
import type { Tx } from '../../db/client';
import type { Act } from './moderation-posts';

/** The post's title goes along so the audit log can name the reply ('Reply on "..."'). */
const snapshot = (r: ForumReplyRow, postTitle: string) => ({ postId: r.postId, postTitle, authorId: r.authorId, isHidden: r.hiddenAt !== null });

interface LockedReply {
  reply: ForumReplyRow;
  postTitle: string;
}

/**
 * The reply, with its post locked first: forum-server's reply insert and delete take the same
 * post row, so the post's reply_count is changed by one transaction at a time.
 */
async function lockReply(tx: Tx, postId: string, replyId: string): Promise<LockedReply> {
  if (!isUuid(postId) || !isUuid(replyId)) throw new NotFound(FORUM_TEXT.replyNotFound);
  const [post] = await tx.select({ title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, postId)).for('no key update');
  if (!post) throw new NotFound(FORUM_TEXT.replyNotFound);
  const [reply] = await tx
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.id, replyId), eq(forumReplies.postId, postId)))
    .for('update');
  if (!reply) throw new NotFound(FORUM_TEXT.replyNotFound);
  return { reply, postTitle: post.title };
}

/** A hidden reply is gone for players and no longer counts in the post's reply count. */
export async function setReplyHidden(ctx: AppContext, act: Act, postId: string, replyId: string, hidden: boolean) {
  const acted = await ctx.db.transaction((tx) => setReplyHiddenIn(tx, act, postId, replyId, hidden));
  forumChanged(ctx, `p${postId}`, `r${postId}`);
  return acted;
}

/** setReplyHidden inside the caller's transaction (a report case's decision); the caller sends forumChanged(ctx, `p${postId}`, `r${postId}`) after the commit. */
export async function setReplyHiddenIn(tx: Tx, act: Act, postId: string, replyId: string, hidden: boolean) {
  const { reply, postTitle } = await lockReply(tx, postId, replyId);
  if ((reply.hiddenAt !== null) === hidden) {
    const [post] = await tx.select({ n: forumPosts.replyCount }).from(forumPosts).where(eq(forumPosts.id, postId));
    return {
      message: hidden ? MODERATION_TEXT.replyAlreadyHidden : MODERATION_TEXT.replyAlreadyShown,
      reply: { id: reply.id, postId, isHidden: hidden },
      replyCount: post?.n ?? 0,
    };
  }
  const [after] = await tx
    .update(forumReplies)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(forumReplies.id, reply.id))
    .returning();
  const replyCount = await recountReplies(tx, postId);
  await recordAudit(tx, {
    actorId: act.actorId,
    action: hidden ? 'forum.reply.hide' : 'forum.reply.unhide',
    targetType: 'forum_reply',
    targetId: reply.id,
    before: snapshot(reply, postTitle),
    after: snapshot(after!, postTitle),
    reason: act.reason,
  });
  return { message: hidden ? MODERATION_TEXT.replyHidden : MODERATION_TEXT.replyShown, reply: { id: reply.id, postId, isHidden: hidden }, replyCount };
}

/** Deletes the reply and its tips (coins already tipped stay paid); the post's count follows. */
export async function deleteReply(ctx: AppContext, act: Act, postId: string, replyId: string) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const { reply, postTitle } = await lockReply(tx, postId, replyId);
    await deleteReplyRow(tx, reply.id);
    const [post] = await tx.select({ n: forumPosts.replyCount }).from(forumPosts).where(eq(forumPosts.id, postId));
    await recordAudit(tx, {
      actorId: act.actorId,
      action: 'forum.reply.delete',
      targetType: 'forum_reply',
      targetId: reply.id,
      before: { ...snapshot(reply, postTitle), message: reply.message.slice(0, 1000), tipsCount: reply.tipsCount, createdAt: reply.createdAt.toISOString() },
      after: null,
      reason: act.reason,
    });
    return { message: MODERATION_TEXT.replyDeleted, replyCount: post?.n ?? 0 };
  });
  forumChanged(ctx, `p${postId}`, `r${postId}`);
  return deleted;
}
