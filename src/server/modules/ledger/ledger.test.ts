import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import type { Balances, Currency } from '@common/economy/currency';
import { ECONOMY_TEXT } from '@common/economy/currency';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { catalogChanged } from '../items/service';
import { inventory, items } from '../items/schema';
import { users } from '../users/schema';
import { ledger } from './schema';
import { balancesOf, credit, ledgerSums, openAccount, spend, transfer } from './service';

const t = useTestApp();
const PLAYERS = 5;
const players: { id: string; key: string }[] = [];
/** Cheap items, a few gem-only and a few with little stock, so carts often hit every refusal. */
const shop: { id: number; limited: boolean }[] = [];

beforeAll(async () => {
  for (let i = 0; i < PLAYERS; i++) {
    const [u] = await t.ctx.db.insert(users).values({ username: `Trader${i}`, email: `trader${i}@x.test` }).returning();
    await openAccount(t.ctx.db, u!.id, { coins: 400 + 150 * i, gems: 10 * i });
    players.push({ id: u!.id, key: await createSession(t.ctx, u!.id) });
  }
  for (let i = 0; i < 40; i++) {
    const gemOnly = i % 5 === 0;
    const [row] = await t.ctx.db
      .insert(items)
      .values({
        name: `Trinket ${i}`,
        creator: 'Dario',
        category: categoryByKey('handheld').id,
        costCoins: gemOnly ? 0 : 5 + ((i * 37) % 90),
        costGems: gemOnly ? 1 + (i % 7) : 0,
        canBuyWithCoins: !gemOnly,
        canBuyWithGems: gemOnly,
        quantity: i % 4 === 0 ? 2 : null,
        art: 'items/none',
      })
      .returning({ id: items.id, quantity: items.quantity });
    shop.push({ id: row!.id, limited: row!.quantity !== null });
  }
  await catalogChanged(t.ctx);
});

type Op =
  | { kind: 'buy'; player: number; cart: number[] }
  | { kind: 'transfer'; from: number; to: number; currency: Currency; amount: number }
  | { kind: 'grant'; player: number; currency: Currency; amount: number };

/** Built when the shop is stocked (its size bounds the item indexes). */
const opArb = (): fc.Arbitrary<Op> =>
  fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('buy' as const), player: fc.nat(PLAYERS - 1), cart: fc.array(fc.nat(shop.length + 1), { minLength: 0, maxLength: 4 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: fc.nat(PLAYERS - 1),
      to: fc.nat(PLAYERS - 1),
      currency: fc.constantFrom<Currency>('coins', 'gems'),
      amount: fc.integer({ min: 1, max: 400 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grant' as const), player: fc.nat(PLAYERS - 1), currency: fc.constantFrom<Currency>('coins', 'gems', 'honor'), amount: fc.integer({ min: -80, max: 80 }) }) },
);

/** Outcomes seen, to be sure the runs bought and refused things rather than only refusing. */
const outcomes = new Map<number, number>();

/** Runs one operation; refusals (payment, ownership, stock, bad cart) are expected outcomes. */
async function run(op: Op): Promise<void> {
  if (op.kind === 'buy') {
    // Index shop.length stands for an unknown id; the cart may repeat items (refused whole).
    const cart = op.cart.map((i) => shop[i]?.id ?? 99_999_999);
    const res = await t.call({ method: 'POST', url: '/api/store/checkout', payload: { items: JSON.stringify(cart) }, key: players[op.player]!.key });
    expect([200, 400, 402, 404, 409]).toContain(res.status);
    outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
    return;
  }
  await t.ctx.db
    .transaction(async (tx) => {
      if (op.kind === 'transfer') {
        if (op.from === op.to) return;
        await transfer(tx, players[op.from]!.id, players[op.to]!.id, op.currency, op.amount, 'tip');
      } else if (op.amount > 0) await credit(tx, players[op.player]!.id, op.currency, op.amount, 'grant');
      else if (op.amount < 0) await spend(tx, players[op.player]!.id, op.currency, -op.amount, 'post_fee');
    })
    .catch((err: Error) => expect(err.message).toBe(ECONOMY_TEXT.insufficientFunds));
}

async function checkInvariants(): Promise<void> {
  const balances = await balancesOf(
    t.ctx,
    players.map((p) => p.id),
  );
  for (const p of players) {
    const b = balances.get(p.id)!;
    for (const c of ['coins', 'gems', 'honor'] as const) expect(b[c]).toBeGreaterThanOrEqual(0);
    expect(b).toEqual(await ledgerSums(t.ctx.db, p.id));
  }
  // Stock: a limited item's copies left plus its owners is what it started with.
  const rows = await t.ctx.db
    .select({ id: items.id, quantity: items.quantity, owners: items.owners })
    .from(items)
    .where(
      inArray(
        items.id,
        shop.map((s) => s.id),
      ),
    );
  for (const r of rows) {
    const [{ n }] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${inventory} WHERE item_id = ${r.id}`)).rows as [{ n: number }];
    expect(r.owners).toBe(n);
    if (r.quantity !== null) expect(r.quantity + n).toBe(2);
  }
}

describe('the ledger', () => {
  it('keeps every balance equal to its ledger sum and never below 0 under random purchases and transfers, some concurrent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(opArb(), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        // Each batch runs at once (concurrently); batches run one after another.
        for (const batch of batches) await Promise.all(batch.map(run));
        await checkInvariants();
      }),
      { numRuns: 25 },
    );
    expect(outcomes.get(200)).toBeGreaterThan(5);
    expect(outcomes.get(402)).toBeGreaterThan(0);
    expect(outcomes.get(409)).toBeGreaterThan(0);
  });

  it('refuses a spend below 0 and writes nothing', async () => {
    const p = players[0]!;
    const before: Balances = (await balancesOf(t.ctx, [p.id])).get(p.id)!;
    const [{ n: rowsBefore }] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ledger} WHERE user_id = ${p.id}`)).rows as [{ n: number }];
    await expect(t.ctx.db.transaction((tx) => spend(tx, p.id, 'coins', before.coins + 1, 'post_fee'))).rejects.toThrow(ECONOMY_TEXT.insufficientFunds);
    expect((await balancesOf(t.ctx, [p.id])).get(p.id)).toEqual(before);
    const [{ n: rowsAfter }] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ledger} WHERE user_id = ${p.id}`)).rows as [{ n: number }];
    expect(rowsAfter).toBe(rowsBefore);
  });

  it('a CHECK constraint backs the rule up: no statement can take coins below 0', async () => {
    const p = players[1]!;
    await expect(t.ctx.db.update(users).set({ coins: -1 }).where(eq(users.id, p.id))).rejects.toThrow();
  });
});
