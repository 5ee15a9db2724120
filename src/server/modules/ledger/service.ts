import { inArray, sql } from 'drizzle-orm';
import type { Balances, Currency } from '@common/economy/currency';
import { ECONOMY_TEXT } from '@common/economy/currency';
import type { AppContext } from '../../context';
import { executeNamed, type Tx } from '../../db/client';
import { NotFound, PaymentRequired } from '../../errors';
import { users } from '../users/schema';
import { ledger } from './schema';

/**
 * The one module that changes coins, gems and honor (issue: the economy). Every change is a
 * conditional UPDATE that never takes a balance below 0 (a CHECK constraint backs it up) plus
 * one ledger row per currency, in the caller's transaction: a purchase's insert and its
 * payment commit or roll back together. Nothing else writes a balance.
 */

/** Why a balance changed; stored on each ledger row. */
export type LedgerReason =
  | 'signup'
  | 'grant'
  | 'purchase'
  | 'creator_share'
  | 'tip'
  | 'post_fee'
  | 'flow_multiplier'
  | 'flow_honor'
  | 'refund'
  /** Bought with money (payments module): gem packs, plans, renewals. */
  | 'payment'
  /** Taken back by a refund or dispute of such a payment. */
  | 'payment_reversal'
  /** Taken by an admin (staff tools), with a reason in the audit log. */
  | 'staff_take';

/** One change of one player's balance: negative spends, positive credits. */
export interface LedgerEntry {
  userId: string;
  currency: Currency;
  amount: number;
}

export interface PostOptions {
  /** What the refusal says when a balance would go below 0 (default 'Insufficient funds'). */
  insufficient?: string;
}

/**
 * Applies entries inside `tx` and answers each touched player's balances after them. If any
 * balance would fall below 0 nothing is written and PaymentRequired is thrown (the caller's
 * transaction must then roll back, which throwing does). Players are updated in id order, so
 * two transfers between the same players never deadlock.
 */
export async function post(tx: Tx, entries: LedgerEntry[], reason: LedgerReason, ref?: string | number | null, opts: PostOptions = {}): Promise<Map<string, Balances>> {
  const byUser = new Map<string, Record<Currency, number>>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount)) throw new Error(`Ledger amount must be a whole number, got ${e.amount}`);
    const sums = byUser.get(e.userId) ?? { coins: 0, gems: 0, honor: 0 };
    sums[e.currency] += e.amount;
    byUser.set(e.userId, sums);
  }
  const result = new Map<string, Balances>();
  const ledgerRef = ref == null ? null : String(ref);
  for (const userId of [...byUser.keys()].sort()) {
    const d = byUser.get(userId)!;
    const mine = entries.filter((e) => e.userId === userId && e.amount !== 0);
    // One round trip per player: the conditional update and, only when it took, their rows.
    const written = mine.length
      ? sql`, written AS (
          INSERT INTO ${ledger} (user_id, currency, amount, reason, ref)
          SELECT ${userId}::uuid, v.currency, v.amount, ${reason}, ${ledgerRef}::text
          FROM (VALUES ${sql.join(
            mine.map((e) => sql`(${e.currency}::text, ${e.amount}::int)`),
            sql`, `,
          )}) AS v (currency, amount)
          WHERE EXISTS (SELECT 1 FROM paid))`
      : sql``;
    // Named by its shape (the text differs only by how many rows it writes): planned once per connection.
    const rows = await executeNamed<Balances>(tx, `ledger_post_${mine.length}`, sql`
      WITH paid AS (
        UPDATE ${users} SET coins = coins + ${d.coins}, gems = gems + ${d.gems}, honor = honor + ${d.honor}
        WHERE id = ${userId} AND coins + ${d.coins} >= 0 AND gems + ${d.gems} >= 0 AND honor + ${d.honor} >= 0
        RETURNING coins, gems, honor
      )${written}
      SELECT coins, gems, honor FROM paid`);
    const row = rows[0];
    if (!row) {
      const { rows: exists } = await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${userId}`);
      if (exists.length === 0) throw new NotFound('User not found');
      throw new PaymentRequired(opts.insufficient ?? ECONOMY_TEXT.insufficientFunds);
    }
    result.set(userId, { coins: Number(row.coins), gems: Number(row.gems), honor: Number(row.honor) });
  }
  return result;
}

/** Takes `amount` (> 0) of a currency from a player; refuses below 0. */
export async function spend(tx: Tx, userId: string, currency: Currency, amount: number, reason: LedgerReason, ref?: string | number | null, opts?: PostOptions): Promise<Balances> {
  return (await post(tx, [{ userId, currency, amount: -amount }], reason, ref, opts)).get(userId)!;
}

/** Gives a player `amount` (> 0) of a currency. */
export async function credit(tx: Tx, userId: string, currency: Currency, amount: number, reason: LedgerReason, ref?: string | number | null): Promise<Balances> {
  return (await post(tx, [{ userId, currency, amount }], reason, ref)).get(userId)!;
}

/** Moves coins (or gems) from one player to another in one step: a tip, a creator's share. */
export async function transfer(tx: Tx, from: string, to: string, currency: Currency, amount: number, reason: LedgerReason, ref?: string | number | null, opts?: PostOptions): Promise<Map<string, Balances>> {
  return post(tx, [{ userId: from, currency, amount: -amount }, { userId: to, currency, amount }], reason, ref, opts);
}

/** A new account's starting balances, written through the ledger like every other change. */
export async function openAccount(tx: Tx, userId: string, start: Partial<Balances>, reason: LedgerReason = 'signup'): Promise<void> {
  const entries = (Object.entries(start) as [Currency, number][]).filter(([, n]) => n > 0).map(([currency, amount]) => ({ userId, currency, amount }));
  if (entries.length) await post(tx, entries, reason);
}

export async function balancesOf(ctx: AppContext, userIds: string[]): Promise<Map<string, Balances>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db.select({ id: users.id, coins: users.coins, gems: users.gems, honor: users.honor }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { coins: r.coins, gems: r.gems, honor: r.honor }]));
}

/** The sum of a player's ledger rows per currency (what their balances must equal). */
export async function ledgerSums(tx: Tx, userId: string): Promise<Balances> {
  const { rows } = await tx.execute<{ currency: Currency; total: string }>(
    sql`SELECT currency, COALESCE(sum(amount), 0) AS total FROM ${ledger} WHERE user_id = ${userId} GROUP BY currency`,
  );
  const out: Balances = { coins: 0, gems: 0, honor: 0 };
  for (const r of rows) out[r.currency] = Number(r.total);
  return out;
}
