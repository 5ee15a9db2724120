import { PROFILE_TEXT } from '@common/social/texts';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden, Invalid } from '../../errors';
import { assertNotBlocked } from '../users/blocks';
import { membershipOf } from '../users/membership';
import type { UserRow } from '../users/schema';
import { assertStanding, type StandingField } from '../users/standing';
import type { ProfileCommentRow } from './schema';

/**
 * Who may do what on profiles (social-core §6), decided here and nowhere else: comments and
 * the replies under them, hearts, and the members' own fields. Blocks keep two players off
 * each other's profile either way (users/blocks.ts says which side blocked).
 */

export type ProfileActor = Pick<UserRow, 'id' | StandingField>;
type Named = { id: string; username: string | null };
type Reader = { db: Db } | Db | DbTransaction;

/** A comment on somebody's profile: not across a block with its owner (one's own profile: always). */
export async function assertCanComment(on: Reader, me: ProfileActor, owner: Named): Promise<void> {
  assertStanding(me, 'speak');
  await assertNotBlocked(on, me.id, owner);
}

/** Replies: only the profile's owner and the comment's author (social-core §6), one level deep. */
export const canReplyTo = (me: Pick<UserRow, 'id'>, comment: Pick<ProfileCommentRow, 'profileOwnerId' | 'senderId' | 'parentId'>): boolean =>
  comment.parentId === null && (me.id === comment.profileOwnerId || me.id === comment.senderId);

/**
 * A reply under a comment: by the profile's owner or the comment's author, under a top-level
 * comment, and not across a block with either of them (a profile owner cannot answer a player
 * who has blocked them since, nor the reverse).
 */
export async function assertCanReply(
  on: Reader,
  me: ProfileActor,
  comment: Pick<ProfileCommentRow, 'profileOwnerId' | 'senderId' | 'parentId'>,
  people: { owner: Named; author: Named },
): Promise<void> {
  if (comment.parentId) throw new Invalid(PROFILE_TEXT.replyToReply);
  if (!canReplyTo(me, comment)) throw new Forbidden(PROFILE_TEXT.cannotReply);
  assertStanding(me, 'speak');
  await assertNotBlocked(on, me.id, people.owner);
  await assertNotBlocked(on, me.id, people.author);
}

/** A comment (with its replies) or a reply goes by its author's hand or the profile owner's; nobody else's. */
export const canDeleteComment = (me: Pick<UserRow, 'id'>, comment: Pick<ProfileCommentRow, 'profileOwnerId' | 'senderId'>): boolean =>
  me.id === comment.senderId || me.id === comment.profileOwnerId;

export function assertCanDeleteComment(me: Pick<UserRow, 'id'>, comment: Pick<ProfileCommentRow, 'profileOwnerId' | 'senderId'>): void {
  if (!canDeleteComment(me, comment)) throw new Forbidden(PROFILE_TEXT.cannotDelete);
}

/** A heart is about somebody else; giving one is refused across a block either way (taking it back never is). */
export async function assertCanHeart(on: Reader, me: Pick<UserRow, 'id'>, other: Named, giving: boolean): Promise<void> {
  if (other.id === me.id) throw new Invalid(PROFILE_TEXT.heartSelf);
  if (giving) await assertNotBlocked(on, me.id, other);
}

/** Name tag and name colour are for Residents (a membership that lasts now, social-core §1, §6). */
export const canStyleName = (me: Pick<UserRow, 'membership' | 'membershipEndsAt'>): boolean => membershipOf(me) > 0;

export function assertCanStyleName(me: Pick<UserRow, 'membership' | 'membershipEndsAt'>): void {
  if (!canStyleName(me)) throw new Forbidden(PROFILE_TEXT.membersOnly);
}
