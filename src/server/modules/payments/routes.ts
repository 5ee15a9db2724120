import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentsRoutes } from '@common/api/routes/payments';
import type { ProductId } from '@common/payments/catalog';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { NotFound } from '../../errors';
import { registerRoute } from '../../http/route';
import { membershipOf } from '../users/membership';
import { createCheckout } from './checkout';
import { expireStaleTestSessions } from './events';
import { paymentSessions } from './schema';
import { registerTestPayments } from './test-pay';
import { boosts, membershipView, productViews } from './view';
import { registerWebhook } from './webhook';

/** Payments and membership (issue 20): the support page's catalog, checkouts, the webhook, the test provider. */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  registerRoute(app, paymentsRoutes.catalog, async ({ ctx, auth }) => {
    if (ctx.config.payments === 'test') await expireStaleTestSessions(ctx);
    const [products, boosted, membership] = await Promise.all([productViews(ctx), boosts(ctx), membershipView(ctx, auth.user)]);
    return {
      success: true as const,
      mode: ctx.config.payments,
      supportEmail: ctx.config.SUPPORT_EMAIL,
      products,
      goal: { target: ctx.config.BOOST_GOAL, current: boosted.current },
      leaderboard: boosted.leaderboard,
      membership,
    };
  });

  registerRoute(app, paymentsRoutes.checkout, async ({ ctx, auth, body }) => {
    const { url, sessionId } = await createCheckout(ctx, auth.user, body.product);
    return { success: true as const, url, sessionId };
  });

  registerRoute(app, paymentsRoutes.status, async ({ ctx, auth, params }) => {
    const [row] = await ctx.db
      .select({ status: paymentSessions.status, product: paymentSessions.product })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, params.id), eq(paymentSessions.userId, auth.user.id)));
    if (!row) throw new NotFound(PAYMENTS_TEXT.sessionNotFound);
    const u = auth.user;
    return {
      success: true as const,
      status: row.status as 'open' | 'complete' | 'expired',
      product: row.product as ProductId,
      balances: { coins: u.coins, gems: u.gems, honor: u.honor },
      membership: membershipOf(u),
    };
  });

  registerTestPayments(app);
  await registerWebhook(app);
}
