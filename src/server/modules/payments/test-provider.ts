import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_PAY_PATH } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import type { PaymentProvider } from './provider-interface';
import { subscriptions } from './schema';


/** Ids shaped like Stripe's test-mode ids. */
export const testId = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in test provider (no STRIPE_SECRET_KEY): checkout sessions live only in the app's own
 * table (the checkout service inserts the row, as for Stripe's), the checkout url opens the app's
 * test payment page, and paying there sends a Stripe-format signed event to the app's own webhook
 * (test-pay.ts), through the same verification and grant code as Stripe's.
 */
export function testProvider(ctx: AppContext): PaymentProvider {
  return {
    name: 'test',

    async createCheckout() {
      const id = testId('cs');
      return { id, url: `${ctx.config.publicUrl}${TEST_PAY_PATH}?session=${encodeURIComponent(id)}` };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      // The "provider's" subscription is the app's own row: it ends when its period does.
      const [sub] = await ctx.db.select({ end: subscriptions.currentPeriodEnd }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      if (!sub) throw new NotFound('No such subscription');
      return sub.end;
    },

    async paymentIntentOfInvoice() {
      return null;
    },
  };
}
