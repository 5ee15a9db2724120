import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultItemIds } from '@common/avatar/customization';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { HOUSE_CATALOG } from '../../art/catalog';
import { inventory, items } from './schema';

/**
 * Seeds the house catalog (derived from the item designs in code, so it needs no generated
 * files). Idempotent: rows are upserted, so a changed design name or price reaches the
 * database on the next start. It creates no accounts (the player count stays the same).
 */
export async function seedCatalog(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < HOUSE_CATALOG.length; i += 100) {
      const chunk = HOUSE_CATALOG.slice(i, i + 100);
      await tx
        .insert(items)
        .values(chunk.map((c) => ({ ...c, forSale: c.costCoins + c.costGems > 0 })))
        .onConflictDoUpdate({
          target: items.id,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            creator: sql`excluded.creator`,
            category: sql`excluded.category`,
            rarity: sql`excluded.rarity`,
            costCoins: sql`excluded.cost_coins`,
            costGems: sql`excluded.cost_gems`,
            canBuyWithCoins: sql`excluded.can_buy_with_coins`,
            canBuyWithGems: sql`excluded.can_buy_with_gems`,
            forSale: sql`excluded.for_sale`,
            art: sql`excluded.art`,
          },
        });
    }
  });
  await catalogChanged(ctx);
}

/**
 * Gives a player items (already owned ones are kept as they are). Each newly owned item's
 * owners count goes up in the same statement (ids sorted, so concurrent grants lock item rows
 * in one order).
 */
export async function grantItems(db: Db, userId: string, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  await db.execute(sql`
    WITH added AS (
      INSERT INTO ${inventory} (user_id, item_id) SELECT ${userId}, unnest(${sql.param(ids)}::int[])
      ON CONFLICT DO NOTHING RETURNING item_id
    )
    UPDATE ${items} SET owners = owners + 1 WHERE id IN (SELECT item_id FROM added)`);
}

/**
 * Tells every app process that the store's catalog changed (items added or edited, limited
 * stock sold): call it after the change commits. See store/catalog.ts.
 */
export async function catalogChanged(ctx: Pick<AppContext, 'pool' | 'changes'>): Promise<void> {
  await ctx.pool.query(`SELECT nextval('catalog_version'), oldroad_notice('catalog', '')`);
  // This process's next page must show it, even before the poll brings the notice.
  ctx.changes?.deliver('catalog');
}

/** Every player owns the pieces of their body type's default outfit. */
export async function ensureStarterItems(db: Db, userId: string, isMale: boolean): Promise<void> {
  const ids = defaultItemIds(isMale);
  const present = await db.select({ id: items.id }).from(items).where(inArray(items.id, ids));
  await grantItems(
    db,
    userId,
    present.map((r) => r.id),
  );
}

export async function ownsItem(db: Db, userId: string, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ itemId: inventory.itemId })
    .from(inventory)
    .where(and(eq(inventory.userId, userId), eq(inventory.itemId, itemId)));
  return !!row;
}
