import { sql, type SQL } from 'drizzle-orm';
import { activeMembership } from '@common/payments/membership';
import { users } from './schema';

/**
 * The membership a player has now (issue 20): the tier while it lasts, 0 after, decided on the
 * clock when read, so no job has to run for a membership to end. One rule, three forms:
 * TypeScript (`membershipOf`, the user rows every module already holds), plain SQL text for the
 * hand-written queries (`activeMembershipSql('u')`), and drizzle (`activeMembershipColumn`).
 */
export const membershipOf = (user: { membership: number; membershipEndsAt: Date | null }, now = Date.now()): number =>
  activeMembership(user.membership, user.membershipEndsAt, now);

/** SQL text of the active tier of the users row aliased `alias`. */
export const activeMembershipSql = (alias: string): string =>
  `(CASE WHEN ${alias}.membership_ends_at IS NULL OR ${alias}.membership_ends_at > now() THEN ${alias}.membership ELSE 0 END)`;

/** The same for drizzle selects over `users`. */
export const activeMembershipColumn: SQL<number> = sql<number>`(CASE WHEN ${users.membershipEndsAt} IS NULL OR ${users.membershipEndsAt} > now() THEN ${users.membership} ELSE 0 END)`.mapWith(Number);
