import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MembershipView, ProductView } from '@common/api/routes/payments';
import { BOOST_LEADERBOARD_SIZE, PRODUCTS, type ProductId } from '@common/payments/catalog';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../users/schema';
import { membershipOf } from '../users/membership';
import { paymentGrants, subscriptions } from './schema';
import { stockLeft } from './stock';

/** The catalog as the page shows it, with what is left of each lifetime bundle. */
export async function productViews(ctx: AppContext): Promise<ProductView[]> {
  const left = await stockLeft(ctx.db);
  return PRODUCTS.map((p) => ({
    id: p.id,
    kind: p.kind,
    name: p.name,
    priceCents: p.priceCents,
    gems: p.gems,
    coins: p.coins,
    tier: p.tier,
    interval: p.interval ?? null,
    limit: p.limit ?? null,
    left: left.get(p.id) ?? null,
    bestValue: p.bestValue ?? false,
    features: p.features,
  }));
}

/** Boosts paid and not refunded: the goal's current dollars and the leaderboard (username, dollars). */
export async function boosts(ctx: AppContext): Promise<{ current: number; leaderboard: { username: string; amount: number }[] }> {
  const paid = and(eq(paymentGrants.product, 'boost'), isNull(paymentGrants.reversedAt));
  const total = sql<number>`coalesce(sum(${paymentGrants.amountCents}), 0)::int`;
  const [[sum], rows] = await Promise.all([
    ctx.db.select({ cents: total }).from(paymentGrants).where(paid),
    ctx.db
      .select({ username: users.username, cents: total })
      .from(paymentGrants)
      .innerJoin(users, eq(users.id, paymentGrants.userId))
      .where(and(paid, sql`${users.username} IS NOT NULL`))
      .groupBy(users.id, users.username)
      .orderBy(desc(total), users.username)
      .limit(BOOST_LEADERBOARD_SIZE),
  ]);
  return {
    current: Math.floor((sum?.cents ?? 0) / 100),
    leaderboard: rows.map((r) => ({ username: r.username ?? '', amount: r.cents / 100 })),
  };
}

/** The player's membership now and their live subscription (if any). */
export async function membershipView(ctx: AppContext, user: UserRow): Promise<MembershipView> {
  const tier = membershipOf(user);
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, new Date())))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return {
    tier,
    endsAt: tier > 0 && user.membershipEndsAt ? user.membershipEndsAt.toISOString() : null,
    lifetime: tier > 0 && user.membershipEndsAt === null,
    subscription: sub ? { product: sub.product as ProductId, periodEnd: sub.currentPeriodEnd.toISOString(), cancelAtPeriodEnd: sub.cancelAtPeriodEnd } : null,
  };
}
