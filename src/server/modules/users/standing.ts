import { ACCOUNT_TEXT } from '@common/accounts';
import { Forbidden } from '../../errors';
import type { UserRow } from './schema';

/**
 * A player's standing: what their account may do at all, whoever the other side is. Every
 * resource's policy asks it before its own rules, naming the kind of conduct:
 *
 * - `send`: coins or gems leaving the account for another player (forum and reply tips, feed
 *   tips, any transfer later). Refused until the email is verified (issue 19 §2), so fresh
 *   accounts cannot be farmed for their starting coins.
 * - `speak`: words another player reads (forum posts and replies, comments, mail, feed posts,
 *   chat). Nothing refuses it yet; mutes and suspensions (issue 21) are decided here, so every
 *   policy that lets a player speak already asks.
 *
 * Decided from the users row the request already read (no query): a change applies on the
 * player's next request.
 */
export type Conduct = 'send' | 'speak';

/** What standing needs of the users row. */
export type Standing = Pick<UserRow, 'emailVerifiedAt'>;

/** Why the player may not do this kind of thing now, or null when they may. */
export function standingRefusal(user: Standing, conduct: Conduct): string | null {
  if (conduct === 'send' && user.emailVerifiedAt === null) return ACCOUNT_TEXT.verifyToSend;
  return null;
}

export const inGoodStanding = (user: Standing, conduct: Conduct): boolean => standingRefusal(user, conduct) === null;

/** Refuses (403) conduct the player's standing does not allow, with the reason. */
export function assertStanding(user: Standing, conduct: Conduct): void {
  const refusal = standingRefusal(user, conduct);
  if (refusal) throw new Forbidden(refusal);
}
