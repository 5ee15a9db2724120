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
}

/** Gives a player items (already owned ones are kept as they are). */
export async function grantItems(db: Db, userId: string, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .insert(inventory)
    .values([...new Set(itemIds)].map((itemId) => ({ userId, itemId })))
    .onConflictDoNothing();
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
