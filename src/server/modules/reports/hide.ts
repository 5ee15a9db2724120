import { and, eq, isNull } from 'drizzle-orm';
import { CASE_TEXT, HIDEABLE_TARGETS, type ReportTargetType } from '@common/moderation-reports';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { chatMessages } from '../chat/schema';
import { creatorSubmissions } from '../creator/schema';
import { withdrawSubmissionIn } from '../creator/review';
import { forumChanged } from '../forum/notices';
import { forumReplies } from '../forum/schema';
import { catalogChanged } from '../items/service';
import type { Tx } from '../../db/client';
import { mail } from '../mail/schema';
import { hidePostIn } from '../forum/moderation-posts';
import { setReplyHiddenIn } from '../forum/moderation-replies';
import { feedComments, feedPosts } from '../outfitsFeed/schema';
import { deleteCommentIn } from '../outfitsFeed/social';
import { profileComments } from '../profiles/schema';

/**
 * `hide` of a case: the reported content leaves players' sight, by each module's own means
 * where it has one, inside the deciding transaction. What must be said after the commit
 * (forum pages and the store's catalog kept in memory) is returned as a step to run then.
 *
 * - forum post or reply: the forum moderation's hide (hidden_at; still visible to moderators);
 * - public chat line: hidden_at (migration 0025): gone from the history players load;
 * - mail: removed from the recipient's side for good (the sender keeps their copy);
 * - profile comment: deleted (with its replies), as its author or the profile's owner could;
 * - feed post: taken out of the feed (status rejected: only its creator still sees it);
 * - feed comment: deleted and counted off its post;
 * - creator item: withdrawn from the store (buyers keep it), as the review queue's Withdraw.
 */
export type AfterCommit = () => Promise<void> | void;

export async function hideTarget(
  ctx: AppContext,
  tx: Tx,
  actor: { id: string },
  target: { type: ReportTargetType; id: string },
  reason: string,
): Promise<AfterCommit> {
  if (!HIDEABLE_TARGETS.includes(target.type)) throw new Invalid(CASE_TEXT.nothingToHide, 'action');
  const act = { actorId: actor.id, reason: reason || undefined };
  const audit = (targetType: string, before: unknown) =>
    recordAudit(tx, { actorId: actor.id, action: `report.hide.${targetType}`, targetType, targetId: target.id, before, after: null, reason: reason || null });
  switch (target.type) {
    case 'forumPost': {
      await hidePostIn(tx, act, target.id);
      return () => forumChanged(ctx, `p${target.id}`);
    }
    case 'forumReply': {
      const [reply] = await tx.select({ postId: forumReplies.postId }).from(forumReplies).where(eq(forumReplies.id, target.id));
      if (!reply) throw new Conflict(CASE_TEXT.alreadyGone);
      await setReplyHiddenIn(tx, act, reply.postId, target.id, true);
      return () => forumChanged(ctx, `p${reply.postId}`, `r${reply.postId}`);
    }
    case 'chat': {
      const [line] = await tx
        .update(chatMessages)
        .set({ hiddenAt: new Date() })
        .where(and(eq(chatMessages.id, target.id), isNull(chatMessages.hiddenAt)))
        .returning({ text: chatMessages.text, senderId: chatMessages.senderId });
      if (line) await audit('chat_message', line);
      return () => {};
    }
    case 'mail': {
      const [row] = await tx
        .update(mail)
        .set({ deletedByRecipient: true, purgedByRecipient: true })
        .where(eq(mail.id, target.id))
        .returning({ senderId: mail.senderId, recipientId: mail.recipientId });
      if (row) await audit('mail', row);
      return () => {};
    }
    case 'comment': {
      const [row] = await tx.delete(profileComments).where(eq(profileComments.id, target.id)).returning();
      if (row) await audit('profile_comment', { senderId: row.senderId, profileOwnerId: row.profileOwnerId, message: row.message });
      return () => {};
    }
    case 'feedPost': {
      const [row] = await tx.update(feedPosts).set({ status: 'rejected' }).where(eq(feedPosts.id, target.id)).returning({ userId: feedPosts.userId, description: feedPosts.description });
      if (row) await audit('feed_post', row);
      return () => {};
    }
    case 'feedComment': {
      const [row] = await tx.select().from(feedComments).where(eq(feedComments.id, target.id));
      if (!row) return () => {};
      await deleteCommentIn(tx, row);
      await audit('feed_comment', { userId: row.userId, postId: row.postId, text: row.text });
      return () => {};
    }
    case 'item': {
      const [sub] = await tx.select({ id: creatorSubmissions.id, withdrawnAt: creatorSubmissions.withdrawnAt }).from(creatorSubmissions).where(eq(creatorSubmissions.itemId, Number(target.id)));
      if (!sub) throw new NotFound(CASE_TEXT.alreadyGone);
      if (sub.withdrawnAt) return () => {};
      await withdrawSubmissionIn(tx, actor, sub.id, reason || CASE_TEXT.resolved('hide'));
      return () => catalogChanged(ctx);
    }
    default:
      throw new Invalid(CASE_TEXT.nothingToHide, 'action');
  }
}
