import type { AppContext } from '../../context';
import { artService } from '../../art/service';
import { loadCustomization, onlyValidItems } from './store';

/**
 * What the town needs to draw a player: the hash of their composed look (the sheet is
 * cdn.lookSheet(look)), name-tag colour and size multipliers.
 */
export interface PlayerLook {
  look: string;
  nametagColor: string | null;
  width: number;
  height: number;
}

export async function getPlayerLook(ctx: AppContext, userId: string): Promise<PlayerLook> {
  const saved = await loadCustomization(ctx, userId);
  if (!saved) return { look: 'default', nametagColor: null, width: 1, height: 1 };
  const c = await onlyValidItems(ctx.db, saved);
  return { look: await artService(ctx).lookOf(c), nametagColor: c.nametagColor, width: c.width, height: c.height };
}
