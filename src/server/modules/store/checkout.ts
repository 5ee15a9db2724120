import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { INT4_MAX } from '@common/api/params';
import type { checkoutResponseSchema } from '@common/api/routes/store';
import { CREATOR_SHARE_PERCENT } from '@common/creator/submission';
import { ECONOMY_TEXT, type Balances } from '@common/economy/currency';
import { CART_MAX, STORE_TEXT, cartTotals } from '@common/economy/store';
import type { AppContext } from '../../context';
import { namedStatement } from '../../db/client';
import { Conflict, Invalid, NotFound, PaymentRequired, Unauthorized } from '../../errors';
import { sessions } from '../auth/schema';
import { hashKey } from '../auth/sessions';
import { catalogChanged } from '../items/service';
import { answerOf, idempotencyKeyOf, storedAnswerOfSession } from '../ledger/idempotency';
import { idempotencyKeys } from '../ledger/schema';
import { ledgerPosting, reasonSql } from '../ledger/statement';
import { users } from '../users/schema';
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
  // Item ids are int4: a larger one names no item, and PostgreSQL would refuse it (a 500).
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= INT4_MAX)) throw new Invalid(STORE_TEXT.badItems, 'items');
  if (ids.length === 0) throw new Invalid(STORE_TEXT.cartEmpty, 'items');
  if (ids.length > CART_MAX) throw new Invalid(STORE_TEXT.tooMany(CART_MAX), 'items');
  return ids as number[];
}

/** One item of the cart as the statement read it (before any of its writes). */
type CartItem = {
  id: number;
  name: string;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  quantity: number | null;
  forSale: boolean;
  owned: boolean;
};

type CheckoutRow = {
  userId: string;
  /** The answer stored under this request's Idempotency-Key, when it is a repeat. */
  prior: { scope: string; response: CheckoutAnswer } | null;
  /** Whether the statement found the cart buyable and bought it. */
  ok: boolean;
  coins: number;
  gems: number;
  items: CartItem[] | null;
  /** The buyer's balances after paying, when it bought. */
  balances: Balances | null;
};

/**
 * Buys a cart, all or nothing, in one statement that is its own transaction: one database
 * round trip in all (registerKeyedRoute), planned once per connection under its name:
 * - find the player by the request's session key, and any answer already stored under its
 *   Idempotency-Key (a repeat gets that answer and is charged nothing);
 * - lock the buyer's row together with the rows of the creators of any creator items in the
 *   cart, in id order (as the ledger orders its updates: two players buying each other's items
 *   at once, or a purchase racing a tip, never deadlock);
 * - read the cart's items, what the player owns and can pay, and, only when all of it allows
 *   the purchase, add the items to the inventory, count one more owner each, take one copy of
 *   a limited item only while copies are left (item rows locked in id order), and pay through
 *   the ledger's CTEs (ledger/statement.ts): the price from the buyer, and each creator's share
 *   of each coin price (CREATOR_SHARE_PERCENT) to the creator;
 * - with an Idempotency-Key, store the answer: a twin racing this one fails on its primary key
 *   (or on the inventory) and is answered what this one stored.
 * Its reads are from before it waited for the locks. A race that shows up only in its writes
 * (a twin checkout bought the item, the last copy went to someone else) raises a refusal
 * inside the statement (oldroad_refuse, migration 0017), which undoes all of it.
 */
export async function checkout(ctx: AppContext, req: FastifyRequest, sessionKey: string, raw: string | number[]): Promise<CheckoutAnswer> {
  const cart = parseCart(raw);
  const keyed = idempotencyKeyOf(req);
  const sessionHash = hashKey(sessionKey);
  const ids = [...new Set(cart)].sort((a, b) => a - b);
  const stored = { success: true, message: STORE_TEXT.purchased(cart.length), purchased: cart } as const;
  let head: CheckoutRow | undefined;
  try {
    [head] = await buy(ctx.planned, {
      sessionHash,
      ids,
      duplicated: ids.length !== cart.length,
      key: keyed?.key ?? null,
      scope: keyed?.scope ?? null,
      stored: JSON.stringify(stored),
      ref: cart.join(','),
    });
  } catch (err) {
    if (keyed) {
      const again = await storedAnswerOfSession<CheckoutAnswer>(ctx.db, sessionHash, keyed);
      if (again.found) return again.response;
    }
    throw refusalOf(err) ?? err;
  }
  if (!head) throw new Unauthorized();
  const repeat = keyed ? answerOf<CheckoutAnswer>(head.prior ?? undefined, keyed) : null;
  if (repeat?.found) return repeat.response;
  const byId = new Map((head.items ?? []).map((r) => [r.id, r]));
  if (!head.ok) throw refusal(cart, byId, head);

  // The buyer's next page from this process shows the purchase, before the notice is back.
  ctx.changes?.deliver('user', head.userId);
  storeCatalog(ctx).noteSold(cart);
  if (cart.some((id) => byId.get(id)!.quantity !== null)) await catalogChanged(ctx);
  return { ...stored, balances: head.balances! };
}

