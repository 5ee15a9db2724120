import path from 'node:path';
import sharp from 'sharp';
import { categoryByKey, type LayerKey } from '@common/avatar/categories';
import { wornAt, type Customization } from '@common/avatar/customization';
import { LAYER_ORDER, type Layer } from '@common/avatar/layers';
import { FRAME_COUNT, FRAME_WIDTH, SHEET_HEIGHT, SHEET_HEIGHT_SMALL, SHEET_WIDTH, SHEET_WIDTH_SMALL, THUMBNAIL } from '@common/avatar/sheet';
import { SHEET_COLUMNS } from '@common/avatar/views';
import { bodyFile } from './generate-items';
import { LayerCache, type TrimmedColumn, type TrimmedSheet } from './layer-cache';

/** The art folder of a catalog item (relative to ART_DIR, or absolute), or null for an unknown item. */
export type ItemArtResolver = (itemId: number, categoryId: number) => string | null;

export interface ComposedLook {
  /** 2550x850 PNG, 6 views. */
  sheet: Buffer;
  /** Half-size sheet for optimized mode (6 views of 213x425). */
  small: Buffer;
  /** 218x218 WebP head crop of the front view. */
  thumb: Buffer;
}

/**
 * Composes a customization into its sprite sheet: each sheet column is built from the
 * trimmed layers in its view group's draw order (avatar-economy §9), blended in memory,
 * then encoded once. Only items the resolver knows (valid ids of their slot's category) are
 * drawn; a missing base body means there is nothing to draw (null).
 */
export class Compositor {
  readonly layers: LayerCache;

  constructor(
    private readonly artDir: string,
    private readonly resolve: ItemArtResolver,
    layers?: LayerCache,
  ) {
    this.layers = layers ?? new LayerCache();
  }

  /**
   * The raw 2550x850 RGBA pixels of a look, or null when its base body is not generated.
   * `overrides` puts a sheet that is not in the catalog at a layer key (a creator's upload
   * previewed before it is an item), drawn in that key's place in the draw order.
   */
  async composeRaw(c: Customization, overrides?: ReadonlyMap<LayerKey, TrimmedSheet>): Promise<Buffer | null> {
    const body = await this.layers.get(path.join(this.artDir, bodyFile(c.isMale, c.skinTone)));
    if (!body) return null;
    const sheets = new Map<string, TrimmedSheet | null>();
    const sheetOf = async (layer: Layer): Promise<TrimmedSheet | null> => {
      if (layer.kind === 'body') return body;
      const override = overrides?.get(layer.key);
      if (override) return layer.part === 'back' ? null : override;
      const id = wornAt(c, layer.key);
      if (id === null) return null;
      const art = this.resolve(id, categoryByKey(layer.key).id);
      if (!art) return null;
      const file = path.resolve(this.artDir, art, layer.part === 'back' ? 'back.png' : 'sprite.png');
      if (!sheets.has(file)) sheets.set(file, await this.layers.get(file));
      return sheets.get(file)!;
    };
    const out = Buffer.alloc(SHEET_WIDTH * SHEET_HEIGHT * 4);
    for (let col = 0; col < FRAME_COUNT; col++) {
      for (const layer of LAYER_ORDER[SHEET_COLUMNS[col]!.group]) {
        const piece = (await sheetOf(layer))?.[col];
        if (piece) blend(out, piece, col * FRAME_WIDTH);
      }
    }
    return out;
  }

  async compose(c: Customization): Promise<ComposedLook | null> {
    const raw = await this.composeRaw(c);
    if (!raw) return null;
    // The half sheet and the thumbnail are cut in memory, so sharp only encodes small images.
    const png = { compressionLevel: 3, adaptiveFiltering: false };
    const [sheet, small, thumb] = await Promise.all([
      sharp(raw, { raw: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4 } }).png(png).toBuffer(),
      sharp(halfSize(raw), { raw: { width: SHEET_WIDTH_SMALL, height: SHEET_HEIGHT_SMALL, channels: 4 } }).png(png).toBuffer(),
      sharp(crop(raw, THUMBNAIL.left, THUMBNAIL.top, THUMBNAIL.size), { raw: { width: THUMBNAIL.size, height: THUMBNAIL.size, channels: 4 } }).webp({ quality: 88 }).toBuffer(),
    ]);
    return { sheet, small, thumb };
  }
}

