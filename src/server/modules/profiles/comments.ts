import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ProfileComment } from '@common/api/routes/profile';
import { PROFILE_TEXT } from '@common/social/texts';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Forbidden, NotFound } from '../../errors';
import { holdForModerators, openWordCase, screenText } from '../words/screen';
import { users, type UserRow } from '../users/schema';
import { playerNamed } from '../users/players';
import { isUuid, spendAllowance } from './players';
import { assertCanComment, assertCanDeleteComment, assertCanReply, type ProfileActor } from './policy';
import { profileComments } from './schema';

/** How many top-level comments a profile shows (newest first), each with all its replies. */
export const COMMENTS_SHOWN = 200;

/** Comments on a player's profile, newest first, each with its replies oldest first. */
export async function commentsOn(ctx: AppContext, username: string): Promise<ProfileComment[]> {
  const owner = await playerNamed(ctx, username);
  const top = await ctx.db
    .select({ id: profileComments.id, sender: users.username, createdAt: profileComments.createdAt, message: profileComments.message })
    .from(profileComments)
    .innerJoin(users, eq(users.id, profileComments.senderId))
    .where(and(eq(profileComments.profileOwnerId, owner.id), isNull(profileComments.parentId)))
    .orderBy(desc(profileComments.createdAt), desc(profileComments.id))
    .limit(COMMENTS_SHOWN);
  if (top.length === 0) return [];
  const replies = await ctx.db
    .select({
      id: profileComments.id,
      parentId: profileComments.parentId,
      sender: users.username,
      createdAt: profileComments.createdAt,
      message: profileComments.message,
    })
    .from(profileComments)
    .innerJoin(users, eq(users.id, profileComments.senderId))
    .where(inArray(profileComments.parentId, top.map((c) => c.id)))
    .orderBy(asc(profileComments.createdAt), asc(profileComments.id));
  const present = (r: { id: string; sender: string | null; createdAt: Date; message: string }) => ({
    id: r.id,
    sender: r.sender ?? '',
    createdAt: r.createdAt.toISOString(),
    message: r.message,
  });
  return top.map((c) => ({ ...present(c), replies: replies.filter((r) => r.parentId === c.id).map(present) }));
}

/** A comment on a player's profile, as the policy allows (no block either way with its owner). */
export async function addComment(ctx: AppContext, me: ProfileActor, username: string, message: string): Promise<{ id: string; createdAt: Date }> {
  await spendAllowance(ctx, 'comments', me.id, PROFILE_TEXT.commentsTooFast);
  const owner = await playerNamed(ctx, username);
  await assertCanComment(ctx, me, owner);
  return storeComment(ctx, me, message, { profileOwnerId: owner.id, senderId: me.id });
}

/**
 * Writes a comment or reply as the word filter says (words/screen.ts): censored words replaced;
 * `review`: posted with a case on it; `hide`: not posted (comments have no hidden state), the
 * moderators' case on its author quotes it, and the author is told.
 */
async function storeComment(ctx: AppContext, me: ProfileActor, message: string, values: { profileOwnerId: string; senderId: string; parentId?: string }) {
  const verdict = await screenText(ctx, message, { where: 'comment', authorId: me.id });
  if (verdict.hidden) {
    await holdForModerators(ctx, verdict, { where: 'comment', authorId: me.id }, message);
    throw new Forbidden(WORDS_TEXT.notPosted);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profileComments)
      .values({ ...values, message: verdict.text })
      .returning({ id: profileComments.id, createdAt: profileComments.createdAt });
    await openWordCase(ctx, tx, verdict, { type: 'comment', id: row!.id });
    return row!;
  });
}

async function commentById(ctx: AppContext, id: string) {
  if (!isUuid(id)) throw new NotFound(PROFILE_TEXT.commentNotFound);
  const [row] = await ctx.db.select().from(profileComments).where(eq(profileComments.id, id));
  if (!row) throw new NotFound(PROFILE_TEXT.commentNotFound);
  return row;
}

/**
 * Replies to a top-level comment: the profile's owner and the comment's author may, when
 * neither blocks the other (policy.ts); replies are one level deep.
 */
export async function addReply(ctx: AppContext, me: ProfileActor, commentId: string, message: string): Promise<{ id: string; createdAt: Date }> {
  await spendAllowance(ctx, 'comments', me.id, PROFILE_TEXT.commentsTooFast);
  const comment = await commentById(ctx, commentId);
  const named = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [comment.profileOwnerId, comment.senderId]));
  const person = (id: string) => ({ id, username: named.find((u) => u.id === id)?.username ?? '' });
  await assertCanReply(ctx, me, comment, { owner: person(comment.profileOwnerId), author: person(comment.senderId) });
  return storeComment(ctx, me, message, { profileOwnerId: comment.profileOwnerId, senderId: me.id, parentId: comment.id });
}

/**
 * Deletes a comment (its replies go with it) or a reply: its sender may, and so may the
 * owner of the profile it is on; nobody else (social-core §6).
 */
export async function deleteComment(ctx: AppContext, me: Pick<UserRow, 'id'>, id: string): Promise<void> {
  const comment = await commentById(ctx, id);
  assertCanDeleteComment(me, comment);
  await ctx.db.delete(profileComments).where(eq(profileComments.id, comment.id));
}
