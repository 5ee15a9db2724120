import { eq, inArray } from 'drizzle-orm';
import { LAYER_KEYS, categoryByKey, tattooZoneOf, type LayerKey } from '@common/avatar/categories';
import { defaultCustomization, emptyCustomization, withWorn, type Customization } from '@common/avatar/customization';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { items } from '../items/schema';
import { users } from '../users/schema';
import { customizations, type CustomizationRow } from './schema';

/** The saved customization of a player, or the default outfit of their body type. */
export async function loadCustomization(ctx: AppContext, userId: string): Promise<Customization | null> {
  const [row] = await ctx.db
    .select({ isMale: users.isMale, saved: customizations })
    .from(users)
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return row.saved ? fromRow(row.isMale, row.saved) : defaultCustomization(row.isMale);
}

export function fromRow(isMale: boolean, row: CustomizationRow): Customization {
  let c: Customization = { ...emptyCustomization(isMale), skinTone: row.skinTone, width: row.width, height: row.height, nametagColor: row.nametagColor };
  for (const key of LAYER_KEYS) {
    const id = row.worn[key];
    if (typeof id === 'number') c = withWorn(c, key, id);
  }
  return c;
}

/** Makes sure the player has a row (a copy of their default outfit) before a partial update. */
export async function ensureCustomizationRow(db: Db, userId: string, isMale: boolean): Promise<void> {
  const c = defaultCustomization(isMale);
  const worn: Partial<Record<LayerKey, number>> = {};
  for (const key of LAYER_KEYS) {
    const zone = tattooZoneOf(key);
    const id = zone ? c.tattoos[zone] : c[key as Exclude<LayerKey, `tattoo.${string}`>];
    if (id !== null) worn[key] = id;
  }
  await db.insert(customizations).values({ userId, skinTone: c.skinTone, width: c.width, height: c.height, worn }).onConflictDoNothing();
}

/**
 * Drops every worn id that is not a catalog item of that slot's category, so only valid
 * items ever reach the compositor (whatever is stored).
 */
export async function onlyValidItems(db: Db, c: Customization): Promise<Customization> {
  const worn = LAYER_KEYS.map((k) => [k, tattooZoneOf(k) ? c.tattoos[tattooZoneOf(k)!] : c[k as keyof Customization]] as const).filter(
    (e): e is readonly [LayerKey, number] => typeof e[1] === 'number',
  );
  if (worn.length === 0) return c;
  const rows = await db
    .select({ id: items.id, category: items.category })
    .from(items)
    .where(inArray(items.id, worn.map(([, id]) => id)));
  const categoryOf = new Map(rows.map((r) => [r.id, r.category]));
  let out = c;
  for (const [key, id] of worn) if (categoryOf.get(id) !== categoryByKey(key).id) out = withWorn(out, key, null);
  return out;
}
