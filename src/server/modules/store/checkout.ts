import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { checkoutResponseSchema } from '@common/api/routes/store';
import type { Currency } from '@common/economy/currency';
import { CART_MAX, STORE_TEXT, priceOf } from '@common/economy/store';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../errors';
import { catalogChanged } from '../items/service';
import { spendOnce } from '../ledger/idempotency';
import { post, type LedgerEntry, type Tx } from '../ledger/service';
import { storeCatalog } from './catalog';

export type CheckoutAnswer = z.input<typeof checkoutResponseSchema>;

/** The cart as sent: a JSON-encoded list of item ids (a plain list is accepted too). */
export function parseCart(raw: string | number[]): number[] {
  let ids: unknown = raw;
  if (typeof raw === 'string') {
    try {
      ids = JSON.parse(raw);
    } catch {
      throw new Invalid(STORE_TEXT.badItems, 'items');
    }
  }
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) throw new Invalid(STORE_TEXT.badItems, 'items');
  if (ids.length === 0) throw new Invalid(STORE_TEXT.cartEmpty, 'items');
  if (ids.length > CART_MAX) throw new Invalid(STORE_TEXT.tooMany(CART_MAX), 'items');
  return ids as number[];
}

type CartRow = {
  id: number | null;
  name: string;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  quantity: number | null;
  forSale: boolean;
  owned: boolean;
};

/**
 * Buys a cart, all or nothing, in one transaction of five statements (through spendOnce, so an
 * Idempotency-Key repeat gets the first answer):
 * 1. lock the buyer's row (a player's checkouts run one at a time) and read the cart's items
 *    and which of them the player owns;
 * 2-3. pay through the ledger (conditional update, never below 0, plus the ledger rows);
 * 4. add the items to the inventory and, for each, count one more owner and take one copy of a
 *    limited item only while copies are left. Item rows are locked in id order, so checkouts
 *    sharing items never deadlock. Step 1 reads from before it waited for the lock, so a
 *    twin checkout that bought the same item meanwhile is caught here (the inventory's key),
 *    as is the last copy sold to someone else: either refuses and rolls everything back.
 */
export async function checkout(ctx: AppContext, req: FastifyRequest, userId: string, raw: string | number[]): Promise<CheckoutAnswer> {
  const ids = parseCart(raw);
  let bought: { answer: CheckoutAnswer; limited: boolean } | null = null;
  const answer = await spendOnce(ctx, req, userId, async (tx) => {
    bought = await buy(tx, userId, ids);
    return bought.answer;
  });
  // Only when this request's own transaction committed (not a stored answer to a repeat).
  const mine = bought as { answer: CheckoutAnswer; limited: boolean } | null;
  if (mine && mine.answer === answer) {
    storeCatalog(ctx).noteSold(answer.purchased);
    if (mine.limited) await catalogChanged(ctx);
  }
  return answer;
}

async function buy(tx: Tx, userId: string, ids: number[]): Promise<{ answer: CheckoutAnswer; limited: boolean }> {
  const { rows } = await tx.execute<CartRow>(sql`
    SELECT i.id, i.name, i.cost_coins AS "costCoins", i.cost_gems AS "costGems", i.can_buy_with_coins AS "canBuyWithCoins",
      i.quantity, i.for_sale AS "forSale",
      EXISTS (SELECT 1 FROM inventory v WHERE v.user_id = buyer.id AND v.item_id = i.id) AS owned
    FROM (SELECT id FROM users WHERE id = ${userId} FOR UPDATE) AS buyer
    LEFT JOIN items i ON i.id = ANY(${sql.param(ids)}::int[])`);
  if (rows.length === 0) throw new NotFound('User not found');
  const byId = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r]));

  // Refusals name the first item at fault, in cart order.
  const seen = new Set<number>();
  for (const id of ids) {
    const item = byId.get(id);
    if (seen.has(id)) throw new Invalid(STORE_TEXT.duplicate(item?.name ?? `Item ${id}`), 'items');
    seen.add(id);
  }
  for (const id of ids) {
    const item = byId.get(id);
    if (!item) throw new NotFound(STORE_TEXT.unknown(id));
    if (!item.forSale) throw new Conflict(STORE_TEXT.notForSale(item.name));
    if (item.owned) throw new Conflict(STORE_TEXT.owned(item.name));
    if (item.quantity !== null && item.quantity <= 0) throw new Conflict(STORE_TEXT.soldOut(item.name));
  }

  const totals: Record<Currency, number> = { coins: 0, gems: 0, honor: 0 };
  for (const id of ids) {
    const p = priceOf(byId.get(id)!);
    totals[p.currency] += p.amount;
  }
  // A coins entry always (even 0): post() then answers the balances of a free cart too.
  const entries: LedgerEntry[] = [{ userId, currency: 'coins', amount: -totals.coins }];
  if (totals.gems > 0) entries.push({ userId, currency: 'gems', amount: -totals.gems });
  const balances = (await post(tx, entries, 'purchase', ids.join(','))).get(userId)!;

  const sorted = [...ids].sort((a, b) => a - b);
  const { rows: done } = await tx.execute<{ sold: number[] | null; added: number[] | null }>(sql`
    WITH sold AS (
      UPDATE items SET owners = owners + 1, quantity = quantity - 1
      WHERE id = ANY(${sql.param(sorted)}::int[]) AND (quantity IS NULL OR quantity > 0)
      RETURNING id
    ), added AS (
      INSERT INTO inventory (user_id, item_id) SELECT ${userId}, unnest(${sql.param(sorted)}::int[])
      ON CONFLICT DO NOTHING RETURNING item_id
    )
    SELECT (SELECT array_agg(id) FROM sold) AS sold, (SELECT array_agg(item_id) FROM added) AS added`);
  const sold = new Set(done[0]?.sold ?? []);
  const added = new Set(done[0]?.added ?? []);
  for (const id of ids) {
    if (!sold.has(id)) throw new Conflict(STORE_TEXT.soldOut(byId.get(id)!.name));
    if (!added.has(id)) throw new Conflict(STORE_TEXT.owned(byId.get(id)!.name));
  }
  return {
    answer: { success: true, message: STORE_TEXT.purchased(ids.length), purchased: ids, balances },
    limited: ids.some((id) => byId.get(id)!.quantity !== null),
  };
}
