import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { defaultItemIds } from '@common/avatar/customization';
import { ECONOMY_TEXT } from '@common/economy/currency';
import { CART_MAX, STORE_TEXT } from '@common/economy/store';
import { executeNamed, type DbTransaction } from '../../db/client';
import { useTestApp } from '../../test/app';
import { sessions } from '../auth/schema';
import { catalogChanged, seedCatalog } from '../items/service';
import { inventory, items } from '../items/schema';
import { spendOnce } from '../ledger/idempotency';
import { ledger } from '../ledger/schema';
import { balancesOf, ledgerSums, spend } from '../ledger/service';
import { makePlayer } from '../../test/players';

const t = useTestApp();
const hat = categoryByKey('hat').id;

/** Items of our own, with prices and stock chosen for each case. */
const ids = { cap: 0, beret: 0, crown: 0, halo: 0, gone: 0, free: 0, hidden: 0 };

const player = (username: string, coins: number, gems: number) => makePlayer(t, { username, coins, gems });

async function item(name: string, fields: Partial<typeof items.$inferInsert>): Promise<number> {
  const [row] = await t.ctx.db
    .insert(items)
    .values({ name, creator: 'Dario', category: hat, art: 'items/none', ...fields })
    .returning({ id: items.id });
  return row!.id;
}

beforeAll(async () => {
  await seedCatalog(t.ctx);
  ids.cap = await item('Coin Cap', { costCoins: 300 });
  ids.beret = await item('Coin Beret', { costCoins: 200 });
  ids.crown = await item('Gem Crown', { costCoins: 0, costGems: 15, canBuyWithCoins: false, canBuyWithGems: true });
  ids.halo = await item('Last Halo', { costCoins: 50, quantity: 3 });
  ids.gone = await item('Sold Out Sombrero', { costCoins: 10, quantity: 0 });
  ids.free = await item('Free Visor', { costCoins: 0 });
  ids.hidden = await item('Hidden Hood', { costCoins: 10, forSale: false });
  await catalogChanged(t.ctx);
});

