import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '@common/accounts';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { FOREVER } from '../../db/columns';
import { Forbidden } from '../../errors';
import { friendships } from '../friends/schema';
import type { UserRow } from './schema';

/**
 * A player's standing: what their account may do at all, whoever the other side is. Every
 * resource's policy asks it before its own rules, naming the kind of conduct:
 *
 * - `send`: coins or gems leaving the account for another player (forum and reply tips, feed
 *   tips, any transfer later). Refused until the email is verified (issue 19 §2), so fresh
 *   accounts cannot be farmed for their starting coins.
 * - `speak`: words strangers read (public chat, forum posts and replies, comments, feed posts,
 *   and whispers and mail to a player who is not a friend). Refused while muted (issue 21 §3),
 *   saying until when.
 * - `speakToFriend`: a whisper or a mail to a friend. A mute does not cover it (the mail and
 *   whisper rules ask `assertMaySpeakTo`, which tells the two apart).
 *
 * A suspended or banned account may do nothing (it has no session either: the session lookup
 * refuses it and its sessions were ended; this is the last line).
 *
 * Decided from the users row the request already read (no query): the sanctions module keeps
 * `muted_until`, `suspended_until` and `suspension_reason` in step in the transaction that
 * imposes or lifts a sanction, and ends come by the clock, so no job runs. A change applies on
 * the player's next request (kept sessions are dropped by the row's change notice).
 */
export type Conduct = 'send' | 'speak' | 'speakToFriend';

/** The users columns standing is decided from: a policy's actor type picks these. */
export type StandingField = 'emailVerifiedAt' | 'mutedUntil' | 'suspendedUntil' | 'suspensionReason';
export type Standing = Pick<UserRow, StandingField>;

export const isMuted = (user: Pick<UserRow, 'mutedUntil'>, now: Date = new Date()): boolean => user.mutedUntil !== null && user.mutedUntil > now;
export const isSuspended = (user: Pick<UserRow, 'suspendedUntil'>, now: Date = new Date()): boolean =>
  user.suspendedUntil !== null && user.suspendedUntil > now;

/** A suspension without end is a ban. */
export const isBan = (suspendedUntil: Date): boolean => suspendedUntil.getTime() >= FOREVER.getTime();

/** Why the account may not be used at all now (a suspension with its end, or a ban), or null. */
export function suspensionRefusal(user: Pick<UserRow, 'suspendedUntil' | 'suspensionReason'>, now: Date = new Date()): string | null {
  if (!isSuspended(user, now)) return null;
  // A ban is a suspension without end ('infinity', read as the latest Date there is).
  if (isBan(user.suspendedUntil!)) return SANCTION_TEXT.banned(user.suspensionReason);
  return SANCTION_TEXT.suspended(user.suspendedUntil!, user.suspensionReason);
}

/** Why the player may not do this kind of thing now, or null when they may. */
export function standingRefusal(user: Standing, conduct: Conduct, now: Date = new Date()): string | null {
  const suspended = suspensionRefusal(user, now);
  if (suspended) return suspended;
  if (conduct === 'send' && user.emailVerifiedAt === null) return ACCOUNT_TEXT.verifyToSend;
  if (conduct === 'speak' && isMuted(user, now)) return SANCTION_TEXT.muted(user.mutedUntil!, now);
  return null;
}

export const inGoodStanding = (user: Standing, conduct: Conduct): boolean => standingRefusal(user, conduct) === null;

/** Refuses (403) conduct the player's standing does not allow, with the reason. */
export function assertStanding(user: Standing, conduct: Conduct): void {
  const refusal = standingRefusal(user, conduct);
  if (refusal) throw new Forbidden(refusal);
}

type Reader = AppContext | Db | DbTransaction;
const dbOf = (on: Reader): Db | DbTransaction => ('presence' in on ? on.db : on);

/**
 * Whispers and mail: to a friend a muted player still speaks; to anyone else not. Reads the
 * friendship only when the player is muted, so an unmuted sender costs no query.
 */
export async function maySpeakTo(on: Reader, user: Standing & Pick<UserRow, 'id'>, recipientId: string, now: Date = new Date()): Promise<string | null> {
  const refusal = standingRefusal(user, 'speakToFriend', now);
  if (refusal || !isMuted(user, now)) return refusal;
  const [friend] = await dbOf(on)
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, user.id), eq(friendships.friendId, recipientId)))
    .limit(1);
  return friend ? null : SANCTION_TEXT.muted(user.mutedUntil!, now);
}

/** Refuses (403) a whisper or mail the player's standing does not allow to this recipient. */
export async function assertMaySpeakTo(on: Reader, user: Standing & Pick<UserRow, 'id'>, recipientId: string): Promise<void> {
  const refusal = await maySpeakTo(on, user, recipientId);
  if (refusal) throw new Forbidden(refusal);
}
