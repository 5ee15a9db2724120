import { eq, sql } from 'drizzle-orm';
import { categoryById, categoryByKey, LAYER_KEYS, type LayerKey } from '@common/avatar/categories';
import { CUSTOMIZATION_TEXT, type Customization } from '@common/avatar/customization';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../errors';
import { artService } from '../../art/service';
import { assertOwnsItem } from '../inventory/policy';
import { ensureStarterItems } from '../items/service';
import { items } from '../items/schema';
import { users } from '../users/schema';
import { customizations } from './schema';
import { ensureCustomizationRow, loadCustomization, onlyValidItems } from './store';

async function userByName(ctx: AppContext, username: string) {
  const [u] = await ctx.db
    .select({ id: users.id, isMale: users.isMale })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return u ?? null;
}

/** What a player is wearing (only valid items), with the hash of the composed look. */
export async function customizationOf(ctx: AppContext, userId: string): Promise<{ customization: Customization; look: string } | null> {
  const saved = await loadCustomization(ctx, userId);
  if (!saved) return null;
  const customization = await onlyValidItems(ctx.db, saved);
  return { customization, look: await artService(ctx).lookOf(customization) };
}

export async function customizationByUsername(ctx: AppContext, username: string) {
  const u = await userByName(ctx, username);
  const found = u ? await customizationOf(ctx, u.id) : null;
  if (!found) throw new NotFound('User not found');
  return found;
}

async function isMaleOf(ctx: AppContext, userId: string): Promise<boolean> {
  const [u] = await ctx.db.select({ isMale: users.isMale }).from(users).where(eq(users.id, userId));
  if (!u) throw new NotFound('User not found');
  return u.isMale;
}

export async function setSkinTone(ctx: AppContext, userId: string, skinTone: number): Promise<void> {
  const isMale = await isMaleOf(ctx, userId);
  await ensureCustomizationRow(ctx.db, userId, isMale);
  await ctx.db.update(customizations).set({ skinTone, updatedAt: new Date() }).where(eq(customizations.userId, userId));
}

export async function setSize(ctx: AppContext, userId: string, size: { width: number; height: number }): Promise<void> {
  const isMale = await isMaleOf(ctx, userId);
  await ensureCustomizationRow(ctx.db, userId, isMale);
  await ctx.db.update(customizations).set({ width: size.width, height: size.height, updatedAt: new Date() }).where(eq(customizations.userId, userId));
}

/**
 * Equips (or unequips) an owned item in its category's slot; equipping replaces whatever
 * was in that slot (avatar-economy §4). An unknown item or one the player does not own is
 * refused, so nothing but valid catalog items of the right slot is ever stored.
 */
export async function equipItem(ctx: AppContext, userId: string, itemId: number, equip: boolean): Promise<LayerKey> {
  const [item] = await ctx.db.select({ id: items.id, category: items.category }).from(items).where(eq(items.id, itemId));
  const category = item ? categoryById(item.category) : undefined;
  if (!item || !category) throw new NotFound('Item not found');
  const isMale = await isMaleOf(ctx, userId);
  await ensureStarterItems(ctx.db, userId, isMale);
  await assertOwnsItem(ctx.db, userId, itemId);
  await ensureCustomizationRow(ctx.db, userId, isMale);
  const key = category.key;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ worn: customizations.worn }).from(customizations).where(eq(customizations.userId, userId)).for('update');
    const worn = { ...(row?.worn ?? {}) };
    if (equip) worn[key] = itemId;
    else if (worn[key] === itemId) delete worn[key];
    await tx.update(customizations).set({ worn, updatedAt: new Date() }).where(eq(customizations.userId, userId));
  });
  return key;
}

/**
 * Replaces everything worn at once (wearing a saved outfit): each entry must be an owned
 * item of that slot's category. Skin tone and size come along when given.
 */
export async function wearItems(
  ctx: AppContext,
  userId: string,
  worn: Partial<Record<LayerKey, number>>,
  extra: { skinTone?: number; width?: number; height?: number } = {},
): Promise<void> {
  const isMale = await isMaleOf(ctx, userId);
  await ensureStarterItems(ctx.db, userId, isMale);
  for (const [key, id] of Object.entries(worn) as [LayerKey, number][]) {
    if (!LAYER_KEYS.includes(key)) throw new Invalid(CUSTOMIZATION_TEXT.wrongSlot);
    const [item] = await ctx.db.select({ category: items.category }).from(items).where(eq(items.id, id));
    if (!item || item.category !== categoryByKey(key).id) throw new Invalid(CUSTOMIZATION_TEXT.wrongSlot);
    await assertOwnsItem(ctx.db, userId, id);
  }
  await ensureCustomizationRow(ctx.db, userId, isMale);
  await ctx.db.update(customizations).set({ worn, ...extra, updatedAt: new Date() }).where(eq(customizations.userId, userId));
}