/** A square of the sheet (the thumbnail crop). */
function crop(raw: Buffer, left: number, top: number, size: number): Buffer {
  const out = Buffer.allocUnsafe(size * size * 4);
  for (let y = 0; y < size; y++) raw.copy(out, y * size * 4, ((top + y) * SHEET_WIDTH + left) * 4, ((top + y) * SHEET_WIDTH + left + size) * 4);
  return out;
}

/**
 * The sheet at half size, frame by frame (425x850 frames to 213x425), averaging 2x2 blocks
 * with alpha weighting so transparent pixels do not darken the edges.
 */
function halfSize(raw: Buffer): Buffer {
  const fw = SHEET_WIDTH_SMALL / FRAME_COUNT;
  const out = Buffer.alloc(SHEET_WIDTH_SMALL * SHEET_HEIGHT_SMALL * 4);
  for (let y = 0; y < SHEET_HEIGHT_SMALL; y++) {
    const y0 = y * 2;
    const y1 = Math.min(SHEET_HEIGHT - 1, y0 + 1);
    for (let col = 0; col < FRAME_COUNT; col++) {
      for (let x = 0; x < fw; x++) {
        const x0 = col * FRAME_WIDTH + Math.min(FRAME_WIDTH - 1, x * 2);
        const x1 = col * FRAME_WIDTH + Math.min(FRAME_WIDTH - 1, x * 2 + 1);
        const a = (y0 * SHEET_WIDTH + x0) * 4;
        const b = (y0 * SHEET_WIDTH + x1) * 4;
        const c = (y1 * SHEET_WIDTH + x0) * 4;
        const d = (y1 * SHEET_WIDTH + x1) * 4;
        const wa = raw[a + 3]!;
        const wb = raw[b + 3]!;
        const wc = raw[c + 3]!;
        const wd = raw[d + 3]!;
        const w = wa + wb + wc + wd;
        if (w === 0) continue;
        const o = (y * SHEET_WIDTH_SMALL + col * fw + x) * 4;
        out[o] = (raw[a]! * wa + raw[b]! * wb + raw[c]! * wc + raw[d]! * wd) / w;
        out[o + 1] = (raw[a + 1]! * wa + raw[b + 1]! * wb + raw[c + 1]! * wc + raw[d + 1]! * wd) / w;
        out[o + 2] = (raw[a + 2]! * wa + raw[b + 2]! * wb + raw[c + 2]! * wc + raw[d + 2]! * wd) / w;
        out[o + 3] = (w + 2) >> 2;
      }
    }
  }
  return out;
}

/** Source-over blending of a straight-alpha patch onto a straight-alpha sheet. */
function blend(dst: Buffer, piece: TrimmedColumn, left: number): void {
  const { x, y, width, height, data } = piece;
  for (let row = 0; row < height; row++) {
    let s = row * width * 4;
    let d = ((y + row) * SHEET_WIDTH + left + x) * 4;
    for (let i = 0; i < width; i++, s += 4, d += 4) {
      const sa = data[s + 3]!;
      if (sa === 0) continue;
      const da = dst[d + 3]!;
      if (sa === 255 || da === 0) {
        dst[d] = data[s]!;
        dst[d + 1] = data[s + 1]!;
        dst[d + 2] = data[s + 2]!;
        dst[d + 3] = sa;
        continue;
      }
      // out = src + dst * (1 - srcA), in straight alpha.
      const inv = (255 - sa) * da;
      const oa = sa * 255 + inv; // scaled by 255
      dst[d] = Math.round((data[s]! * sa * 255 + dst[d]! * inv) / oa);
      dst[d + 1] = Math.round((data[s + 1]! * sa * 255 + dst[d + 1]! * inv) / oa);
      dst[d + 2] = Math.round((data[s + 2]! * sa * 255 + dst[d + 2]! * inv) / oa);
      dst[d + 3] = Math.round(oa / 255);
    }
  }
}
