import { eq } from 'drizzle-orm';
import { CASE_TEXT, HIDEABLE_TARGETS, type ReportTargetType } from '@common/moderation-reports';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { hideChatLineIn } from '../chat/takedown';
import { creatorSubmissions } from '../creator/schema';
import { withdrawSubmissionIn } from '../creator/review';
import { forumChanged } from '../forum/notices';
import { forumReplies } from '../forum/schema';
import { catalogChanged } from '../items/service';
import type { Tx } from '../../db/client';
import { removeMailForRecipientIn } from '../mail/takedown';
import { hidePostIn } from '../forum/moderation-posts';
import { setReplyHiddenIn } from '../forum/moderation-replies';
import { takeDownPostIn } from '../outfitsFeed/moderation';
import { feedComments } from '../outfitsFeed/schema';
import { deleteCommentIn } from '../outfitsFeed/social';
import { deleteProfileCommentIn } from '../profiles/takedown';

/**
 * `hide` of a case: the reported content leaves players' sight by its own module's means (each
 * module owns its tables: chat/takedown.ts, mail/takedown.ts, profiles/takedown.ts, the forum's
 * and the outfits feed's moderation, the creator review's withdraw), inside the deciding transaction. What must be said after the commit
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
      const line = await hideChatLineIn(tx, target.id);
      if (line) await audit('chat_message', line);
      return () => {};
    }
    case 'mail': {
      const row = await removeMailForRecipientIn(tx, target.id);
      if (row) await audit('mail', row);
      return () => {};
    }
    case 'comment': {
      const row = await deleteProfileCommentIn(tx, target.id);
      if (row) await audit('profile_comment', row);
      return () => {};
    }
    case 'feedPost': {
      const row = await takeDownPostIn(tx, target.id);
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
