import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { FEED_TEXT, UPLOAD_FILENAME_MAX, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_STORED_MAX_SIDE } from '@common/outfitsFeed/limits';
import { Invalid, TooLarge } from '../../errors';

/** An uploaded image after its checks: re-encoded, without metadata, ready to store. */
export interface CheckedImage {
  filename: string;
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

function kindOfBytes(buf: Buffer): 'png' | 'jpeg' | null {
  if (buf.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (buf.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

/** What the file claims to be, by its name and its declared type (null: it claims nothing we know). */
function claimedKind(filename: string, mimetype: string): 'png' | 'jpeg' | 'other' | null {
  const ext = path.extname(filename).toLowerCase();
  const byName = ext === '.png' ? 'png' : ext === '.jpg' || ext === '.jpeg' ? 'jpeg' : ext ? 'other' : null;
  const byType = mimetype === 'image/png' ? 'png' : mimetype === 'image/jpeg' ? 'jpeg' : null;
  return byName ?? byType;
}

/** A safe display name: the base name, control characters dropped, bounded. */
export function cleanFilename(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'image').slice(0, UPLOAD_FILENAME_MAX);
}

/**
 * Checks an uploaded image and re-encodes it (avatar-economy §5: image files only). In order:
 * size; PNG or JPEG by its bytes, matching what its name says; the declared pixel count read
 * from the header before anything is decoded (a decompression bomb is refused without the
 * memory); then a full decode (a truncated or damaged file fails here) into a fresh file of
 * the same kind, at most UPLOAD_STORED_MAX_SIDE on its longer side, with no metadata.
 */
export async function checkImage(filename: string, mimetype: string, buf: Buffer): Promise<CheckedImage> {
  if (buf.length > UPLOAD_MAX_BYTES) throw new TooLarge(FEED_TEXT.uploadTooLarge);
  const kind = kindOfBytes(buf);
  if (!kind) throw new Invalid(FEED_TEXT.uploadNotImage);
  const claimed = claimedKind(filename, mimetype);
  if (claimed !== null && claimed !== kind) throw new Invalid(FEED_TEXT.uploadMismatch);

  let meta: Metadata;
  try {
    // Only the header is read here (no pixels), so no pixel limit yet: the count is checked next.
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new Invalid(FEED_TEXT.uploadBroken);
  }
  if (!meta.width || !meta.height) throw new Invalid(FEED_TEXT.uploadBroken);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new Invalid(FEED_TEXT.uploadTooManyPixels);

  try {
    // failOn 'truncated': a file cut short is refused rather than drawn half grey.
    const pipeline = sharp(buf, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: UPLOAD_STORED_MAX_SIDE, height: UPLOAD_STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = kind === 'png' ? pipeline.png({ compressionLevel: 8 }) : pipeline.jpeg({ quality: 86, mozjpeg: true });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { filename: cleanFilename(filename), contentType: kind === 'png' ? 'image/png' : 'image/jpeg', data, width: info.width, height: info.height };
  } catch {
    throw new Invalid(FEED_TEXT.uploadBroken);
  }
}
