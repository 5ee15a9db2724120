import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/**
 * Every change of a player's coins, gems or honor, one row each (signed amount). A balance
 * on `users` always equals the sum of its rows here: both are written by ledger/service.ts
 * in one transaction, and nothing else writes a balance.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    /** Why (see LedgerReason): purchase, tip, post_fee, ... */
    reason: text('reason').notNull(),
    /** What it was for: an item id, a post id, another player's id... */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    check('ledger_currency_known', sql`${t.currency} IN ('coins', 'gems', 'honor')`),
    check('ledger_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Answers of spending requests that carried an Idempotency-Key, kept a day: a repeat with the
 * same key and player gets the stored answer and is charged nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id'),
    key: text('key').notNull(),
    /** The route (method and path) the key was first used on. */
    scope: text('scope').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
