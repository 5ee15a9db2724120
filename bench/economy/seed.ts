import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ITEM_CATEGORIES } from '@common/avatar/categories';
import type { AppContext } from '@server/context';
import { hashKey } from '@server/modules/auth/sessions';
import { sessions } from '@server/modules/auth/schema';
import { catalogChanged } from '@server/modules/items/service';
import { items } from '@server/modules/items/schema';
import { users } from '@server/modules/users/schema';
import type { Fixture } from './protocol';

/**
 * A store of 10,000 items and 10,000 players for the benchmark, written in bulk:
 * - items spread over every category: 70% common (coins), 20% rare (coins or gems), 8% epic
 *   (gems), 2% legendary (gems, 100 copies); the last CHECKOUT_POOL commons are owned by nobody,
 *   so checkouts can buy them;
 * - players with plenty of coins and gems, each balance written with its ledger row (what
 *   openAccount does, in one statement for all), 20 owned items each (owners counted), and a
 *   session key each.
 */
export const ITEMS = 10_000;
export const PLAYERS = 10_000;
const OWNED_PER_PLAYER = 20;
const CHECKOUT_POOL = 2_000;

const ADJECTIVES = ['Velvet', 'Sunny', 'Midnight', 'Rustic', 'Neon', 'Frosty', 'Golden', 'Mossy', 'Crimson', 'Dusty', 'Silver', 'Lucky'];
const NOUNS = ['Charm', 'Classic', 'Dream', 'Wave', 'Bloom', 'Spark', 'Drift', 'Echo', 'Ember', 'Breeze'];

export async function seedEconomy(ctx: AppContext): Promise<Fixture> {
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const category = ITEM_CATEGORIES[i % ITEM_CATEGORIES.length]!;
    const roll = (i * 7919) % 100;
    const pool = i >= ITEMS - CHECKOUT_POOL;
    const rarity = pool || roll < 70 ? 0 : roll < 90 ? 1 : roll < 98 ? 2 : 3;
    const coins = rarity <= 1;
    return {
      name: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${category.label} ${i}`,
      description: `Bench item ${i}`,
      creator: ['Dario', 'Cleo', 'Esme', 'Finn'][i % 4]!,
      category: category.id,
      rarity,
      costCoins: coins ? 100 + ((i * 31) % 900) : 0,
      costGems: coins ? (rarity === 1 ? 20 : 0) : 10 + ((i * 17) % 240),
      canBuyWithCoins: coins,
      canBuyWithGems: !coins || rarity === 1,
      quantity: rarity === 3 ? 100 : null,
      art: `items/${i}`,
    };
  });
  const itemIds: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await ctx.db
      .insert(items)
      .values(rows.slice(i, i + 1000))
      .returning({ id: items.id });
    itemIds.push(...inserted.map((r) => r.id));
  }
  const owned = itemIds.slice(0, ITEMS - CHECKOUT_POOL);

  const keys: string[] = [];
  for (let i = 0; i < PLAYERS; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, PLAYERS - i) }, (_, k) => i + k);
    const created = await ctx.db
      .insert(users)
      .values(batch.map((n) => ({ username: `shopper${n}`, email: `shopper${n}@bench.test`, isMale: n % 2 === 0, coins: 10_000_000, gems: 100_000 })))
      .returning({ id: users.id });
    const batchKeys = created.map(() => randomBytes(16).toString('base64url'));
    keys.push(...batchKeys);
    const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
    await ctx.db.insert(sessions).values(created.map((u, k) => ({ userId: u.id, keyHash: hashKey(batchKeys[k]!), expiresAt })));
  }
  // Balances were written with the rows above; their ledger rows, so every balance equals its sum.
  await ctx.db.execute(sql`
    INSERT INTO ledger (user_id, currency, amount, reason)
    SELECT id, c.currency, CASE c.currency WHEN 'coins' THEN coins ELSE gems END, 'grant'
    FROM users CROSS JOIN (VALUES ('coins'), ('gems')) AS c(currency) WHERE email LIKE '%@bench.test'`);
  // 20 owned items per player, spread over the catalog (outside the checkout pool).
  await ctx.db.execute(sql`
    INSERT INTO inventory (user_id, item_id)
    SELECT u.id, (${sql.param(owned)}::int[])[1 + ((u.n * 7919 + k * 104729) % ${owned.length})]
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@bench.test') u
    CROSS JOIN generate_series(1, ${OWNED_PER_PLAYER}) AS k
    ON CONFLICT DO NOTHING`);
  await ctx.db.execute(sql`UPDATE items SET owners = c.n FROM (SELECT item_id, count(*)::int AS n FROM inventory GROUP BY item_id) c WHERE items.id = c.item_id`);
  await ctx.db.execute(sql`ANALYZE`);
  await catalogChanged(ctx);
  return { keys, checkoutPool: itemIds.slice(ITEMS - CHECKOUT_POOL), outletVersion: 0 };
}

/** After the run: every balance at or above 0 and equal to its ledger sum; owners equal inventory counts. */
export async function verifyEconomy(ctx: AppContext) {
  const { rows } = await ctx.db.execute<{ players: number; negative: number; mismatched: number }>(sql`
    SELECT count(*)::int AS players,
      count(*) FILTER (WHERE u.coins < 0 OR u.gems < 0 OR u.honor < 0)::int AS negative,
      count(*) FILTER (WHERE u.coins <> coalesce(l.coins, 0) OR u.gems <> coalesce(l.gems, 0) OR u.honor <> coalesce(l.honor, 0))::int AS mismatched
    FROM users u LEFT JOIN (
      SELECT user_id, sum(amount) FILTER (WHERE currency = 'coins') AS coins, sum(amount) FILTER (WHERE currency = 'gems') AS gems,
        sum(amount) FILTER (WHERE currency = 'honor') AS honor
      FROM ledger GROUP BY user_id) l ON l.user_id = u.id`);
  const { rows: purchases } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger WHERE reason = 'purchase'`);
  const { rows: owners } = await ctx.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM items i LEFT JOIN (SELECT item_id, count(*)::int AS c FROM inventory GROUP BY item_id) v ON v.item_id = i.id
    WHERE i.owners <> coalesce(v.c, 0)`);
  return { ...rows[0]!, purchases: purchases[0]!.n, ownersMismatched: owners[0]!.n };
}
