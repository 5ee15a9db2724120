import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FRAME_WIDTH, ITEM_PREVIEW_SIZE, SHEET_HEIGHT } from '@common/avatar/sheet';
import { SHEET_COLUMNS } from '@common/avatar/views';
import { drawBody } from './body';
import { itemArtDir } from './catalog';
import { designItemId, type ItemDesign } from './items';
import { poseOf, renderSvg, sheetSvg } from './sheet';
import { svgDoc } from './palette';

/** Base body sheet file name, as cdn.baseBody names it. */
export const bodyFile = (isMale: boolean, tone: number) => `bodies/${isMale ? 'male' : 'female'}${tone}.png`;

export function writeBody(artDir: string, isMale: boolean, tone: number): void {
  write(artDir, bodyFile(isMale, tone), renderSvg(sheetSvg((p) => drawBody(p, tone), isMale)));
}

/**
 * An item's sprite sheet (drawn for the female body, whose outline the male body shares
 * within a few pixels), its back part for long hair, and a square preview of the item on
 * a faint body, framed around the item.
 */
export async function writeItem(artDir: string, d: ItemDesign): Promise<void> {
  const dir = itemArtDir(designItemId(d));
  const sprite = renderSvg(sheetSvg(d.draw, false));
  write(artDir, `${dir}/sprite.png`, sprite);
  if (d.drawBack) write(artDir, `${dir}/back.png`, renderSvg(sheetSvg(d.drawBack, false)));
  write(artDir, `${dir}/preview.png`, await preview(d, sprite));
}

async function preview(d: ItemDesign, sprite: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(sprite).extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
  // Prefer the front view; items only seen from behind (back tattoos, capes) use the back.
  let best: { col: number; box: [number, number, number, number] } | null = null;
  for (const col of d.key === 'wings' || d.key === 'bag' ? [3, 0] : [0, 3, 1]) {
    const box = alphaBox(data, info.width, col * FRAME_WIDTH, FRAME_WIDTH, SHEET_HEIGHT);
    if (box) {
      best = { col, box };
      break;
    }
  }
  const col = SHEET_COLUMNS[best?.col ?? 0]!;
  const [x0, y0, x1, y1] = best?.box ?? [100, 100, 325, 325];
  const size = Math.max(x1 - x0, y1 - y0, 90) * 1.25;
  const cx = (x0 + x1) / 2 - (best?.col ?? 0) * FRAME_WIDTH;
  const cy = (y0 + y1) / 2;
  const p = poseOf(col, false);
  // Drawn on the whole frame, then cropped: resvg cannot lay out translucent shapes that a
  // cropping viewBox leaves entirely outside the picture.
  const bg = `<rect x="0" y="0" width="${FRAME_WIDTH}" height="${SHEET_HEIGHT}" fill="#fff7ea"/>`;
  // A faded body for scale: whatever sits behind it (long hair, wings) fades with it.
  const fade = `<rect x="0" y="0" width="${FRAME_WIDTH}" height="${SHEET_HEIGHT}" fill="#fff7ea" opacity="0.72"/>`;
  const behind = p.front ? (d.drawBack?.(p) ?? '') : '';
  const front = (p.front ? '' : (d.drawBack?.(p) ?? '')) + d.draw(p);
  const k = ITEM_PREVIEW_SIZE / size;
  const frame = renderSvg(svgDoc(FRAME_WIDTH, SHEET_HEIGHT, bg + behind + drawBody(p, 3) + fade + front), Math.ceil(FRAME_WIDTH * k));
  const side = Math.round(size * k);
  const left = Math.max(0, Math.round((cx - size / 2) * k));
  const top = Math.max(0, Math.round((cy - size / 2) * k));
  const meta = await sharp(frame).metadata();
  const width = Math.min(side, meta.width! - left);
  const height = Math.min(side, meta.height! - top);
  return sharp(frame)
    .extract({ left, top, width, height })
    .resize(ITEM_PREVIEW_SIZE, ITEM_PREVIEW_SIZE, { fit: 'contain', background: '#fff7ea' })
    .png()
    .toBuffer();
}

/** Bounding box [x0, y0, x1, y1] of non-transparent pixels of a column, or null if empty. */
export function alphaBox(alpha: Buffer, stride: number, left: number, width: number, height: number): [number, number, number, number] | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * stride + left;
    for (let x = 0; x < width; x++) {
      if (alpha[row + x]! > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  return x1 < 0 ? null : [x0 + left, y0, x1 + left + 1, y1 + 1];
}

export function write(artDir: string, rel: string, data: Buffer | string): void {
  const file = path.join(artDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}
