import type { Product } from '@common/payments/catalog';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { Unavailable } from '../../errors';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** What the app asks of a card payment provider: Stripe, or the built-in test provider. */
export interface PaymentProvider {
  name: 'stripe' | 'test';
  /** A hosted checkout for one product, paid by this player; answers where to send them. */
  createCheckout(input: CheckoutInput): Promise<CreatedCheckout>;
  /** Cancels a subscription at the end of its period; answers when that is. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Date>;
  /** The payment (PaymentIntent id) behind an invoice, when the event did not say (refunds find grants by it). */
  paymentIntentOfInvoice(invoiceId: string): Promise<string | null>;
}

export interface CheckoutInput {
  product: Product;
  userId: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

/** A checkout stays open this long (Stripe's shortest): a lifetime slot is reserved meanwhile. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

const providers = new WeakMap<AppContext['config'], PaymentProvider>();

/**
 * The app's provider (config.payments): Stripe when STRIPE_SECRET_KEY is set, else the built-in
 * test provider where it is allowed; with neither, payments are closed (503 with the reason).
 */
export function providerOf(ctx: AppContext): PaymentProvider {
  const mode = ctx.config.payments;
  if (mode === 'off') throw new Unavailable(PAYMENTS_TEXT.closed);
  let provider = providers.get(ctx.config);
  if (!provider) {
    provider = mode === 'stripe' ? stripeProvider(ctx.config.STRIPE_SECRET_KEY!, ctx.config.STRIPE_API_URL) : testProvider(ctx);
    providers.set(ctx.config, provider);
  }
  return provider;
}

/** Where the provider sends the player back: the app, which shows the result in the support page. */
export function returnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/?payment=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/?payment=cancelled`,
  };
}
