import { eq, type SQL } from 'drizzle-orm';
import { CUSTOMIZATION_TEXT } from '@common/avatar/customization';
import { OUTFIT_TEXT } from '@common/economy/outfits';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden, NotFound } from '../../errors';
import { ownsItem } from '../items/service';
import { outfits } from '../outfits/schema';

/**
 * What a player may do with things they own, decided here and nowhere else. Inventory items
 * and saved outfits are private: no role sees or changes another player's, moderators and
 * admins included.
 *
 * - Items: only their owner wears one (equip, or wear through an outfit); an item they do not
 *   own is refused with 403 (the catalog is public, so the item's existence is no secret).
 * - Outfits: only their owner lists, wears or deletes one; anybody else's outfit answers
 *   exactly like a missing one (404), so ids reveal nothing. Its picture is public by its
 *   random id (the outfits module), as outfit codes are shared in posts.
 */

export async function assertOwnsItem(db: Db | DbTransaction, userId: string, itemId: number): Promise<void> {
  if (!(await ownsItem(db as Db, userId, itemId))) throw new Forbidden(CUSTOMIZATION_TEXT.notOwned);
}

/** SQL: the outfits this player may see, wear and delete (their own). */
export const outfitsOf = (userId: string): SQL => eq(outfits.userId, userId);

export function assertOutfitFound<R>(row: R | undefined): asserts row is R {
  if (!row) throw new NotFound(OUTFIT_TEXT.notFound);
}
