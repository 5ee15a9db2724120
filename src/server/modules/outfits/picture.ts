import sharp from 'sharp';
import { FRAME_HEIGHT, FRAME_WIDTH } from '@common/avatar/sheet';
import { artService } from '../../art/service';
import type { AppContext } from '../../context';

/** Front views kept in memory, by look hash (most recently used last). */
const fronts = new Map<string, Buffer>();
let frontBytes = 0;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The front view (column 0 of the composed sheet, FRAME_WIDTH x FRAME_HEIGHT) of a look: an
 * outfit's picture in grids and shared codes. The sheet comes from the look store (composed once,
 * cached on disk); the crop is kept in memory. Null when the look cannot be drawn.
 */
export async function outfitFront(ctx: AppContext, hash: string): Promise<Buffer | null> {
  const hit = fronts.get(hash);
  if (hit) {
    fronts.delete(hash);
    fronts.set(hash, hit);
    return hit;
  }
  const sheet = await artService(ctx).looks.get(hash, 'sheet');
  if (!sheet) return null;
  const front = await sharp(sheet).extract({ left: 0, top: 0, width: FRAME_WIDTH, height: FRAME_HEIGHT }).png({ compressionLevel: 6 }).toBuffer();
  fronts.set(hash, front);
  frontBytes += front.length;
  for (const [k, b] of fronts) {
    if (frontBytes <= MAX_BYTES) break;
    fronts.delete(k);
    frontBytes -= b.length;
  }
  return front;
}
