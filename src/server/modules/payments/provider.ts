import { PAYMENTS_TEXT } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { Unavailable } from '../../errors';
import type { PaymentProvider } from './provider-interface';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** A checkout stays open this long (Stripe's shortest): a lifetime slot is reserved meanwhile. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

/**
 * The provider payments go through (config.payments): Stripe when STRIPE_SECRET_KEY is set, else
 * the built-in test provider where it is allowed; null when payments are closed. Built once per
 * app by services.ts.
 */
export function buildPaymentProvider(ctx: AppContext): PaymentProvider | null {
  const mode = ctx.config.payments;
  if (mode === 'off') return null;
  return mode === 'stripe' ? stripeProvider(ctx.config.STRIPE_SECRET_KEY!, ctx.config.STRIPE_API_URL) : testProvider(ctx);
}

/** The app's provider; with none, payments are closed (503 with the reason). */
export function providerOf(ctx: AppContext): PaymentProvider {
  const provider = ctx.services.payments;
  if (!provider) throw new Unavailable(PAYMENTS_TEXT.closed);
  return provider;
}

/** Where the provider sends the player back: the app, which shows the result in the support page. */
export function returnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/?payment=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/?payment=cancelled`,
  };
}
