import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { categoryById } from '@common/avatar/categories';
import { FRAME_COUNT, FRAME_WIDTH, ITEM_PREVIEW_SIZE, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import type { Config } from '../../config';
import { makeDirDurable, renameDurable, syncDir, writeDurable, writeSynced } from '../../fs/durable';

/**
 * Where creators' files live: all under DATA_DIR/uploads, next to the database, never under
 * ART_DIR (art regeneration rewrites that folder; uploads are players' work and must survive).
 *
 *   DATA_DIR/uploads/submissions/<id>/image.png, thumbnail.png   a submission (re-encoded PNGs)
 *   DATA_DIR/uploads/items/<itemId>/sprite.png, preview.png      an approved item's art
 *
 * An approved item's `items.art` is `uploads/items/<itemId>`: the compositor and /cdn/item
 * resolve it under DATA_DIR (see itemArtFolder in art/service.ts).
 */
export type SubmissionFile = 'image' | 'thumbnail';

export const submissionDir = (config: Pick<Config, 'dataDir'>, id: number) => path.join(config.dataDir, 'uploads', 'submissions', String(id));
export const submissionFile = (config: Pick<Config, 'dataDir'>, id: number, file: SubmissionFile) => path.join(submissionDir(config, id), `${file}.png`);
export const approvedItemArt = (itemId: number) => `uploads/items/${itemId}`;

/**
 * Writes a file so no reader ever sees half of it and a crash never leaves a committed row
 * pointing at a missing or empty file: written, fsynced, renamed, folder fsynced
 * (src/server/fs/durable.ts), before the caller's transaction commits.
 */
export const writeAtomic = writeDurable;

export async function writeSubmissionFiles(config: Pick<Config, 'dataDir'>, id: number, files: Partial<Record<SubmissionFile, Buffer>>): Promise<void> {
  await Promise.all((Object.entries(files) as [SubmissionFile, Buffer | undefined][]).map(([name, buf]) => (buf ? writeAtomic(submissionFile(config, id, name), buf) : null)));
}

/**
 * New files for an existing submission, written to DATA_DIR/uploads/staging first: `replace`
 * (after the edit's transaction committed) moves them into place, `discard` (when it did not)
 * removes them, so a refused or failed edit keeps the old image with the old fields.
 */
export async function stageSubmissionFiles(config: Pick<Config, 'dataDir'>, id: number, files: Partial<Record<SubmissionFile, Buffer>>) {
  const stagingDir = path.join(config.dataDir, 'uploads', 'staging');
  const staged = (Object.entries(files) as [SubmissionFile, Buffer | undefined][])
    .filter((e): e is [SubmissionFile, Buffer] => !!e[1])
    .map(([name, buf]) => ({ file: submissionFile(config, id, name), tmp: path.join(stagingDir, `${id}-${name}-${process.pid}-${Math.random().toString(36).slice(2)}.png`), buf }));
  // Staged files are on disk (fsynced) before the edit's transaction commits.
  if (staged.length) await makeDirDurable(stagingDir);
  await Promise.all(staged.map(({ tmp, buf }) => writeSynced(tmp, buf)));
  if (staged.length) await syncDir(stagingDir);
  return {
    async replace(): Promise<void> {
      for (const { tmp, file } of staged) await renameDurable(tmp, file);
    },
    async discard(): Promise<void> {
      await Promise.all(staged.map(({ tmp }) => fs.rm(tmp, { force: true })));
    },
  };
}

export async function removeSubmissionFiles(config: Pick<Config, 'dataDir'>, id: number): Promise<void> {
  await fs.rm(submissionDir(config, id), { recursive: true, force: true });
}

export const readSubmissionFile = (config: Pick<Config, 'dataDir'>, id: number, file: SubmissionFile): Promise<Buffer | null> =>
  fs.readFile(submissionFile(config, id, file)).catch(() => null);

/**
 * An approved submission's store art: its sprite copied as sprite.png, and a square preview
 * (the item's visible box in the front view, or the back view for wings and bags, on the
 * store's cream background) like the generated items' preview.png.
 */
export async function writeApprovedArt(config: Pick<Config, 'dataDir'>, itemId: number, sprite: Buffer, category: number): Promise<void> {
  const dir = path.join(config.dataDir, approvedItemArt(itemId));
  await writeAtomic(path.join(dir, 'sprite.png'), sprite);
  await writeAtomic(path.join(dir, 'preview.png'), await itemPreview(sprite, category));
}

export async function removeApprovedArt(config: Pick<Config, 'dataDir'>, itemId: number): Promise<void> {
  await fs.rm(path.join(config.dataDir, approvedItemArt(itemId)), { recursive: true, force: true });
}

async function itemPreview(sprite: Buffer, category: number): Promise<Buffer> {
  const { data } = await sharp(sprite).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const key = categoryById(category)?.key;
  const order = key === 'wings' || key === 'bag' ? [3, 0, 1, 4, 2, 5] : [0, 3, 1, 4, 2, 5];
  let box: [number, number, number, number] | null = null;
  for (const col of order) {
    box = alphaBox(data, col);
    if (box) break;
  }
  const [x0, y0, x1, y1] = box ?? [100, 100, 325, 325];
  const side = Math.min(SHEET_HEIGHT, Math.max(x1 - x0, y1 - y0, 90) + 24);
  const left = Math.max(0, Math.min(SHEET_WIDTH - side, Math.round((x0 + x1 - side) / 2)));
  const top = Math.max(0, Math.min(SHEET_HEIGHT - side, Math.round((y0 + y1 - side) / 2)));
  return sharp(sprite)
    .extract({ left, top, width: side, height: side })
    .resize(ITEM_PREVIEW_SIZE, ITEM_PREVIEW_SIZE, { fit: 'contain', background: '#fff7ea' })
    .flatten({ background: '#fff7ea' })
    .png()
    .toBuffer();
}

/** The box [x0, y0, x1, y1] (sheet coordinates) of visible pixels in one column, or null. */
function alphaBox(rgba: Buffer, col: number): [number, number, number, number] | null {
  if (col < 0 || col >= FRAME_COUNT) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < SHEET_HEIGHT; y++) {
    for (let x = col * FRAME_WIDTH; x < (col + 1) * FRAME_WIDTH; x++) {
      if (rgba[(y * SHEET_WIDTH + x) * 4 + 3]! > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  return x1 < 0 ? null : [x0, y0, x1 + 1, y1 + 1];
}
