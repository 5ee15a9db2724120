import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { checkoutResponseSchema } from '@common/api/routes/store';
import { creatorShareOf } from '@common/creator/submission';
import { ECONOMY_TEXT } from '@common/economy/currency';
import { CART_MAX, STORE_TEXT, cartTotals, priceOf } from '@common/economy/store';
import type { AppContext } from '../../context';
import { executeNamed } from '../../db/client';
import { Conflict, Invalid, NotFound, PaymentRequired } from '../../errors';
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
  /** Each approved creator item of the cart with its creator. */
  creators: { itemId: number; creatorId: string }[] | null;
};

/**
 * Buys a cart, all or nothing, in one transaction (through spendOnce, so an Idempotency-Key
 * repeat gets the first answer) of two statements, each named so that a connection plans it
 * once. The first:
 * - lock the buyer's row together with the rows of the creators of any creator items in the
 *   cart, in id order (as the ledger orders its updates: two players buying each other's items
 *   at once, or a purchase racing a tip, never deadlock);
 * - read the cart's items, what the player owns and can pay, and, only when all of it allows
 *   the purchase, add the items to the inventory, count one more owner each and take one copy
 *   of a limited item only while copies are left (item rows locked in id order);
 * then pay through the ledger (conditional update, never below 0, plus the ledger rows).
 * Reads in that statement are from before it waited for the locks, so a twin checkout that
 * bought the same item meanwhile shows as an inventory conflict, and the last copy sold to
 * someone else as a missing stock update: either refuses and rolls back the whole transaction.
 * Each creator's share of each coin price (CREATOR_SHARE_PERCENT) is credited through the
 * ledger after it, in the same transaction.
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

/** `ids`: the cart's distinct ids in ascending order; `duplicated`: the cart named one twice. */
const BUY = (userId: string, ids: number[], duplicated: boolean) => sql`
  WITH creators AS (
    SELECT item_id, submitter_id FROM creator_submissions WHERE item_id = ANY(${sql.param(ids)}::int[]) AND status = 'approved'
  ), locked AS MATERIALIZED (
    -- One array, so the primary key's index finds the rows (an OR of the two scanned every user).
    SELECT id, coins, gems FROM users WHERE id = ANY (ARRAY(SELECT submitter_id FROM creators) || ${userId}::uuid) ORDER BY id FOR UPDATE
  ), buyer AS (
    SELECT id, coins, gems FROM locked WHERE id = ${userId}::uuid
  ), cart AS (
    SELECT i.id, i.name, i.cost_coins, i.cost_gems, i.can_buy_with_coins, i.quantity, i.for_sale,
      EXISTS (SELECT 1 FROM inventory v WHERE v.user_id = ${userId}::uuid AND v.item_id = i.id) AS owned
    FROM items i WHERE i.id = ANY(${sql.param(ids)}::int[])
  ), totals AS (
    SELECT coalesce(sum(cost_coins) FILTER (WHERE can_buy_with_coins), 0)::int AS coins,
      coalesce(sum(cost_gems) FILTER (WHERE NOT can_buy_with_coins), 0)::int AS gems
    FROM cart
  ), verdict AS (
    SELECT NOT ${duplicated}::boolean
      AND (SELECT count(*) FROM cart) = cardinality(${sql.param(ids)}::int[])
      AND NOT EXISTS (SELECT 1 FROM cart WHERE NOT for_sale OR owned OR quantity <= 0)
      AND t.coins <= b.coins AND t.gems <= b.gems AS ok
    FROM buyer b CROSS JOIN totals t
  ), sold AS (
    UPDATE items SET owners = owners + 1, quantity = quantity - 1
    WHERE id = ANY(${sql.param(ids)}::int[]) AND (quantity IS NULL OR quantity > 0) AND (SELECT ok FROM verdict)
    RETURNING id
  ), added AS (
    INSERT INTO inventory (user_id, item_id) SELECT ${userId}::uuid, unnest(${sql.param(ids)}::int[]) WHERE (SELECT ok FROM verdict)
    ON CONFLICT DO NOTHING RETURNING item_id
  )
  SELECT v.ok, b.coins, b.gems, c.id, c.name, c.cost_coins AS "costCoins", c.cost_gems AS "costGems",
    c.can_buy_with_coins AS "canBuyWithCoins", c.quantity, c.for_sale AS "forSale", c.owned,
    (SELECT array_agg(id) FROM sold) AS sold, (SELECT array_agg(item_id) FROM added) AS added,
    (SELECT json_agg(json_build_object('itemId', item_id, 'creatorId', submitter_id)) FROM creators) AS creators
  FROM buyer b CROSS JOIN verdict v LEFT JOIN cart c ON true`;

async function buy(tx: Tx, userId: string, cart: number[]): Promise<{ answer: CheckoutAnswer; limited: boolean }> {
  // Ids sorted: item rows are locked in one order by every checkout.
  const ids = [...new Set(cart)].sort((a, b) => a - b);
  const rows = await executeNamed<CartRow>(tx, 'store_checkout', BUY(userId, ids, ids.length !== cart.length));
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
  const totals = cartTotals(cart.map((id) => byId.get(id)!));
  if (totals.coins > head.coins || totals.gems > head.gems) throw new PaymentRequired(ECONOMY_TEXT.insufficientFunds);
  if (!head.ok) throw new Error('checkout: the statement refused a cart the checks allow');

  // Someone else took the last copy, or a twin checkout bought the item, after the reads above.
  const sold = new Set(head.sold ?? []);
  const added = new Set(head.added ?? []);
  for (const id of cart) {
    if (!sold.has(id)) throw new Conflict(STORE_TEXT.soldOut(byId.get(id)!.name));
    if (!added.has(id)) throw new Conflict(STORE_TEXT.owned(byId.get(id)!.name));
  }
  // A coins entry always (even 0): post() then answers the balances of a free cart too. The
  // payment is a statement of its own: it must read the buyer's row as it is now (locked by the
  // statement above), not as the statement's snapshot saw it before waiting for the lock.
  const entries: LedgerEntry[] = [{ userId, currency: 'coins', amount: -totals.coins }];
  if (totals.gems > 0) entries.push({ userId, currency: 'gems', amount: -totals.gems });
  const balances = (await post(tx, entries, 'purchase', cart.join(','))).get(userId)!;

  // Each creator item bought with coins pays its creator their share, in this transaction.
  const creatorOf = new Map((head.creators ?? []).map((c) => [c.itemId, c.creatorId]));
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
