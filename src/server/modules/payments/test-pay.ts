import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { paymentsRoutes } from '@common/api/routes/payments';
import { productById } from '@common/payments/catalog';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound, PaymentRequired } from '../../errors';
import { registerRoute } from '../../http/route';
import { returnUrls } from './provider';
import { paymentSessions, type PaymentSessionRow } from './schema';
import { webhookSecret } from './secret';
import { testId } from './test-provider';
import { productViews } from './view';

/** Stripe's test cards (issue 20): this one pays, that one is declined. */
export const TEST_CARD_OK = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

/** The signed-in player's own test checkout, or 404 (as for a missing one). */
async function ownTestSession(ctx: AppContext, userId: string, id: string): Promise<PaymentSessionRow> {
  if (ctx.config.payments !== 'test') throw new NotFound(PAYMENTS_TEXT.sessionNotFound);
  const [row] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.userId, userId), eq(paymentSessions.provider, 'test')));
  if (!row) throw new NotFound(PAYMENTS_TEXT.sessionNotFound);
  return row;
}

/** Checks a test card as Stripe's test mode would: the numbers above, a future expiry, a 3-4 digit code. */
export function checkTestCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): void {
  const number = card.number.replace(/[\s-]/g, '');
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  const year = m ? (m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
  if (number !== TEST_CARD_OK && number !== TEST_CARD_DECLINED) throw new Invalid(PAYMENTS_TEXT.cardInvalid, 'number');
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) throw new Invalid(PAYMENTS_TEXT.expiryInvalid, 'expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new Invalid(PAYMENTS_TEXT.cvcInvalid, 'cvc');
  if (number === TEST_CARD_DECLINED) throw new PaymentRequired(PAYMENTS_TEXT.cardDeclined);
}

/** The checkout.session.completed Stripe would send for this session, in its format. */
export function completedEvent(session: PaymentSessionRow): Record<string, unknown> {
  const product = productById(session.product)!;
  const subscription = product.kind === 'subscription';
  return {
    id: testId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: subscription ? 'subscription' : 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.userId,
        amount_total: session.priceCents,
        currency: 'usd',
        metadata: { product: session.product },
        payment_intent: testId('pi'),
        subscription: subscription ? testId('sub') : null,
        invoice: subscription ? testId('in') : null,
        customer: testId('cus'),
      },
    },
  };
}

/**
 * The built-in test provider's payment page calls (issue 20 §3). Paying posts a signed
 * checkout.session.completed to the app's own webhook (through app.inject: the same route,
 * signature check and grant code as Stripe's events), then answers where to go: the success URL.
 */
export function registerTestPayments(app: FastifyInstance): void {
  registerRoute(app, paymentsRoutes.testSession, async ({ ctx, auth, params }) => {
    const session = await ownTestSession(ctx, auth.user.id, params.id);
    const product = (await productViews(ctx)).find((p) => p.id === session.product)!;
    const closed = session.status === 'open' && session.expiresAt <= new Date() ? 'expired' : session.status;
    return { success: true as const, id: session.id, status: closed as PaymentSessionRow['status'] & ('open' | 'complete' | 'expired'), product, cancelUrl: returnUrls(ctx.config.publicUrl).cancelUrl };
  });

  registerRoute(app, paymentsRoutes.testPay, async ({ ctx, auth, params, body }) => {
    const session = await ownTestSession(ctx, auth.user.id, params.id);
    if (session.status !== 'open' || session.expiresAt <= new Date()) throw new Conflict(PAYMENTS_TEXT.sessionClosed);
    checkTestCard(body);
    const payload = JSON.stringify(completedEvent(session));
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret(ctx.config) });
    const res = await app.inject({ method: 'POST', url: paymentsRoutes.webhook.path, headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
    if (res.statusCode !== 200) throw new Error(`payments: the test webhook answered ${res.statusCode}: ${res.body}`);
    return { success: true as const, url: returnUrls(ctx.config.publicUrl).successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)) };
  });
}
