import { and, eq, sql } from 'drizzle-orm';
import { periodEnd, productById, type Product } from '@common/payments/catalog';
import type { AppContext } from '../../context';
import { post, type LedgerEntry } from '../ledger/service';
import type { Tx } from '../../db/client';
import { feedback } from '../feedback/schema';
import { applyLifetime, applyPeriod, lockMember } from './membership';
import { sendReceipt } from './receipts';
import { paymentGrants, paymentSessions, subscriptions } from './schema';
import { reserveSlot } from './stock';
import { subscriptionOfInvoice, type InvoiceLike } from './stripe-provider';
import { testId } from './test-provider';

/** The fields of a completed Checkout Session the app reads: only which session, and the provider's ids. */
export interface CompletedSession {
  id: string;
  payment_status?: string;
  payment_intent?: string | null;
  subscription?: string | null;
  customer?: string | null;
  invoice?: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'object' && v && 'id' in v && typeof v.id === 'string' ? v.id : null);

/** Credits a grant's gems and coins through the ledger. */
async function credit(tx: Tx, userId: string, gems: number, coins: number, ref: string): Promise<void> {
  const entries: LedgerEntry[] = [];
  if (gems > 0) entries.push({ userId, currency: 'gems', amount: gems });
  if (coins > 0) entries.push({ userId, currency: 'coins', amount: coins });
  if (entries.length) await post(tx, entries, 'payment', ref);
}

/**
 * checkout.session.completed (and async_payment_succeeded): the first grant of a session, in the
 * event's transaction. What it grants comes from the session row the app stored when it created
 * the checkout (player, product, price), never from the event, which only names the session.
 * The row is locked, so a second event for the same session waits and then finds it complete;
 * the grant's unique session_id backs that up.
 */
export async function grantSession(ctx: AppContext, tx: Tx, obj: CompletedSession, paymentIntentOfInvoice: string | null): Promise<void> {
  if (obj.payment_status === 'unpaid') return; // a delayed payment method: async_payment_succeeded follows
  const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, obj.id)).for('update');
  if (!session) {
    ctx.log.warn({ session: obj.id }, 'payments: a completed checkout the app did not create');
    return;
  }
  if (session.status === 'complete') return;
  const product = productById(session.product);
  if (!product) throw new Error(`payments: session ${session.id} names an unknown product ${session.product}`);
  if (session.status === 'expired' && !(await reserveSlot(tx, product))) {
    // Paid after its reserved lifetime slot went back and the stock ran out: nothing is granted
    // beyond the limit; staff refund it.
    await tx.insert(feedback).values({ userId: session.userId, kind: 'payment', message: `Checkout ${session.id} (${product.name}) was paid after it expired and the bundle is sold out: nothing was granted. Please refund it.` });
    await tx.update(paymentSessions).set({ status: 'complete', completedAt: new Date() }).where(eq(paymentSessions.id, session.id));
    return;
  }

  const member = await lockMember(tx, session.userId);
  const now = new Date();
  const subscriptionId = product.kind === 'subscription' ? (str(obj.subscription) ?? testId('sub')) : null;
  const endsAt = product.kind === 'subscription' && product.interval ? periodEnd(now, product.interval) : null;
  const badges = product.badges ? product.badges & ~member.badges : 0;
  const paymentIntent = str(obj.payment_intent) ?? paymentIntentOfInvoice;
  const [grant] = await tx
    .insert(paymentGrants)
    .values({
      userId: session.userId,
      product: product.id,
      sessionId: session.id,
      invoiceId: str(obj.invoice),
      paymentIntent,
      amountCents: session.priceCents,
      gems: product.gems,
      coins: product.coins,
      tier: product.tier,
      badges,
    })
    .onConflictDoNothing()
    .returning({ id: paymentGrants.id });
  if (!grant) return;

  await credit(tx, session.userId, product.gems, product.coins, session.id);
  if (product.kind === 'subscription' && subscriptionId && endsAt) {
    await tx
      .insert(subscriptions)
      .values({ id: subscriptionId, provider: session.provider, userId: session.userId, product: product.id, currentPeriodEnd: endsAt, customerId: str(obj.customer) })
      .onConflictDoUpdate({ target: subscriptions.id, set: { status: 'active', currentPeriodEnd: endsAt, updatedAt: now } });
    await applyPeriod(tx, session.userId, member, product.tier, endsAt);
  } else if (product.kind === 'lifetime') {
    await applyLifetime(tx, session.userId, product.tier, product.badges ?? 0);
  }
  await tx
    .update(paymentSessions)
    .set({ status: 'complete', completedAt: now, paymentIntent, subscriptionId, customerId: str(obj.customer) })
    .where(eq(paymentSessions.id, session.id));
  await sendReceipt(tx, session.userId, product, session.priceCents, session.id, {
    gems: product.gems,
    coins: product.coins,
    tier: product.tier,
    membershipEndsAt: product.kind === 'lifetime' ? null : endsAt,
    badges: badges !== 0,
  });
}

/**
 * invoice.paid: a renewal period (billing_reason subscription_cycle) grants the plan's monthly
 * gems and coins once per invoice (unique invoice_id) and moves the membership's end. The first
 * invoice of a subscription was paid through its checkout session, which granted it: that one
 * only tells which payment it was (refunds find grants by it).
 */
export async function grantRenewal(ctx: AppContext, tx: Tx, inv: InvoiceLike, paymentIntent: string | null): Promise<void> {
  const subId = subscriptionOfInvoice(inv);
  if (!subId) return;
  if (inv.billing_reason === 'subscription_create') {
    if (paymentIntent) {
      await tx
        .update(paymentGrants)
        .set({ paymentIntent: sql`coalesce(${paymentGrants.paymentIntent}, ${paymentIntent})`, invoiceId: sql`coalesce(${paymentGrants.invoiceId}, ${inv.id})` })
        .where(and(sql`${paymentGrants.sessionId} IN (SELECT id FROM payment_sessions WHERE subscription_id = ${subId})`));
    }
    return;
  }
  if (inv.billing_reason !== 'subscription_cycle') return;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subId)).for('update');
  if (!sub) {
    ctx.log.warn({ subscription: subId, invoice: inv.id }, 'payments: a renewal of a subscription the app does not know');
    return;
  }
  const product = productById(sub.product) as Product;
  const member = await lockMember(tx, sub.userId);
  const [grant] = await tx
    .insert(paymentGrants)
    .values({ userId: sub.userId, product: product.id, invoiceId: inv.id, paymentIntent, amountCents: product.priceCents, gems: product.gems, coins: product.coins, tier: product.tier })
    .onConflictDoNothing()
    .returning({ id: paymentGrants.id });
  if (!grant) return;
  await credit(tx, sub.userId, product.gems, product.coins, inv.id);
  const now = new Date();
  const lineEnd = inv.lines?.data?.[0]?.period?.end;
  const from = sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now;
  const endsAt = typeof lineEnd === 'number' && lineEnd * 1000 > now.getTime() ? new Date(lineEnd * 1000) : periodEnd(from, product.interval ?? 'month');
  await tx.update(subscriptions).set({ status: 'active', currentPeriodEnd: endsAt, updatedAt: now }).where(eq(subscriptions.id, sub.id));
  await applyPeriod(tx, sub.userId, member, product.tier, endsAt);
  await sendReceipt(tx, sub.userId, product, product.priceCents, inv.id, { gems: product.gems, coins: product.coins, tier: product.tier, membershipEndsAt: endsAt, badges: false }, true);
}
