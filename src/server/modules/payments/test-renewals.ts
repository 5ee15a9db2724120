import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { handleEvent, type ProviderEvent } from './events';
import { subscriptions } from './schema';

/**
 * Renewals of the built-in test provider's subscriptions (issue 20 §3: it behaves like Stripe's
 * test mode). Stripe renews a subscription as its period ends and tells the app with
 * `invoice.paid` (billing_reason subscription_cycle), or, for one cancelled at period end, with
 * `customer.subscription.deleted`. The test provider has no servers to send them, so the app
 * sends them to itself through the same handler as Stripe's events: each subscription period
 * has one event id, so a sweep in every process, or two at once, grant a period once.
 *
 * A period is renewed a little before it ends (RENEW_AHEAD_MS, more than a sweep apart), so
 * the crown of a member who keeps paying never goes out for the moments between the end and
 * the sweep; one cancelled at period end is ended once the end has passed.
 */
export const RENEW_SWEEP_MS = 30_000;
export const RENEW_AHEAD_MS = 2 * RENEW_SWEEP_MS;
/** Subscriptions a sweep takes at most (the rest wait for the next sweep). */
const SWEEP_LIMIT = 100;

/** Sends the events of the test subscriptions whose period ends (or ended) by now + RENEW_AHEAD_MS; answers how many. */
export async function renewTestSubscriptions(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: subscriptions.id, periodEnd: subscriptions.currentPeriodEnd, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'test'), eq(subscriptions.status, 'active'), lt(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEW_AHEAD_MS))))
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(SWEEP_LIMIT);
  let sent = 0;
  for (const s of due) {
    if (s.cancelAtPeriodEnd && s.periodEnd > now) continue;
    // One that fails (a plan since taken out of the catalog) is logged and tried again next
    // sweep, like an event Stripe retries; it never holds up the others.
    try {
      await handleEvent(ctx, periodEvent(s.id, s.periodEnd, s.cancelAtPeriodEnd));
      sent++;
    } catch (err) {
      ctx.log.error({ err, subscription: s.id }, 'payments: a test subscription could not be renewed or ended');
    }
  }
  return sent;
}

/** The event Stripe would send as this period ends: the renewal's invoice.paid, or the end of one cancelled. */
function periodEvent(id: string, periodEnd: Date, cancelled: boolean): ProviderEvent {
  // The period the event is for: its end, in Stripe's seconds.
  const period = Math.floor(periodEnd.getTime() / 1000);
  if (cancelled) return { id: `evt_test_end_${id}_${period}`, type: 'customer.subscription.deleted', data: { object: { id, object: 'subscription', status: 'canceled' } } };
  return {
    id: `evt_test_renew_${id}_${period}`,
    type: 'invoice.paid',
    data: { object: { id: `in_test_renew_${id}_${period}`, object: 'invoice', billing_reason: 'subscription_cycle', subscription: id, payment_intent: `pi_test_renew_${id}_${period}`, status: 'paid' } },
  };
}

/**
 * Sweeps every RENEW_SWEEP_MS until the returned stop is called (server.ts, with the test
 * provider); stopping waits for a sweep under way, so it ends before the pools close.
 */
export function startTestRenewals(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= renewTestSubscriptions(ctx)
      .then(() => undefined, (err: unknown) => ctx.log.error({ err }, 'payments: renewing test subscriptions failed'))
      .finally(() => (running = null));
  }, RENEW_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
