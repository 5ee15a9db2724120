import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { checkoutResponseSchema } from '@common/api/routes/store';
import { creatorShareOf } from '@common/creator/submission';
import { ECONOMY_TEXT, type Currency } from '@common/economy/currency';
import { CART_MAX, STORE_TEXT, priceOf } from '@common/economy/store';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound, PaymentRequired } from '../../errors';
import { FIRST_SUBMITTED_ITEM_ID } from '../items/schema';
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
  /** Whether the statement found the cart buyable and took it (inventory, stock, owners). */
  ok: boolean;
  coins: number;
  gems: number;
  id: number | null;
  name: string;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  quantity: number | null;
  forSale: boolean;
  owned: boolean;
  sold: number[] | null;
  added: number[] | null;
};

/**
 * Buys a cart, all or nothing, in one transaction of three statements (through spendOnce, so
 * an Idempotency-Key repeat gets the first answer):
 * 1. lock the buyer's row (a player's checkouts run one at a time), read the cart's items, what
 *    the player owns and can pay, and, only when all of it allows the purchase, add the items
 *    to the inventory and count one more owner each, taking one copy of a limited item only
 *    while copies are left (item rows locked in id order: checkouts sharing items never
 *    deadlock). Reads in that statement are from before it waited for the lock, so a twin
 *    checkout that bought the same item meanwhile shows as an inventory conflict, and the last
 *    copy sold to someone else as a missing stock update: either refuses and rolls back;
 * 2-3. pay through the ledger (conditional update, never below 0, plus the ledger rows).
 * Before them one statement locks the buyer's row together with the rows of the creators of
 * any creator items in the cart (id order), whose share of each coin price (CREATOR_SHARE_PERCENT)
 * is credited through the ledger after the payment, in the same transaction.
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
    // The buyer's next page from this process shows the purchase, before the notice is back.
    ctx.changes?.heard('user', userId);
    storeCatalog(ctx).noteSold(answer.purchased);
    if (mine.limited) await catalogChanged(ctx);
  }
  return answer;
}

const BUY = (userId: string, ids: number[], duplicated: boolean) => sql`
  WITH buyer AS (
    SELECT id, coins, gems FROM users WHERE id = ${userId} FOR UPDATE
  ), cart AS (
    SELECT i.id, i.name, i.cost_coins, i.cost_gems, i.can_buy_with_coins, i.quantity, i.for_sale,
      EXISTS (SELECT 1 FROM inventory v WHERE v.user_id = ${userId} AND v.item_id = i.id) AS owned
    FROM items i WHERE i.id = ANY(${sql.param(ids)}::int[])
  ), verdict AS (
    SELECT NOT ${duplicated}::boolean
      AND (SELECT count(*) FROM cart) = ${ids.length}
      AND NOT EXISTS (SELECT 1 FROM cart WHERE NOT for_sale OR owned OR quantity <= 0)
      AND (SELECT coalesce(sum(cost_coins) FILTER (WHERE can_buy_with_coins), 0) FROM cart) <= b.coins
      AND (SELECT coalesce(sum(cost_gems) FILTER (WHERE NOT can_buy_with_coins), 0) FROM cart) <= b.gems AS ok
    FROM buyer b
  ), sold AS (
    UPDATE items SET owners = owners + 1, quantity = quantity - 1
    WHERE id = ANY(${sql.param(ids)}::int[]) AND (quantity IS NULL OR quantity > 0) AND (SELECT ok FROM verdict)
    RETURNING id
  ), added AS (
    INSERT INTO inventory (user_id, item_id) SELECT ${userId}, unnest(${sql.param(ids)}::int[]) WHERE (SELECT ok FROM verdict)
    ON CONFLICT DO NOTHING RETURNING item_id
  )
  SELECT v.ok, b.coins, b.gems, c.id, c.name, c.cost_coins AS "costCoins", c.cost_gems AS "costGems",
    c.can_buy_with_coins AS "canBuyWithCoins", c.quantity, c.for_sale AS "forSale", c.owned,
    (SELECT array_agg(id) FROM sold) AS sold, (SELECT array_agg(item_id) FROM added) AS added
  FROM buyer b CROSS JOIN verdict v LEFT JOIN cart c ON true`;

/**
 * The creators of the cart's approved creator items, with the buyer's and their rows locked
 * in id order (as the ledger orders its updates), so two players buying each other's items at
 * once, or a purchase racing a tip, never deadlock.
 */
