import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../users/schema';
import { membershipOf } from '../users/membership';

/**
 * Changes of a player's membership made by payments, in the paying transaction. The row is locked
 * first (FOR UPDATE), so two payments of one player apply one after the other.
 */
export interface MemberState {
  membership: number;
  membershipEndsAt: Date | null;
  badges: number;
}

export async function lockMember(tx: Tx, userId: string): Promise<MemberState & { coins: number; gems: number }> {
  const [row] = await tx
    .select({ membership: users.membership, membershipEndsAt: users.membershipEndsAt, badges: users.badges, coins: users.coins, gems: users.gems })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`payments: player ${userId} is gone`);
  return row;
}

/** True when the player holds a membership with no end (lifetime, or granted so by the operator). */
export const holdsLifetime = (m: Pick<MemberState, 'membership' | 'membershipEndsAt'>, atLeast = 1): boolean =>
  m.membership >= atLeast && m.membership > 0 && m.membershipEndsAt === null;

/**
 * A paid subscription period: the tier until `endsAt`. A lifetime membership is never shortened
 * by a subscription (its gems and coins still come).
 */
export async function applyPeriod(tx: Tx, userId: string, current: MemberState, tier: number, endsAt: Date): Promise<void> {
  if (holdsLifetime(current)) return;
  await tx.update(users).set({ membership: tier, membershipEndsAt: endsAt }).where(eq(users.id, userId));
}

/** A lifetime bundle: the tier with no end, and its badges. */
export async function applyLifetime(tx: Tx, userId: string, tier: number, badges: number): Promise<void> {
  await tx
    .update(users)
    .set({ membership: tier, membershipEndsAt: null, badges: sql`${users.badges} | ${badges}` })
    .where(eq(users.id, userId));
}

/** Ends the membership now (a refunded or disputed payment, a deleted subscription); lifetime stays unless `lifetimeToo`. */
export async function endMembership(tx: Tx, userId: string, current: MemberState, opts: { lifetimeToo?: boolean; tier?: number } = {}): Promise<void> {
  if (membershipOf(current) === 0) return;
  if (holdsLifetime(current) && !opts.lifetimeToo) return;
  if (opts.tier !== undefined && current.membership !== opts.tier) return;
  await tx.update(users).set({ membership: 0, membershipEndsAt: null }).where(eq(users.id, userId));
}

export async function removeBadges(tx: Tx, userId: string, badges: number): Promise<void> {
  if (badges === 0) return;
  await tx
    .update(users)
    .set({ badges: sql`${users.badges} & ~${badges}::int` })
    .where(eq(users.id, userId));
}
