import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/** Migration 0022. Checkout sessions the app created; grants are decided from these rows. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** The provider's checkout session id (cs_...). */
    id: text('id').primaryKey(),
    /** 'stripe' or 'test' (the built-in test provider). */
    provider: text('provider').notNull(),
    userId: userRef('user_id'),
    product: text('product').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** open, complete (granted), expired. */
    status: text('status').notNull().default('open'),
    url: text('url').notNull(),
    paymentIntent: text('payment_intent'),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId, t.createdAt),
    index('payment_sessions_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('payment_sessions_status_known', sql`${t.status} IN ('open', 'complete', 'expired')`),
  ],
);

/** Provider events handled, by id: a replay or a concurrent twin does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** What one payment granted (a checkout session, or a renewal invoice). */
export const paymentGrants = pgTable(
  'payment_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    product: text('product').notNull(),
    sessionId: text('session_id').references(() => paymentSessions.id),
    invoiceId: text('invoice_id'),
    paymentIntent: text('payment_intent'),
    amountCents: integer('amount_cents').notNull(),
    gems: integer('gems').notNull().default(0),
    coins: integer('coins').notNull().default(0),
    tier: integer('tier').notNull().default(0),
    /** Badge bits this grant added (ones the player did not hold before). */
    badges: integer('badges').notNull().default(0),
    takenBackGems: integer('taken_back_gems').notNull().default(0),
    takenBackCoins: integer('taken_back_coins').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_grants_session_idx').on(t.sessionId),
    uniqueIndex('payment_grants_invoice_idx').on(t.invoiceId),
    index('payment_grants_intent_idx').on(t.paymentIntent),
    index('payment_grants_product_idx').on(t.product, t.userId),
  ],
);

/** A player's subscription at the provider, as its events last described it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: userRef('user_id'),
    product: text('product').notNull(),
    /** active or canceled. */
    status: text('status').notNull().default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    customerId: text('customer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Lifetime bundles taken (reserved by an open checkout, or sold). */
export const lifetimeStock = pgTable(
  'lifetime_stock',
  {
    product: text('product').primaryKey(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [check('lifetime_stock_taken_non_negative', sql`${t.taken} >= 0`)],
);

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type PaymentGrantRow = typeof paymentGrants.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