/** The values of the checkout statement (`buy` below). */
type BuyValues = {
  sessionHash: string;
  /** The cart's distinct ids in ascending order: rows are locked in one order by every checkout. */
  ids: number[];
  /** The cart named an item twice (refused, after reading the items to name it). */
  duplicated: boolean;
  /** The request's Idempotency-Key and route, or null. */
  key: string | null;
  scope: string | null;
  /** What an Idempotency-Key repeat is answered, as JSON (its balances are filled in by the statement). */
  stored: string;
  /** The ledger rows' ref: the cart's ids. */
  ref: string;
};

const v = (name: keyof BuyValues) => sql.placeholder(name);

/** The buyer, as the statement found them by their session. */
const BUYER = sql`(SELECT user_id FROM live)`;

/** The checkout statement, rendered once (see checkout() for what it does). */
const buy = namedStatement<CheckoutRow, BuyValues>('store_checkout', sql`
  WITH live AS (
    SELECT user_id FROM ${sessions} WHERE key_hash = ${v('sessionHash')} AND expires_at > now()
  ), prior AS (
    SELECT scope, response FROM ${idempotencyKeys} WHERE user_id = ${BUYER} AND key = ${v('key')}::text
  ), creators AS (
    SELECT item_id, submitter_id FROM creator_submissions WHERE item_id = ANY(${v('ids')}::int[]) AND status = 'approved'
  ), locked AS MATERIALIZED (
    -- One array, so the primary key's index finds the rows (an OR of the two scanned every user).
    -- Nobody's row is locked for a key that signs no one in.
    SELECT id, coins, gems FROM ${users} WHERE id = ANY (ARRAY(SELECT submitter_id FROM creators) || ${BUYER}) AND EXISTS (SELECT 1 FROM live)
    ORDER BY id FOR UPDATE
  ), buyer AS (
    SELECT id, coins, gems FROM locked WHERE id = ${BUYER}
  ), cart AS (
    SELECT i.id, i.name, i.cost_coins, i.cost_gems, i.can_buy_with_coins, i.quantity, i.for_sale,
      EXISTS (SELECT 1 FROM inventory v WHERE v.user_id = ${BUYER} AND v.item_id = i.id) AS owned
    FROM items i WHERE i.id = ANY(${v('ids')}::int[])
  ), totals AS (
    -- As priceOf (common/economy/store.ts): coins when it can be bought with coins, else gems.
    SELECT coalesce(sum(cost_coins) FILTER (WHERE can_buy_with_coins), 0)::int AS coins,
      coalesce(sum(cost_gems) FILTER (WHERE NOT can_buy_with_coins), 0)::int AS gems
    FROM cart
  ), verdict AS (
    SELECT NOT EXISTS (SELECT 1 FROM prior) AND NOT ${v('duplicated')}::boolean
      AND (SELECT count(*) FROM cart) = cardinality(${v('ids')}::int[])
      AND NOT EXISTS (SELECT 1 FROM cart WHERE NOT for_sale OR owned OR quantity <= 0)
      AND t.coins <= b.coins AND t.gems <= b.gems AS ok
    FROM buyer b CROSS JOIN totals t
  ), sold AS (
    UPDATE items SET owners = owners + 1, quantity = quantity - 1
    WHERE id = ANY(${v('ids')}::int[]) AND (quantity IS NULL OR quantity > 0) AND (SELECT ok FROM verdict)
    RETURNING id
  ), added AS (
    INSERT INTO inventory (user_id, item_id) SELECT ${BUYER}, unnest(${v('ids')}::int[]) WHERE (SELECT ok FROM verdict)
    ON CONFLICT DO NOTHING RETURNING item_id
  ), ${ledgerPosting(
    sql`
      SELECT b.id AS user_id, 'coins' AS currency, -t.coins AS amount, ${reasonSql('purchase')} AS reason FROM buyer b CROSS JOIN totals t
      UNION ALL SELECT b.id, 'gems', -t.gems, ${reasonSql('purchase')} FROM buyer b CROSS JOIN totals t
      -- As creatorShareOf (common/creator/submission.ts): the share of each coin price, rounded down.
      UNION ALL SELECT c.submitter_id, 'coins', i.cost_coins * ${CREATOR_SHARE_PERCENT}::int / 100, ${reasonSql('creator_share')}
      FROM creators c JOIN cart i ON i.id = c.item_id
      WHERE i.can_buy_with_coins AND c.submitter_id <> ${BUYER} AND i.cost_coins * ${CREATOR_SHARE_PERCENT}::int / 100 > 0`,
    sql`(SELECT ok FROM verdict)`,
    v('ref'),
  )}, kept AS (
    INSERT INTO ${idempotencyKeys} (user_id, key, scope, response)
    SELECT p.id, ${v('key')}::text, ${v('scope')}::text,
      ${v('stored')}::jsonb || jsonb_build_object('balances', jsonb_build_object('coins', p.coins, 'gems', p.gems, 'honor', p.honor))
    FROM ledger_paid p WHERE p.id = ${BUYER} AND ${v('key')}::text IS NOT NULL
  )
  SELECT b.id AS "userId", (SELECT json_build_object('scope', scope, 'response', response) FROM prior) AS prior, v.ok, b.coins, b.gems,
    (SELECT json_agg(json_build_object('id', id, 'name', name, 'costCoins', cost_coins, 'costGems', cost_gems,
      'canBuyWithCoins', can_buy_with_coins, 'quantity', quantity, 'forSale', for_sale, 'owned', owned)) FROM cart) AS items,
    (SELECT json_build_object('coins', coins, 'gems', gems, 'honor', honor) FROM ledger_paid WHERE id = b.id) AS balances,
    CASE
      WHEN NOT v.ok THEN 0
      WHEN (SELECT count(*) FROM sold) < cardinality(${v('ids')}::int[])
        THEN oldroad_refuse('sold_out', (SELECT name FROM cart WHERE id NOT IN (SELECT id FROM sold) ORDER BY id LIMIT 1))
      WHEN (SELECT count(*) FROM added) < cardinality(${v('ids')}::int[])
        THEN oldroad_refuse('owned', (SELECT name FROM cart WHERE id NOT IN (SELECT item_id FROM added) ORDER BY id LIMIT 1))
      ELSE 0
    END AS raced
  FROM buyer b CROSS JOIN verdict v`);