const LOCK_WITH_CREATORS = (userId: string, ids: number[]) => sql`
  WITH creators AS (
    SELECT item_id, submitter_id FROM creator_submissions WHERE item_id = ANY(${sql.param(ids)}::int[]) AND status = 'approved'
  ), locked AS (
    SELECT id FROM users WHERE id = ${userId} OR id IN (SELECT submitter_id FROM creators) ORDER BY id FOR UPDATE
  )
  SELECT c.item_id AS "itemId", c.submitter_id AS "creatorId", (SELECT count(*) FROM locked) AS locked
  FROM (SELECT 1) one LEFT JOIN creators c ON true`;

async function buy(tx: Tx, userId: string, cart: number[]): Promise<{ answer: CheckoutAnswer; limited: boolean }> {
  // Ids sorted: item rows are locked in one order by every checkout.
  const ids = [...new Set(cart)].sort((a, b) => a - b);
  // Only a cart with submitted items can owe a creator a share; a cart of house items skips
  // the extra statement (the buy statement locks the buyer's row by itself).
  const mayOweShares = ids.some((id) => id >= FIRST_SUBMITTED_ITEM_ID);
  const creatorRows = mayOweShares ? (await tx.execute<{ itemId: number | null; creatorId: string | null }>(LOCK_WITH_CREATORS(userId, ids))).rows : [];
  const creatorOf = new Map(creatorRows.filter((r) => r.itemId !== null).map((r) => [r.itemId!, r.creatorId!]));
  const { rows } = await tx.execute<CartRow>(BUY(userId, ids, ids.length !== cart.length));
  const head = rows[0];
  if (!head) throw new NotFound('User not found');
  const byId = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r]));

  // Refusals name the first item at fault, in cart order; the statement took nothing then.
  const seen = new Set<number>();
  for (const id of cart) {
    if (seen.has(id)) throw new Invalid(STORE_TEXT.duplicate(byId.get(id)?.name ?? `Item ${id}`), 'items');
    seen.add(id);
  }
  for (const id of cart) {
    const item = byId.get(id);
    if (!item) throw new NotFound(STORE_TEXT.unknown(id));
    if (!item.forSale) throw new Conflict(STORE_TEXT.notForSale(item.name));
    if (item.owned) throw new Conflict(STORE_TEXT.owned(item.name));
    if (item.quantity !== null && item.quantity <= 0) throw new Conflict(STORE_TEXT.soldOut(item.name));
  }
  const totals: Record<Currency, number> = { coins: 0, gems: 0, honor: 0 };
  for (const id of cart) {
    const p = priceOf(byId.get(id)!);
    totals[p.currency] += p.amount;
  }
  if (totals.coins > head.coins || totals.gems > head.gems) throw new PaymentRequired(ECONOMY_TEXT.insufficientFunds);
  if (!head.ok) throw new Error('checkout: the statement refused a cart the checks allow');

  // Someone else took the last copy, or a twin checkout bought the item, after the reads above.
  const sold = new Set(head.sold ?? []);
  const added = new Set(head.added ?? []);
  for (const id of cart) {
    if (!sold.has(id)) throw new Conflict(STORE_TEXT.soldOut(byId.get(id)!.name));
    if (!added.has(id)) throw new Conflict(STORE_TEXT.owned(byId.get(id)!.name));
  }

  // A coins entry always (even 0): post() then answers the balances of a free cart too.
  const entries: LedgerEntry[] = [{ userId, currency: 'coins', amount: -totals.coins }];
  if (totals.gems > 0) entries.push({ userId, currency: 'gems', amount: -totals.gems });
  const balances = (await post(tx, entries, 'purchase', cart.join(','))).get(userId)!;
  // Each creator item bought with coins pays its creator their share, in this transaction.
  const shares: LedgerEntry[] = [];
  for (const id of cart) {
    const creatorId = creatorOf.get(id);
    const p = priceOf(byId.get(id)!);
    const amount = p.currency === 'coins' ? creatorShareOf(p.amount) : 0;
    if (creatorId && creatorId !== userId && amount > 0) shares.push({ userId: creatorId, currency: 'coins', amount });
  }
  if (shares.length) await post(tx, shares, 'creator_share', cart.join(','));
  return {
    answer: { success: true, message: STORE_TEXT.purchased(cart.length), purchased: cart, balances },
    limited: cart.some((id) => byId.get(id)!.quantity !== null),
  };
}
