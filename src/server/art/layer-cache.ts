import fs from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { FRAME_COUNT, FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';

/** One column of a layer, trimmed to the box of its visible pixels (straight RGBA). */
export interface TrimmedColumn {
  x: number;
  y: number;
  width: number;
  height: number;
  data: Buffer;
}
/** A 6-column layer sheet after trimming: null columns are empty. */
export type TrimmedSheet = (TrimmedColumn | null)[];

/**
 * Layer sheets decoded and trimmed once, cached by their bytes (most recently used kept), one
 * load per file at a time. Trimming is what makes composing cheap: a pair of eyes is a 70x30
 * patch, not a 2550x850 image. A missing file is cached too (as null).
 */
export class LayerCache {
  private readonly cache: LRUCache<string, { sheet: TrimmedSheet | null }>;

  constructor(maxBytes = 192 * 1024 * 1024) {
    this.cache = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: ({ sheet }) => (sheet ?? []).reduce((n, c) => n + (c?.data.length ?? 0), 64),
      fetchMethod: async (file) => ({ sheet: await loadTrimmed(file) }),
    });
  }

  /** The trimmed sheet of a PNG file, or null when the file does not exist. */
  async get(file: string): Promise<TrimmedSheet | null> {
    return (await this.cache.fetch(file))!.sheet;
  }

  clear(): void {
    this.cache.clear();
  }
}

async function loadTrimmed(file: string): Promise<TrimmedSheet | null> {
  let input: Buffer;
  try {
    input = await fs.readFile(file);
  } catch {
    return null;
  }
  return trimPng(input);
}

/** A 2550x850 PNG as a trimmed sheet (null for any other size). */
export async function trimPng(input: Buffer): Promise<TrimmedSheet | null> {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== SHEET_WIDTH || info.height !== SHEET_HEIGHT || info.channels !== 4) return null;
  return Array.from({ length: FRAME_COUNT }, (_, col) => trimColumn(data, col));
}

export function trimColumn(data: Buffer, col: number): TrimmedColumn | null {
  const left = col * FRAME_WIDTH;
  let x0 = FRAME_WIDTH;
  let x1 = -1;
  let y0 = SHEET_HEIGHT;
  let y1 = -1;
  for (let y = 0; y < SHEET_HEIGHT; y++) {
    const row = (y * SHEET_WIDTH + left) * 4 + 3;
    for (let x = 0; x < FRAME_WIDTH; x++) {
      if (data[row + x * 4] !== 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  if (x1 < 0) return null;
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const out = Buffer.allocUnsafe(width * height * 4);
  for (let y = 0; y < height; y++) {
    const src = ((y0 + y) * SHEET_WIDTH + left + x0) * 4;
    data.copy(out, y * width * 4, src, src + width * 4);
  }
  return { x: x0, y: y0, width, height, data: out };
}