const buy = (key: string, cart: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/store/checkout', payload: { items: typeof cart === 'string' ? cart : JSON.stringify(cart) }, key, headers });

/** Everything a checkout may change, to show a refusal changed none of it. */
async function state(userId: string) {
  const [balances] = [(await balancesOf(t.ctx, [userId])).get(userId)];
  const owned = (await t.ctx.db.select({ id: inventory.itemId }).from(inventory).where(eq(inventory.userId, userId))).map((r) => r.id).sort();
  const stock = await t.ctx.db.select({ id: items.id, quantity: items.quantity, owners: items.owners }).from(items).where(inArray(items.id, Object.values(ids)));
  const [{ n }] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ledger} WHERE user_id = ${userId}`)).rows as [{ n: number }];
  return { balances, owned, stock: stock.sort((a, b) => a.id - b.id), ledgerRows: n };
}

async function expectBalancesMatchLedger(userId: string) {
  const balances = (await balancesOf(t.ctx, [userId])).get(userId)!;
  expect(balances.coins).toBeGreaterThanOrEqual(0);
  expect(balances.gems).toBeGreaterThanOrEqual(0);
  expect(balances).toEqual(await ledgerSums(t.ctx.db, userId));
}

describe('POST /api/store/checkout', () => {
  it('buys a cart paid in coins and gems, answering the ids and the new balances', async () => {
    const p = await player('Buyer', 1000, 20);
    const res = await buy(p.key, [ids.cap, ids.crown]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: STORE_TEXT.purchased(2), purchased: [ids.cap, ids.crown], balances: { coins: 700, gems: 5, honor: 0 } });
    const after = await state(p.id);
    expect(after.owned).toEqual([ids.cap, ids.crown].sort());
    expect(after.stock.find((s) => s.id === ids.cap)!.owners).toBe(1);
    await expectBalancesMatchLedger(p.id);
    const rows = await t.ctx.db.select().from(ledger).where(and(eq(ledger.userId, p.id), eq(ledger.reason, 'purchase')));
    expect(rows.map((r) => [r.currency, r.amount]).sort()).toEqual([
      ['coins', -300],
      ['gems', -15],
    ]);
  });

  it('accepts a free item and a plain list of ids', async () => {
    const p = await player('Freebie', 0, 0);
    const res = await t.call({ method: 'POST', url: '/api/store/checkout', payload: { items: [ids.free] }, key: p.key });
    expect(res.body).toMatchObject({ success: true, purchased: [ids.free], balances: { coins: 0, gems: 0 } });
  });

  describe('refuses the whole cart, changing nothing', () => {
    let p: { id: string; key: string };
    beforeAll(async () => {
      p = await player('Refused', 400, 10);
      expect((await buy(p.key, [ids.beret])).status).toBe(200);
    });

    it.each<[string, () => unknown, number, () => string]>([
      ['an empty cart', () => [], 400, () => STORE_TEXT.cartEmpty],
      ['not JSON', () => 'twelve', 400, () => STORE_TEXT.badItems],
      ['ids that are not whole numbers', () => [ids.cap, 1.5], 400, () => STORE_TEXT.badItems],
      ['too many items', () => Array.from({ length: CART_MAX + 1 }, (_, i) => i + 1), 400, () => STORE_TEXT.tooMany(CART_MAX)],
      ['an item twice', () => [ids.cap, ids.free, ids.cap], 400, () => STORE_TEXT.duplicate('Coin Cap')],
      ['an unknown item', () => [ids.cap, 99_999_999], 404, () => STORE_TEXT.unknown(99_999_999)],
      ['an item not for sale', () => [ids.cap, ids.hidden], 409, () => STORE_TEXT.notForSale('Hidden Hood')],
      ['a default outfit piece', () => [defaultItemIds(false)[0]!], 409, () => expect.stringMatching(/ is not for sale$/) as unknown as string],
      ['an item already owned', () => [ids.cap, ids.beret], 409, () => STORE_TEXT.owned('Coin Beret')],
      ['a sold-out item', () => [ids.free, ids.gone], 409, () => STORE_TEXT.soldOut('Sold Out Sombrero')],
      ['more coins than the player has', () => [ids.cap, ids.halo, ids.free], 402, () => ECONOMY_TEXT.insufficientFunds],
      ['more gems than the player has', () => [ids.crown], 402, () => STORE_TEXT.insufficientFunds],
    ])('%s', async (_, cart, status, message) => {
      const before = await state(p.id);
      const res = await buy(p.key, cart());
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message: message(), ...(res.body.field ? { field: 'items' } : {}) });
      expect(await state(p.id)).toEqual(before);
    });
  });

  it('100 concurrent checkouts with funds for one: exactly one succeeds', async () => {
    const p = await player('Racer', 300, 0);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => buy(p.key, [i % 2 ? ids.cap : ids.beret])));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results) if (r.status !== 200) expect([ECONOMY_TEXT.insufficientFunds, STORE_TEXT.owned('Coin Cap'), STORE_TEXT.owned('Coin Beret')]).toContain(r.body.message);
    expect((await state(p.id)).owned).toHaveLength(1);
    await expectBalancesMatchLedger(p.id);
  });

  it('a player buying the same item many times at once owns it once and pays once', async () => {
    const p = await player('Twice', 10_000, 0);
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(p.key, [ids.cap])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.message === STORE_TEXT.owned('Coin Cap'))).toBe(true);
    expect((await balancesOf(t.ctx, [p.id])).get(p.id)!.coins).toBe(9_700);
    await expectBalancesMatchLedger(p.id);
  });

  it('never sells more copies of a limited item than it has, however many buy at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => player(`Fan${i}`, 100, 0)));
    const results = await Promise.all(buyers.map((b) => buy(b.key, [ids.halo])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.message === STORE_TEXT.soldOut('Last Halo'))).toBe(true);
    const [row] = await t.ctx.db.select({ quantity: items.quantity, owners: items.owners }).from(items).where(eq(items.id, ids.halo));
    expect(row).toEqual({ quantity: 0, owners: 3 });
    const owners = await t.ctx.db.select().from(inventory).where(eq(inventory.itemId, ids.halo));
    expect(owners).toHaveLength(3);
    for (const b of buyers) await expectBalancesMatchLedger(b.id);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat with the same key returns the first answer and charges nothing', async () => {
    const p = await player('Repeater', 1000, 0);
    const first = await buy(p.key, [ids.cap], { 'idempotency-key': 'cart-1' });
    const again = await buy(p.key, [ids.cap], { 'idempotency-key': 'cart-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await balancesOf(t.ctx, [p.id])).get(p.id)!.coins).toBe(700);
    await expectBalancesMatchLedger(p.id);
  });

  it('concurrent repeats charge once and all get the first answer', async () => {
    const p = await player('Hammer', 1000, 0);
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(p.key, [ids.beret, ids.cap], { 'idempotency-key': 'same-click' })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect((await balancesOf(t.ctx, [p.id])).get(p.id)!.coins).toBe(500);
    await expectBalancesMatchLedger(p.id);
  });

  it('a stored answer is looked up by its index even where the planner would scan a small table (plans are kept)', async () => {
    // The checkout's plan is made once per connection and kept: made on a nearly empty table,
    // a scan of all of it would be kept as the table grew (see connectDatabase).
    await t.ctx.db.execute(sql`ANALYZE idempotency_keys`);
    const plan = await executeNamed<{ 'QUERY PLAN': string }>(
      t.ctx.planned,
      'explain_stored_answer',
      sql.raw(`EXPLAIN SELECT scope, response FROM idempotency_keys WHERE user_id = '00000000-0000-0000-0000-000000000000' AND key = 'k'`),
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('idempotency_keys_user_id_key_pk');
    expect(text).not.toContain('Seq Scan');
  });

  it('keys are per player, a refusal is not remembered, and a key reused on another route is refused', async () => {
    const a = await player('KeyA', 1000, 0);
    const b = await player('KeyB', 100, 0);
    expect((await buy(a.key, [ids.cap], { 'idempotency-key': 'k' })).status).toBe(200);
    const poor = await buy(b.key, [ids.cap], { 'idempotency-key': 'k' });
    expect(poor.body.message).toBe(ECONOMY_TEXT.insufficientFunds);
    expect((await buy(b.key, [ids.beret], { 'idempotency-key': 'k' })).status).toBe(402);

    const elsewhere = { headers: { 'idempotency-key': 'k' }, method: 'POST', routeOptions: { url: '/api/forum/tip' }, url: '/api/forum/tip' } as unknown as FastifyRequest;
    await expect(spendOnce(t.ctx, elsewhere, a.id, async () => ({ ok: true }))).rejects.toThrow(ECONOMY_TEXT.idempotencyReused);
    expect((await buy(a.key, [ids.beret], { 'idempotency-key': 'x'.repeat(129) })).body.message).toBe(ECONOMY_TEXT.idempotencyKey);
  });
});

describe('races seen only by the statement’s writes undo all of it', () => {
  /** Waits until a checkout is queued behind a lock the test's own transaction holds. */
  async function untilCheckoutWaits(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      // The checkout statement begins with its `live` CTE (pg_stat_activity keeps a query's first kilobyte).
      const { rows } = await t.ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%WITH live AS%'`,
      );
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the checkout never waited');
  }

  /** Runs `hold` in a transaction that commits only once a checkout of `cart` waits behind it. */
  async function checkoutBehind(hold: (tx: DbTransaction) => Promise<unknown>, key: string, cart: number[]) {
    let pending: ReturnType<typeof buy> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await hold(tx);
      pending = buy(key, cart);
      await untilCheckoutWaits();
    });
    return pending!;
  }

  it('the last copy sold to someone else while the checkout waited: sold out, nothing taken or paid', async () => {
    const last = await item('Very Last Lantern', { costCoins: 40, quantity: 1 });
    await catalogChanged(t.ctx);
    const p = await player('LateBuyer', 500, 0);
    const before = await state(p.id);
    // Another sale takes the last copy in a transaction that commits while the checkout waits on its row.
    const res = await checkoutBehind((tx) => tx.update(items).set({ quantity: 0 }).where(eq(items.id, last)), p.key, [ids.free, last]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STORE_TEXT.soldOut('Very Last Lantern'));
    expect(await state(p.id)).toEqual(before);
    await expectBalancesMatchLedger(p.id);
  });

  it('the item reached the inventory meanwhile (a twin checkout): already owned, nothing paid', async () => {
    const p = await player('TwinBuyer', 500, 0);
    const before = await state(p.id);
    const res = await checkoutBehind((tx) => tx.insert(inventory).values({ userId: p.id, itemId: ids.beret }), p.key, [ids.beret]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STORE_TEXT.owned('Coin Beret'));
    const after = await state(p.id);
    expect(after.balances).toEqual(before.balances);
    expect(after.ledgerRows).toBe(before.ledgerRows);
    expect(after.stock).toEqual(before.stock);
  });

  it('coins spent elsewhere while the checkout waited on the buyer: insufficient funds, nothing taken', async () => {
    const p = await player('DrainedBuyer', 300, 0);
    const before = await state(p.id);
    const res = await checkoutBehind((tx) => spend(tx, p.id, 'coins', 200, 'post_fee'), p.key, [ids.cap]);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(ECONOMY_TEXT.insufficientFunds);
    const after = await state(p.id);
    expect(after.balances!.coins).toBe(before.balances!.coins - 200);
    expect(after.owned).toEqual(before.owned);
    await expectBalancesMatchLedger(p.id);
  });

  it('a session signed out after its store page was kept in memory cannot buy; nor can a request without one', async () => {
    const p = await player('SignedOut', 500, 0);
    expect((await t.call({ method: 'GET', url: '/api/store?limit=1', key: p.key })).status).toBe(200);
    const before = await state(p.id);
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, p.id));
    const res = await buy(p.key, [ids.cap], { 'idempotency-key': 'after-sign-out' });
    expect(res.status).toBe(401);
    expect(await state(p.id)).toEqual(before);
    const anonymous = await t.call({ method: 'POST', url: '/api/store/checkout', payload: { items: 'not even a cart' } });
    expect(anonymous.status).toBe(401);
  });
});
