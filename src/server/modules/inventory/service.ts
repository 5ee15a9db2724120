import { desc, eq } from 'drizzle-orm';
import type { InventoryItem } from '@common/api/routes/inventory';
import { wornItems } from '@common/avatar/customization';
import { EQUIP_TEXT } from '@common/economy/equip';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { equipItem } from '../customization/service';
import { loadCustomization } from '../customization/store';
import { ensureStarterItems } from '../items/service';
import { inventory, items } from '../items/schema';
import { users } from '../users/schema';

/**
 * A player's items (avatar-economy §3 Inventory item plus description), worn ones first, then
 * the most recently acquired. Worn is read from the customization (the default outfit for a
 * player who never changed it, whose pieces every player owns).
 */
export async function listInventory(ctx: AppContext, userId: string): Promise<InventoryItem[]> {
  const [user] = await ctx.db.select({ isMale: users.isMale }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('User not found');
  await ensureStarterItems(ctx.db, userId, user.isMale);
  const [rows, customization] = await Promise.all([
    ctx.db
      .select({
        id: items.id,
        name: items.name,
        description: items.description,
        category: items.category,
        rarity: items.rarity,
        costCoins: items.costCoins,
        costGems: items.costGems,
        creator: items.creator,
      })
      .from(inventory)
      .innerJoin(items, eq(items.id, inventory.itemId))
      .where(eq(inventory.userId, userId))
      .orderBy(desc(inventory.acquiredAt), desc(items.id)),
    loadCustomization(ctx, userId),
  ]);
  const worn = new Set(customization ? wornItems(customization).map(([, id]) => id) : []);
  const list = rows.map((r) => ({ ...r, _id: r.id, creator: [r.creator], isEquipped: worn.has(r.id), alreadyOwned: true as const }));
  // Stable sort: within each group the newest-acquired order stays.
  return list.sort((a, b) => Number(b.isEquipped) - Number(a.isEquipped));
}

/**
 * Equips (replacing the item of the same category) or unequips an owned item. Refusals come
 * from equipItem: 'Item not found' (404) and 'You do not own that item' (403).
 */
export async function setEquipped(ctx: AppContext, userId: string, itemId: number, equip: boolean): Promise<string> {
  await equipItem(ctx, userId, itemId, equip);
  const [item] = await ctx.db.select({ name: items.name }).from(items).where(eq(items.id, itemId));
  const name = item?.name ?? 'Item';
  return equip ? EQUIP_TEXT.equipped(name) : EQUIP_TEXT.unequipped(name);
}
