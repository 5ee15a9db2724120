import Stripe from 'stripe';
import type { PaymentProvider } from './provider-interface';

/**
 * The provider as Stripe: Checkout Sessions through the official SDK. Prices go inline
 * (`price_data`) from the catalog in src/common, so no product has to be set up in Stripe's
 * dashboard first. `apiUrl` (tests only) points the SDK at a local stand-in for Stripe's API.
 */
export function stripeProvider(secretKey: string, apiUrl?: string): PaymentProvider {
  const target = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(target ? { host: target.hostname, port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)), protocol: target.protocol === 'https:' ? 'https' : 'http' } : {}),
  });

  return {
    name: 'stripe',

    async createCheckout({ product, userId, email, successUrl, cancelUrl, expiresAt }) {
      const recurring = product.kind === 'subscription' && product.interval ? { interval: product.interval } : undefined;
      const session = await stripe.checkout.sessions.create({
        mode: recurring ? 'subscription' : 'payment',
        client_reference_id: userId,
        ...(email ? { customer_email: email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: product.priceCents,
              product_data: { name: product.name, metadata: { product: product.id } },
              ...(recurring ? { recurring } : {}),
            },
          },
        ],
        metadata: { product: product.id, user: userId },
        ...(recurring ? { subscription_data: { metadata: { product: product.id, user: userId } } } : { payment_intent_data: { metadata: { product: product.id, user: userId } } }),
        success_url: successUrl,
        cancel_url: cancelUrl,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return periodEndOf(sub as unknown as SubscriptionLike) ?? new Date();
    },

    async paymentIntentOfInvoice(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      return paymentIntentOfInvoiceObject(invoice as unknown as InvoiceLike);
    },
  };
}

/** The fields of a Subscription the app reads (older API versions kept the period on the subscription). */
export interface SubscriptionLike {
  id: string;
  status?: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number;
  metadata?: Record<string, string>;
  items?: { data?: { current_period_end?: number }[] };
}

export function periodEndOf(sub: SubscriptionLike): Date | null {
  const seconds = sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** The fields of an Invoice the app reads, in current and older API versions. */
export interface InvoiceLike {
  id: string;
  billing_reason?: string | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
  payment_intent?: string | { id: string } | null;
  payments?: { data?: { payment?: { payment_intent?: string | { id: string } | null } }[] };
  lines?: { data?: { period?: { end?: number } }[] };
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

export const subscriptionOfInvoice = (inv: InvoiceLike): string | null => idOf(inv.parent?.subscription_details?.subscription) ?? idOf(inv.subscription);

export const paymentIntentOfInvoiceObject = (inv: InvoiceLike): string | null => idOf(inv.payment_intent) ?? idOf(inv.payments?.data?.[0]?.payment?.payment_intent);
