import { and, eq, lt } from 'drizzle-orm';
import { productById } from '@common/payments/catalog';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { grantRenewal, grantSession, type CompletedSession } from './grant';
import { providerOf } from './provider';
import { reversePayment } from './reverse';
import { paymentEvents, paymentSessions } from './schema';
import { releaseSlot } from './stock';
import { paymentIntentOfInvoiceObject, type InvoiceLike, type SubscriptionLike } from './stripe-provider';
import { subscriptionChanged } from './subscription-events';

/** A provider event as the webhook verified it (Stripe's format). */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'invoice.paid',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
] as const;
const HANDLED = new Set<string>(HANDLED_EVENTS);

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'object' && v && 'id' in v && typeof v.id === 'string' ? v.id : null);

/**
 * Handles one verified event exactly once: its id is recorded in the same transaction as
 * everything it changes (grants, ledger rows, membership, subscription, receipts). A replay
 * finds the id and changes nothing; a concurrent twin blocks on the id's primary key until the
 * first commits, then finds it. A failure rolls all of it back (the provider retries).
 */
export async function handleEvent(ctx: AppContext, event: ProviderEvent): Promise<EventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const obj = event.data.object;
  // Questions to the provider go before the transaction (never hold row locks over the network).
  const lookedUp = await lookUpPaymentIntent(ctx, event.type, obj);
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 'duplicate';
    await apply(ctx, tx, event.type, obj, lookedUp);
    return 'handled';
  });
}

async function apply(ctx: AppContext, tx: Tx, type: string, obj: Record<string, unknown>, paymentIntent: string | null): Promise<void> {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return grantSession(ctx, tx, obj as unknown as CompletedSession, paymentIntent);
    case 'checkout.session.expired':
      return expireSession(tx, String(obj.id));
    case 'invoice.paid':
      return grantRenewal(ctx, tx, obj as unknown as InvoiceLike, paymentIntent);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(ctx, tx, obj as unknown as SubscriptionLike, type === 'customer.subscription.deleted');
    case 'charge.refunded':
      return reversePayment(ctx, tx, { reason: 'refund', paymentIntent: str(obj.payment_intent), invoiceId: str(obj.invoice), refundedCents: typeof obj.amount_refunded === 'number' ? obj.amount_refunded : null });
    case 'charge.dispute.created':
      return reversePayment(ctx, tx, { reason: 'dispute', paymentIntent: str(obj.payment_intent), invoiceId: null, refundedCents: null });
  }
}

/** The PaymentIntent behind an invoice (a subscription's payments), asked of Stripe when the event does not say. */
async function lookUpPaymentIntent(ctx: AppContext, type: string, obj: Record<string, unknown>): Promise<string | null> {
  const invoiceId = type === 'invoice.paid' ? str(obj.id) : type.startsWith('checkout.session.') && obj.mode === 'subscription' ? str(obj.invoice) : null;
  if (!invoiceId) return null;
  if (type === 'invoice.paid') {
    const known = paymentIntentOfInvoiceObject(obj as unknown as InvoiceLike);
    if (known) return known;
  }
  try {
    return await providerOf(ctx).paymentIntentOfInvoice(invoiceId);
  } catch (err) {
    ctx.log.warn({ err, invoice: invoiceId }, 'payments: could not look up the payment of an invoice');
    return null;
  }
}

/** checkout.session.expired: an open session closes and gives back its reserved lifetime slot, once. */
async function expireSession(tx: Tx, id: string): Promise<void> {
  const [row] = await tx
    .update(paymentSessions)
    .set({ status: 'expired' })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open')))
    .returning({ product: paymentSessions.product });
  const product = row && productById(row.product);
  if (product) await releaseSlot(tx, product);
}

/**
 * The test provider has no servers to send checkout.session.expired: the app expires its own
 * test sessions past their end when it next creates a checkout or lists the catalog, through
 * the same handler (one event id per session, so twice is once).
 */
export async function expireStaleTestSessions(ctx: AppContext): Promise<void> {
  const stale = await ctx.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), eq(paymentSessions.provider, 'test'), lt(paymentSessions.expiresAt, new Date())))
    .limit(100);
  for (const s of stale) await handleEvent(ctx, { id: `evt_expire_${s.id}`, type: 'checkout.session.expired', data: { object: { id: s.id, object: 'checkout.session' } } });
}
