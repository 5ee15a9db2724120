import { eq } from 'drizzle-orm';
import { isProductId, productById, type Product } from '@common/payments/catalog';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { applyPeriod, endMembership, lockMember } from './membership';
import { subscriptions } from './schema';
import { periodEndOf, type SubscriptionLike } from './stripe-provider';

const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);
const PAID = new Set(['active', 'trialing']);

/**
 * customer.subscription.updated / .deleted: the subscription as the provider now has it. A paid
 * (active) subscription's period end is the membership's end; a plan changed at the provider
 * (its metadata names another plan of the catalog) changes the tier; cancelling at period end
 * changes nothing until then (the membership already ends with the period); a deleted or ended
 * subscription ends the membership it gave now.
 */
export async function subscriptionChanged(ctx: AppContext, tx: Tx, obj: SubscriptionLike, deleted: boolean): Promise<void> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, obj.id)).for('update');
  if (!sub) {
    ctx.log.warn({ subscription: obj.id }, 'payments: an update of a subscription the app does not know');
    return;
  }
  const named = obj.metadata?.product;
  const plan = named && isProductId(named) && productById(named)!.kind === 'subscription' ? productById(named)! : (productById(sub.product) as Product);
  const member = await lockMember(tx, sub.userId);
  const now = new Date();
  if (deleted || (obj.status && ENDED.has(obj.status))) {
    await tx.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await endMembership(tx, sub.userId, member, { tier: plan.tier });
    return;
  }
  const end = periodEndOf(obj) ?? sub.currentPeriodEnd;
  await tx
    .update(subscriptions)
    .set({ product: plan.id, currentPeriodEnd: end, cancelAtPeriodEnd: obj.cancel_at_period_end ?? sub.cancelAtPeriodEnd, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  if (!obj.status || PAID.has(obj.status)) await applyPeriod(tx, sub.userId, member, plan.tier, end);
}
