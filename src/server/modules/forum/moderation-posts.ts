import { eq } from 'drizzle-orm';
import type { ModeratedPost } from '@common/api/routes/moderation';
import { FORUM_TEXT } from '@common/forum/texts';
import { MODERATION_TEXT } from '@common/moderation';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { forumChanged } from './notices';
import { isUuid } from './checks';
import { forumPosts, type ForumPostRow } from './schema';
import type { Tx } from '../../db/client';

/**
 * Moderators' acts on posts (pin, lock, hide, move, delete), each audited: the forum's own rules on
 * its own tables, served by the moderation module's routes (moderation/routes.ts) and used by
 * report decisions (reports/hide.ts).
 */

/** Who acts and why, as the audit row records it. */
export interface Act {
  actorId: string;
  reason?: string;
}

/** What the audit row keeps of a post: enough to read it later without the post. */
const snapshot = (p: ForumPostRow) => ({
  title: p.title,
  category: p.category,
  isPinned: p.isPinned,
  isLocked: p.isLocked,
  isHidden: p.hiddenAt !== null,
});

const present = (p: ForumPostRow): ModeratedPost => ({ id: p.id, ...snapshot(p) });

/** The post, locked for this transaction (a concurrent act on it waits), or 'Post not found'. */
async function lockPost(tx: Tx, id: string): Promise<ForumPostRow> {
  if (!isUuid(id)) throw new NotFound(FORUM_TEXT.postNotFound);
  const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, id)).for('update');
  if (!post) throw new NotFound(FORUM_TEXT.postNotFound);
  return post;
}

type Change = Partial<Pick<ForumPostRow, 'isPinned' | 'isLocked' | 'hiddenAt' | 'category'>>;

/**
 * One act on a post: lock it, decide, update, audit, all in one transaction. `decide` answers
 * null when the post is already in the asked state: nothing changes, nothing is recorded.
 */
type Decide = (post: ForumPostRow) => { change: Change; message: string } | { unchanged: string };

async function actOnPostIn(tx: Tx, act: Act, id: string, action: string, decide: Decide): Promise<{ message: string; post: ModeratedPost }> {
  const post = await lockPost(tx, id);
  const decision = decide(post);
  if ('unchanged' in decision) return { message: decision.unchanged, post: present(post) };
  const [after] = await tx.update(forumPosts).set(decision.change).where(eq(forumPosts.id, post.id)).returning();
  await recordAudit(tx, { actorId: act.actorId, action, targetType: 'forum_post', targetId: post.id, before: snapshot(post), after: snapshot(after!), reason: act.reason });
  return { message: decision.message, post: present(after!) };
}

async function actOnPost(ctx: AppContext, act: Act, id: string, action: string, decide: Decide): Promise<{ message: string; post: ModeratedPost }> {
  const acted = await ctx.db.transaction((tx) => actOnPostIn(tx, act, id, action, decide));
  forumChanged(ctx, `p${id}`);
  return acted;
}

export const setPinned = (ctx: AppContext, act: Act, id: string, pinned: boolean) =>
  actOnPost(ctx, act, id, pinned ? 'forum.post.pin' : 'forum.post.unpin', (p) =>
    p.isPinned === pinned
      ? { unchanged: pinned ? MODERATION_TEXT.alreadyPinned : MODERATION_TEXT.alreadyUnpinned }
      : { change: { isPinned: pinned }, message: pinned ? MODERATION_TEXT.pinned : MODERATION_TEXT.unpinned },
  );

/** A locked post takes no replies (forum/replies.ts reads is_locked under the same row lock). */
export const setLocked = (ctx: AppContext, act: Act, id: string, locked: boolean) =>
  actOnPost(ctx, act, id, locked ? 'forum.post.lock' : 'forum.post.unlock', (p) =>
    p.isLocked === locked
      ? { unchanged: locked ? MODERATION_TEXT.alreadyLocked : MODERATION_TEXT.alreadyUnlocked }
      : { change: { isLocked: locked }, message: locked ? MODERATION_TEXT.locked : MODERATION_TEXT.unlocked },
  );

/** A hidden post is gone for players (lists, detail, quick-info, tips, votes, replies); moderators still see it. */
export const setPostHidden = (ctx: AppContext, act: Act, id: string, hidden: boolean) =>
  actOnPost(ctx, act, id, hidden ? 'forum.post.hide' : 'forum.post.unhide', (p) =>
    (p.hiddenAt !== null) === hidden
      ? { unchanged: hidden ? MODERATION_TEXT.postAlreadyHidden : MODERATION_TEXT.postAlreadyShown }
      : { change: { hiddenAt: hidden ? new Date() : null }, message: hidden ? MODERATION_TEXT.postHidden : MODERATION_TEXT.postShown },
  );

/** Hides a post inside the caller's transaction (a report case's decision); the caller sends forumChanged(ctx, `p${id}`) after the commit. */
export const hidePostIn = (tx: Tx, act: Act, id: string) =>
  actOnPostIn(tx, act, id, 'forum.post.hide', (p) =>
    p.hiddenAt !== null ? { unchanged: MODERATION_TEXT.postAlreadyHidden } : { change: { hiddenAt: new Date() }, message: MODERATION_TEXT.postHidden },
  );

/** To any post category (the contract already refused `all`); Announcements included. */
export async function movePost(ctx: AppContext, act: Act, id: string, category: string) {
  const result = await actOnPost(ctx, act, id, 'forum.post.move', (p) =>
    p.category === category ? { unchanged: '' } : { change: { category }, message: MODERATION_TEXT.moved(category) },
  );
  // Moving to where it is is a mistake in the request, not a state to confirm.
  if (!result.message) throw new Invalid(MODERATION_TEXT.alreadyIn(category), 'category');
  return result;
}

/**
 * Deletes the post; its replies, their tips, its tips and votes go with it (foreign keys,
 * ON DELETE CASCADE). Ledger rows stay: coins already tipped stay with the authors.
 */
export async function deletePost(ctx: AppContext, act: Act, id: string): Promise<string> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    await tx.delete(forumPosts).where(eq(forumPosts.id, post.id));
    await recordAudit(tx, {
      actorId: act.actorId,
      action: 'forum.post.delete',
      targetType: 'forum_post',
      targetId: post.id,
      before: {
        ...snapshot(post),
        authorId: post.authorId,
        message: post.message.slice(0, 1000),
        replyCount: post.replyCount,
        tipsCount: post.tipsCount,
        createdAt: post.createdAt.toISOString(),
      },
      after: null,
      reason: act.reason,
    });
    return MODERATION_TEXT.postDeleted;
  });
  forumChanged(ctx, `p${id}`, `r${id}`);
  return deleted;
}
