import type { Product } from '@common/payments/catalog';

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
