import { and, count, eq, gt } from 'drizzle-orm';
import { productById, type Product } from '@common/payments/catalog';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { AppError, Conflict, Invalid } from '../../errors';
import type { UserRow } from '../users/schema';
import { membershipOf } from '../users/membership';
import { expireStaleTestSessions } from './events';
import { holdsLifetime } from './membership';
import { CHECKOUT_TTL_MS, providerOf, returnUrls } from './provider';
import { paymentSessions, subscriptions } from './schema';
import { releaseSlot, reserveSlot } from './stock';

/** Open checkouts one player may have at once (each may hold a lifetime slot until it expires). */
export const MAX_OPEN_CHECKOUTS = 5;
/** An open checkout is offered again only while it has at least this long left. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

/**
 * POST /api/payments/checkout: a checkout session for the signed-in player. The session row the
 * app stores here (player, product, price) is what a completed payment grants. A lifetime
 * bundle takes its slot first (refused when sold out) and gives it back if the provider fails.
 * Asking again for a product with an open checkout answers that checkout.
 */
export async function createCheckout(ctx: AppContext, user: UserRow, productId: string): Promise<{ url: string; sessionId: string }> {
  const product = productById(productId);
  if (!product) throw new Invalid(PAYMENTS_TEXT.unknownProduct, 'product');
  const provider = providerOf(ctx);
  if (provider.name === 'test') await expireStaleTestSessions(ctx);

  const now = Date.now();
  const [open] = await ctx.db
    .select({ id: paymentSessions.id, url: paymentSessions.url })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, user.id), eq(paymentSessions.product, product.id), eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, new Date(now + REUSE_MARGIN_MS))))
    .limit(1);
  if (open) return { url: open.url, sessionId: open.id };
  await refuseWhenNotAllowed(ctx, user, product);

  if (!(await reserveSlot(ctx.db, product))) throw new Conflict(PAYMENTS_TEXT.soldOut);
  const expiresAt = new Date(now + CHECKOUT_TTL_MS);
  try {
    const created = await provider.createCheckout({ product, userId: user.id, email: user.email, ...returnUrls(ctx.config.publicUrl), expiresAt });
    await ctx.db.insert(paymentSessions).values({ id: created.id, provider: provider.name, userId: user.id, product: product.id, priceCents: product.priceCents, url: created.url, expiresAt });
    return { url: created.url, sessionId: created.id };
  } catch (err) {
    await releaseSlot(ctx.db, product);
    if (err instanceof AppError) throw err;
    ctx.log.error({ err, product: product.id }, 'payments: the provider could not create a checkout');
    throw new AppError(502, PAYMENTS_TEXT.providerFailed);
  }
}

async function refuseWhenNotAllowed(ctx: AppContext, user: UserRow, product: Product): Promise<void> {
  const [{ n }] = (await ctx.db
    .select({ n: count() })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, user.id), eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, new Date())))) as [{ n: number }];
  if (n >= MAX_OPEN_CHECKOUTS) throw new Conflict(PAYMENTS_TEXT.tooManyOpen);
  if (product.kind === 'subscription') {
    const [sub] = await ctx.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, new Date())))
      .limit(1);
    if (sub) throw new Conflict(PAYMENTS_TEXT.alreadySubscribed);
  }
  if ((product.kind === 'subscription' || product.kind === 'lifetime') && membershipOf(user) > 0 && holdsLifetime(user, product.tier)) {
    throw new Conflict(PAYMENTS_TEXT.lifetimeHeld);
  }
}
