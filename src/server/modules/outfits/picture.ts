import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { FRAME_HEIGHT, FRAME_WIDTH } from '@common/avatar/sheet';
import { artService } from '../../art/service';
import type { AppContext } from '../../context';

const MAX_BYTES = 32 * 1024 * 1024;

/** Outfit pictures cached in memory by look hash, by their bytes, one crop per look at a time (built by services.ts). */
export type OutfitFronts = LRUCache<string, Buffer>;

export function buildOutfitFronts(ctx: AppContext): OutfitFronts {
  return new LRUCache<string, Buffer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (buf) => Math.max(1, buf.length),
    // A look that cannot be drawn is not cached (undefined).
    fetchMethod: async (hash) => {
      const sheet = await artService(ctx).looks.get(hash, 'sheet');
      if (!sheet) return undefined;
      return sharp(sheet).extract({ left: 0, top: 0, width: FRAME_WIDTH, height: FRAME_HEIGHT }).png({ compressionLevel: 6 }).toBuffer();
    },
  });
}

/**
 * The front view (column 0 of the composed sheet, FRAME_WIDTH x FRAME_HEIGHT) of a look: an
 * outfit's picture in grids and shared codes. The sheet comes from the look store (composed once,
 * cached on disk); the crop is cached in memory. Null when the look cannot be drawn.
 */
export async function outfitFront(ctx: AppContext, hash: string): Promise<Buffer | null> {
  return (await ctx.services.outfitFronts.fetch(hash)) ?? null;
}
