import { eq, inArray, sql } from 'drizzle-orm';
import { categoryByKey, type LayerKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import type { AppContext } from '../../context';
import { customizations } from '../customization/schema';
import { users } from '../users/schema';
import { grantItems } from './service';

type Outfit = { skinTone: number; worn: Partial<Record<LayerKey, number>> };

/** Each demo player's look (design numbers per slot): six distinct, recognisable outfits. */
const DEMO_OUTFITS: Record<string, Outfit> = {
  Ava: { skinTone: 3, worn: { hair: 6, eyes: 1, eyebrows: 1, nose: 1, mouth: 1, makeup: 0, top: 5, bottom: 3, socks: 1, shoes: 1, earPiece: 1, handheld: 0 } },
  Bruno: { skinTone: 12, worn: { hair: 5, eyes: 0, eyebrows: 2, nose: 2, mouth: 2, beard: 1, top: 3, bottom: 4, socks: 0, shoes: 6, earPiece: 0 } },
  Cleo: { skinTone: 19, worn: { hair: 2, eyes: 3, eyebrows: 0, nose: 0, mouth: 3, makeup: 3, hat: 5, top: 1, coat: 6, bottom: 1, shoes: 7, necklace: 4, wings: 3, glasses: 3 } },
  Dario: { skinTone: 8, worn: { hair: 1, eyes: 2, eyebrows: 3, nose: 3, mouth: 0, beard: 3, hat: 6, top: 6, coat: 2, bottom: 0, socks: 0, shoes: 2, handheld: 5, glasses: 0 } },
  Esme: { skinTone: 6, worn: { hair: 4, eyes: 4, eyebrows: 6, nose: 5, mouth: 4, head: 1, top: 4, coat: 7, bottom: 2, socks: 3, shoes: 4, bag: 7, handheld: 4 } },
  Finn: { skinTone: 15, worn: { hair: 7, eyes: 7, eyebrows: 7, nose: 0, mouth: 5, top: 2, coat: 3, bottom: 7, shoes: 0, piercings: 5, horns: 0, necklace: 0, bracelets: 4, 'tattoo.armRight': 2 } },
};

/** The item ids of a demo outfit. */
export function demoOutfitItems(username: string): Partial<Record<LayerKey, number>> {
  const outfit = DEMO_OUTFITS[username];
  if (!outfit) return {};
  return Object.fromEntries(Object.entries(outfit.worn).map(([key, design]) => [key, houseItemId(categoryByKey(key as LayerKey).id, design!)]));
}

/**
 * Dresses the demo players who have never changed their look: they own their outfit's
 * items and wear them. Idempotent, and a demo player's own changes are kept.
 */
export async function dressDemoPlayers(ctx: AppContext): Promise<void> {
  const names = Object.keys(DEMO_OUTFITS);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, dressed: customizations.userId })
    .from(users)
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(inArray(sql`lower(${users.username})`, names.map((n) => n.toLowerCase())));
  for (const row of rows) {
    const name = names.find((n) => n.toLowerCase() === row.username?.toLowerCase());
    if (!name || row.dressed) continue;
    const worn = demoOutfitItems(name);
    await grantItems(ctx.db, row.id, Object.values(worn));
    await ctx.db.insert(customizations).values({ userId: row.id, skinTone: DEMO_OUTFITS[name]!.skinTone, worn }).onConflictDoNothing();
  }
}