/** Why the statement refused a cart it read: the first item at fault in cart order, else funds. */
function refusal(cart: number[], byId: Map<number, CartItem>, buyer: { coins: number; gems: number }): Error {
  const seen = new Set<number>();
  for (const id of cart) {
    if (seen.has(id)) return new Invalid(STORE_TEXT.duplicate(byId.get(id)?.name ?? `Item ${id}`), 'items');
    seen.add(id);
  }
  for (const id of cart) {
    const item = byId.get(id);
    if (!item) return new NotFound(STORE_TEXT.unknown(id));
    if (!item.forSale) return new Conflict(STORE_TEXT.notForSale(item.name));
    if (item.owned) return new Conflict(STORE_TEXT.owned(item.name));
    if (item.quantity !== null && item.quantity <= 0) return new Conflict(STORE_TEXT.soldOut(item.name));
  }
  const totals = cartTotals(cart.map((id) => byId.get(id)!));
  if (totals.coins > buyer.coins || totals.gems > buyer.gems) return new PaymentRequired(ECONOMY_TEXT.insufficientFunds);
  return new Error('checkout: the statement refused a cart its own reads allow');
}

/** A refusal raised inside the statement (a race seen only in its writes), as the player's error. */
function refusalOf(err: unknown): Error | null {
  const e = (err as { cause?: unknown }).cause ?? err;
  const { code, message, detail } = e as { code?: string; message?: string; detail?: string };
  if (code === 'OR402') return new PaymentRequired(ECONOMY_TEXT.insufficientFunds);
  if (code !== 'OR409') return null;
  if (message === 'sold_out') return new Conflict(STORE_TEXT.soldOut(detail ?? ''));
  if (message === 'owned') return new Conflict(STORE_TEXT.owned(detail ?? ''));
  return null;
}
