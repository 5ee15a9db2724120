import { canPostIn } from '@common/forum/categories';
import { authorMayEdit } from '@common/forum/editing';
import { FORUM_TEXT } from '@common/forum/texts';
import { isModerator } from '@common/roles';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden } from '../../errors';
import { assertNotBlocked } from '../users/blocks';
import type { UserRow } from '../users/schema';
import { assertStanding, type StandingField } from '../users/standing';

/**
 * Who may do what in the forums (posts and replies), decided here and nowhere else; the
 * services read the rows and call these, inside the writing transaction where a row lock keeps
 * the answer true until the write commits. `can*` answer a flag, `assert*` throw the refusal
 * (FORUM_TEXT). Tips: tips/policy.ts. Moderators' acts: the moderation routes' `role`.
 */

export type ForumActor = Pick<UserRow, 'id' | 'access' | StandingField>;

/** Who is reading: their id, and whether they see hidden posts and replies (moderators and admins). */
export interface Viewer {
  id: string;
  seesHidden: boolean;
}

export const viewerOf = (user: Pick<UserRow, 'id' | 'access'>): Viewer => ({ id: user.id, seesHidden: isModerator(user.access) });

/** A post as the rules need it. */
export interface PostFacts {
  authorId: string;
  authorName: string | null;
  isLocked: boolean;
}

/** New posts: any category a player may post in (Announcements: moderators and admins). */
export const canPostInCategory = (actor: Pick<UserRow, 'access'>, category: string): boolean => canPostIn(category, actor.access);

export function assertCanCreatePost(actor: ForumActor, category: string): void {
  assertStanding(actor, 'speak');
  if (!canPostInCategory(actor, category)) throw new Forbidden(FORUM_TEXT.announcementsOnly);
}

/** Only the author edits a post, and only while it is not locked (a moderator author may still). */
export const canEditPost = (actor: Pick<UserRow, 'id' | 'access'>, post: Pick<PostFacts, 'authorId' | 'isLocked'>): boolean =>
  authorMayEdit(actor.id === post.authorId, post.isLocked, actor.access);

export function assertCanEditPost(actor: ForumActor, post: Pick<PostFacts, 'authorId' | 'isLocked'>): void {
  if (actor.id !== post.authorId) throw new Forbidden(FORUM_TEXT.notPostAuthor);
  if (!canEditPost(actor, post)) throw new Forbidden(FORUM_TEXT.lockedEdit);
  assertStanding(actor, 'speak');
}

/** Replies: a locked post takes none (moderators may still answer), and none across a block with its author. */
export const canReplyTo = (actor: Pick<UserRow, 'access'>, post: Pick<PostFacts, 'isLocked'>): boolean => !post.isLocked || isModerator(actor.access);

export async function assertCanReply(tx: Db | DbTransaction, actor: ForumActor, post: PostFacts): Promise<void> {
  assertStanding(actor, 'speak');
  if (!canReplyTo(actor, post)) throw new Forbidden(FORUM_TEXT.locked);
  await assertNotBlocked(tx, actor.id, { id: post.authorId, username: post.authorName });
}

/** A reply as the rules need it: its author, and whether its post is locked. */
export interface ReplyFacts {
  authorId: string;
  postLocked: boolean;
}

/** Only the author edits a reply, and not under a locked post (a moderator author may still). */
export const canEditReply = (actor: Pick<UserRow, 'id' | 'access'>, reply: ReplyFacts): boolean =>
  authorMayEdit(actor.id === reply.authorId, reply.postLocked, actor.access);

export function assertCanEditReply(actor: ForumActor, reply: ReplyFacts): void {
  if (actor.id !== reply.authorId) throw new Forbidden(FORUM_TEXT.notReplyAuthor);
  if (!canEditReply(actor, reply)) throw new Forbidden(FORUM_TEXT.lockedEdit);
  assertStanding(actor, 'speak');
}
