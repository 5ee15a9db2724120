import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { paymentsRoutes } from '@common/api/routes/payments';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { handleEvent, type ProviderEvent } from './events';
import { webhookSecret } from './secret';

/**
 * POST /api/payments/webhook: Stripe's events, and the test provider's, which are signed the same
 * way. The signature covers the exact bytes sent, so this route gets the raw body: it lives in a
 * Fastify scope of its own whose only content-type parser keeps the bytes (the app's JSON parser
 * stays as it is everywhere else). A missing, forged or stale (over 5 minutes) signature is a 400
 * and changes nothing; a failure while handling is a 500, so the provider delivers it again.
 */
export async function registerWebhook(app: FastifyInstance): Promise<void> {
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scoped.post(paymentsRoutes.webhook.path, async (req, reply) => {
      const ctx = scoped.ctx;
      let event: ProviderEvent;
      try {
        const raw = req.body;
        if (!Buffer.isBuffer(raw)) throw new Error('no body');
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string') throw new Error('no signature');
        event = Stripe.webhooks.constructEvent(raw, signature, webhookSecret(ctx.config)) as unknown as ProviderEvent;
      } catch (err) {
        ctx.log.warn({ err: (err as Error).message }, 'payments: webhook refused');
        return reply.status(400).send({ success: false, message: PAYMENTS_TEXT.badSignature });
      }
      const outcome = await handleEvent(ctx, event);
      ctx.log.info({ event: event.id, type: event.type, outcome }, 'payments: webhook');
      return { received: true as const };
    });
  });
}
