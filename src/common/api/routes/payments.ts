import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import { PRODUCT_IDS } from '../../payments/catalog';
import { PAYMENTS_TEXT } from '../../payments/texts';
import { defineRoute } from '../contract';

/** One product of the support page with what it grants and, for lifetime bundles, how many are left. */
export const productViewSchema = z.object({
  id: z.enum(PRODUCT_IDS),
  kind: z.enum(['gems', 'subscription', 'lifetime', 'boost']),
  name: z.string(),
  priceCents: z.number().int(),
  gems: z.number().int(),
  coins: z.number().int(),
  tier: z.number().int(),
  interval: z.enum(['month', 'year']).nullable(),
  limit: z.number().int().nullable(),
  left: z.number().int().nullable(),
  bestValue: z.boolean(),
  features: z.array(z.string()),
});
export type ProductView = z.infer<typeof productViewSchema>;

/** The player's membership now: tier (0 none), its end (null: none or lifetime), their subscription. */
export const membershipViewSchema = z.object({
  tier: z.number().int(),
  endsAt: z.string().nullable(),
  lifetime: z.boolean(),
  subscription: z.object({ product: z.enum(PRODUCT_IDS), periodEnd: z.string(), cancelAtPeriodEnd: z.boolean() }).nullable(),
});
export type MembershipView = z.infer<typeof membershipViewSchema>;

export const leaderboardEntrySchema = z.object({ username: z.string(), amount: z.number() });

const sessionId = z.object({ id: z.string().min(1).max(255) });

export const paymentsRoutes = {
  /** Products with prices and grants, lifetime stock left, the boost goal and leaderboard, the player's membership. */
  catalog: defineRoute({
    method: 'GET',
    path: '/api/payments/catalog',
    auth: 'required',
    response: z.object({
      success: z.literal(true),
      /** Who takes payments: Stripe; the built-in test provider (test cards, no money moves); or nobody yet (buying is closed). */
      mode: z.enum(['stripe', 'test', 'off']),
      supportEmail: z.string(),
      products: z.array(productViewSchema),
      goal: z.object({ target: z.number(), current: z.number() }),
      leaderboard: z.array(leaderboardEntrySchema),
      membership: membershipViewSchema,
    }),
  }),
  /** A checkout for the signed-in player: the client goes to `url` (the provider's page). */
  checkout: defineRoute({
    method: 'POST',
    path: '/api/payments/checkout',
    auth: 'required',
    body: z.object({ product: z.enum(PRODUCT_IDS, { error: PAYMENTS_TEXT.unknownProduct }) }),
    response: z.object({ success: z.literal(true), url: z.string(), sessionId: z.string() }),
  }),
  /** The player's own checkout after returning from the provider: granted yet? and their balances now. */
  status: defineRoute({
    method: 'GET',
    path: '/api/payments/checkout/:id',
    auth: 'required',
    params: sessionId,
    response: z.object({
      success: z.literal(true),
      status: z.enum(['open', 'complete', 'expired']),
      product: z.enum(PRODUCT_IDS),
      balances: balancesSchema,
      membership: z.number().int(),
    }),
  }),
  /** Stripe's events (raw body, Stripe-Signature header); registered in a scope of its own. */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payments/webhook',
    auth: 'none',
    response: z.object({ received: z.literal(true) }),
  }),
  /** The test payment page's checkout (built-in test provider only; the player's own sessions). */
  testSession: defineRoute({
    method: 'GET',
    path: '/api/payments/test/:id',
    auth: 'required',
    params: sessionId,
    response: z.object({
      success: z.literal(true),
      id: z.string(),
      status: z.enum(['open', 'complete', 'expired']),
      product: productViewSchema,
      cancelUrl: z.string(),
    }),
  }),
  /** Pays a test checkout with a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
  testPay: defineRoute({
    method: 'POST',
    path: '/api/payments/test/:id/pay',
    auth: 'required',
    params: sessionId,
    body: z.object({
      number: z.string().max(40),
      expiry: z.string().max(10),
      cvc: z.string().max(8),
      name: z.string().max(100).optional(),
    }),
    response: z.object({ success: z.literal(true), url: z.string() }),
  }),
};
