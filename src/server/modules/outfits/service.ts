import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Outfit } from '@common/api/routes/outfits';
import { LAYER_KEYS, categoryByKey, type LayerKey } from '@common/avatar/categories';
import { emptyCustomization, withWorn, wornItems, type Customization } from '@common/avatar/customization';
import { OUTFITS_MAX, OUTFIT_TEXT } from '@common/economy/outfits';
import { artService } from '../../art/service';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import { wearItems } from '../customization/service';
import { loadCustomization, onlyValidItems } from '../customization/store';
import { assertOutfitFound, outfitsOf } from '../inventory/policy';
import { ensureStarterItems } from '../items/service';
import { inventory, items } from '../items/schema';
import { users } from '../users/schema';
import { outfits, type OutfitRow } from './schema';

/**
 * Saved outfits (avatar-economy §2, §3, §5). A player sees and changes only their own: another
 * player's outfit id answers exactly like a missing one, so ids reveal nothing. The picture of
 * an outfit (/cdn/outfit/{publicId}.png) is public, as outfit codes are shared in posts; its
 * public id is random, so nobody finds another player's outfits by counting.
 */

/** Saves what the player wears now (valid items only), with skin tone and size. */
export async function createOutfit(ctx: AppContext, userId: string, name: string): Promise<{ id: number; publicId: string }> {
  const saved = await loadCustomization(ctx, userId);
  if (!saved) throw new NotFound('User not found');
  const c = await onlyValidItems(ctx.db, saved);
  const worn = Object.fromEntries(wornItems(c)) as Partial<Record<LayerKey, number>>;
  return ctx.db.transaction(async (tx) => {
    // One save at a time per player, so two at once cannot both pass the limit.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${userId} FOR UPDATE`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(outfits).where(eq(outfits.userId, userId));
    if (n >= OUTFITS_MAX) throw new Conflict(OUTFIT_TEXT.tooMany);
    const [row] = await tx.insert(outfits).values({ userId, name, worn, skinTone: c.skinTone, width: c.width, height: c.height }).returning({ id: outfits.id, publicId: outfits.publicId });
    return row!;
  });
}

/** The player's outfits, newest first. */
export async function listOutfits(ctx: AppContext, userId: string): Promise<Outfit[]> {
  const rows = await ctx.db
    .select({ id: outfits.id, publicId: outfits.publicId, name: outfits.name, createdAt: outfits.createdAt, width: outfits.width, height: outfits.height })
    .from(outfits)
    .where(outfitsOf(userId))
    .orderBy(desc(outfits.createdAt), desc(outfits.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One of the player's own outfits; anybody else's answers like a missing one (inventory/policy.ts). */
async function ownOutfit(ctx: AppContext, userId: string, id: number): Promise<OutfitRow> {
  const [row] = await ctx.db
    .select()
    .from(outfits)
    .where(and(eq(outfits.id, id), outfitsOf(userId)));
  assertOutfitFound(row);
  return row;
}

/**
 * Wears a saved outfit: its skin tone and size, and each of its items the player still owns;
 * the others are skipped and named in the answer.
 */
export async function wearOutfit(ctx: AppContext, userId: string, id: number): Promise<{ message: string; skipped: { id: number; name: string }[] }> {
  const outfit = await ownOutfit(ctx, userId, id);
  const [user] = await ctx.db.select({ isMale: users.isMale }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('User not found');
  await ensureStarterItems(ctx.db, userId, user.isMale);
  const entries = (Object.entries(outfit.worn) as [LayerKey, number][]).filter(([key, itemId]) => LAYER_KEYS.includes(key) && typeof itemId === 'number');
  const ids = entries.map(([, itemId]) => itemId);
  const [catalog, owned] = ids.length
    ? await Promise.all([
        ctx.db.select({ id: items.id, name: items.name, category: items.category }).from(items).where(inArray(items.id, ids)),
        ctx.db
          .select({ id: inventory.itemId })
          .from(inventory)
          .where(and(eq(inventory.userId, userId), inArray(inventory.itemId, ids))),
      ])
    : [[], []];
  const known = new Map(catalog.map((r) => [r.id, r]));
  const mine = new Set(owned.map((r) => r.id));
  const worn: Partial<Record<LayerKey, number>> = {};
  const skipped: { id: number; name: string }[] = [];
  for (const [key, itemId] of entries) {
    const item = known.get(itemId);
    if (item && item.category === categoryByKey(key).id && mine.has(itemId)) worn[key] = itemId;
    else skipped.push({ id: itemId, name: item?.name ?? `Item ${itemId}` });
  }
  await wearItems(ctx, userId, worn, { skinTone: outfit.skinTone, width: outfit.width, height: outfit.height });
  return { message: skipped.length ? OUTFIT_TEXT.wornSkipping(skipped.map((s) => s.name)) : OUTFIT_TEXT.worn, skipped };
}

export async function deleteOutfit(ctx: AppContext, userId: string, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(outfits)
    .where(and(eq(outfits.id, id), outfitsOf(userId)))
    .returning({ id: outfits.id });
  assertOutfitFound(gone[0]);
}

/**
 * The look hash of a saved outfit (its owner's body type, its items that are still valid), or
 * null: by its public id, or by its number only when a numeric code of it was shared before
 * public ids (outfits.shared_by_number).
 */
export async function outfitLook(ctx: AppContext, ref: { publicId: string } | { sharedNumber: number }): Promise<string | null> {
  const [row] = await ctx.db
    .select({ outfit: outfits, isMale: users.isMale })
    .from(outfits)
    .innerJoin(users, eq(users.id, outfits.userId))
    .where('publicId' in ref ? eq(outfits.publicId, ref.publicId) : and(eq(outfits.id, ref.sharedNumber), eq(outfits.sharedByNumber, true)));
  if (!row) return null;
  const { outfit } = row;
  let c: Customization = { ...emptyCustomization(row.isMale), skinTone: outfit.skinTone, width: outfit.width, height: outfit.height };
  for (const [key, itemId] of Object.entries(outfit.worn) as [LayerKey, number][]) {
    if (LAYER_KEYS.includes(key) && typeof itemId === 'number') c = withWorn(c, key, itemId);
  }
  return artService(ctx).lookOf(await onlyValidItems(ctx.db, c));
}
