import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { categoryById } from '@common/avatar/categories';
import { FRAME_COUNT, FRAME_WIDTH, ITEM_PREVIEW_SIZE, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import type { Config } from '../../config';
import { removeOutsideBackup } from '../../db/backup/uploads-lock';
import type { Db } from '../../db/client';
import { syncDir, writeDurable } from '../../fs/durable';
import type { SubmissionRow } from './schema';

/**
 * Where creators' files live: all under DATA_DIR/uploads, next to the database, never under
 * ART_DIR (art regeneration rewrites that folder; uploads are players' work and must survive).
 *
 *   DATA_DIR/uploads/submissions/<id>/image.<v>.png, thumbnail.<v>.png   a submission (re-encoded PNGs)
 *   DATA_DIR/uploads/items/<itemId>/sprite.png, preview.png             an approved item's art
 *
 * A submission's files are versioned: its row's `files_version` <v> names the pair it shows
 * (null: image.png and thumbnail.png, written before versions). New files are written under a
 * new version, durably, before the transaction whose row names it commits; files of the
 * version a row stopped naming are removed after that commit. So at every moment, a crash
 * included, the committed row names files that are on disk and hold what it says: an edit
 * never pairs its new fields with the old picture, or the old fields with a half-moved one.
 *
 * An approved item's `items.art` is `uploads/items/<itemId>`: the compositor and /cdn/item
 * resolve it under DATA_DIR (see itemArtFolder in art/service.ts).
 */
export type SubmissionFile = 'image' | 'thumbnail';
export const SUBMISSION_FILES: readonly SubmissionFile[] = ['image', 'thumbnail'];
type Uploads = Pick<Config, 'dataDir'>;
/** What removing files that rows named needs: the folder, and the database for the backup's lock. */
export interface FilesContext {
  config: Uploads;
  db: Db;
}
/** The row fields that name a submission's files. */
export type SubmissionFiles = Pick<SubmissionRow, 'id' | 'filesVersion'>;

export const submissionDir = (config: Uploads, id: number) => path.join(config.dataDir, 'uploads', 'submissions', String(id));
const fileAt = (config: Uploads, id: number, version: string | null, file: SubmissionFile) =>
  path.join(submissionDir(config, id), version === null ? `${file}.png` : `${file}.${version}.png`);
/** The file a row names. */
export const submissionFile = (config: Uploads, row: SubmissionFiles, file: SubmissionFile) => fileAt(config, row.id, row.filesVersion, file);
export const approvedItemArt = (itemId: number) => `uploads/items/${itemId}`;

/** A version nobody else can pick: two edits of one submission at once never share file names. */
export const newFilesVersion = (): string => randomBytes(8).toString('hex');

/**
 * Writes a file so no reader ever sees half of it and a crash never leaves a committed row
 * pointing at a missing or empty file: written, fsynced, renamed, folder fsynced
 * (src/server/fs/durable.ts), before the caller's transaction commits.
 */
export const writeAtomic = writeDurable;

/** A new submission's two files under `version` (null: the names from before versions), durably, before its row commits. */
export async function writeSubmissionFiles(config: Uploads, id: number, version: string | null, files: Record<SubmissionFile, Buffer>): Promise<void> {
  await Promise.all(SUBMISSION_FILES.map((name) => writeAtomic(fileAt(config, id, version, name), files[name])));
}

/**
 * An edit's new files, written durably under a new version before the edit's transaction.
 * `complete`, inside that transaction with the row locked, adds the files the edit keeps
 * (hard links to the version the locked row names, which nothing removes while it is locked),
 * so a version is always a whole pair. `discard`, when the transaction did not commit, removes
 * the new version: no committed row names it.
 */
export async function writeNextVersion(config: Uploads, id: number, files: Partial<Record<SubmissionFile, Buffer>>) {
  const version = newFilesVersion();
  const given = SUBMISSION_FILES.filter((name) => files[name]);
  await Promise.all(given.map((name) => writeAtomic(fileAt(config, id, version, name), files[name]!)));
  return {
    version,
    async complete(current: SubmissionFiles): Promise<void> {
      const kept = SUBMISSION_FILES.filter((name) => !files[name]);
      for (const name of kept) await linkOrCopy(fileAt(config, id, current.filesVersion, name), fileAt(config, id, version, name));
      if (kept.length) await syncDir(submissionDir(config, id));
    },
    discard: () => removeVersion(config, id, version),
  };
}

/** A second name for a file (its bytes are already durable); a durable copy where links are not allowed. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'EMLINK') throw err;
    await writeAtomic(to, await fs.readFile(from));
  }
}

const removeVersion = (config: Uploads, id: number, version: string | null) =>
  Promise.all(SUBMISSION_FILES.map((name) => fs.rm(fileAt(config, id, version, name), { force: true })));

/** Removes the version an edit's committed row stopped naming (outside a backup's copy). */
export const removeReplacedVersion = (ctx: FilesContext, id: number, version: string | null) =>
  removeOutsideBackup(ctx.db, () => removeVersion(ctx.config, id, version));

/** Removes a submission's folder once its committed row no longer needs it (rejected, deleted). */
export const removeSubmissionFiles = (ctx: FilesContext, id: number) =>
  removeOutsideBackup(ctx.db, () => fs.rm(submissionDir(ctx.config, id), { recursive: true, force: true }));

/** Removes the folder of a submission whose row never committed (no backup can name it). */
export const discardSubmissionFiles = (config: Uploads, id: number) => fs.rm(submissionDir(config, id), { recursive: true, force: true });

export const readSubmissionFile = (config: Uploads, row: SubmissionFiles, file: SubmissionFile): Promise<Buffer | null> =>
  fs.readFile(submissionFile(config, row, file)).catch(() => null);

/**
 * An approved submission's store art: its sprite copied as sprite.png, and a square preview
 * (the item's visible box in the front view, or the back view for wings and bags, on the
 * store's cream background) like the generated items' preview.png.
 */
export async function writeApprovedArt(config: Uploads, itemId: number, sprite: Buffer, category: number): Promise<void> {
  const dir = path.join(config.dataDir, approvedItemArt(itemId));
  await writeAtomic(path.join(dir, 'sprite.png'), sprite);
  await writeAtomic(path.join(dir, 'preview.png'), await itemPreview(sprite, category));
}

/** Removes the art of an item whose row never committed (a failed approval). */
export async function removeApprovedArt(config: Uploads, itemId: number): Promise<void> {
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
