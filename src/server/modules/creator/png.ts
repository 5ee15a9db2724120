import sharp from 'sharp';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import {
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
  SUBMISSION_IMAGE_MAX_PIXELS,
  SUBMISSION_THUMBNAIL_MAX_PIXELS,
  THUMBNAIL_MAX_SIDE,
} from '@common/creator/submission';
import { Invalid } from '../../errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type UploadKind = 'image' | 'thumbnail';

/**
 * A header declaring this many times the allowed pixels is a decompression bomb, not a
 * picture exported at a slightly wrong size (which gets the wrong-size message). Either way
 * nothing over the limit is ever decoded.
 */
const FLOOD_FACTOR = 4;

/** What each kind of upload must be, and how each refusal reads. */
const RULES = {
  image: {
    maxPixels: SUBMISSION_IMAGE_MAX_PIXELS,
    sizeOk: (w: number, h: number) => w === SPRITE_WIDTH && h === SPRITE_HEIGHT,
    notPng: SUBMISSION_TEXT.imageNotPng,
    damaged: SUBMISSION_TEXT.imageDamaged,
    flood: SUBMISSION_TEXT.imageFlood,
    wrongSize: SUBMISSION_TEXT.imageWrongSize,
  },
  thumbnail: {
    maxPixels: SUBMISSION_THUMBNAIL_MAX_PIXELS,
    sizeOk: (w: number, h: number) => w <= THUMBNAIL_MAX_SIDE && h <= THUMBNAIL_MAX_SIDE,
    notPng: SUBMISSION_TEXT.thumbnailNotPng,
    damaged: SUBMISSION_TEXT.thumbnailDamaged,
    flood: SUBMISSION_TEXT.thumbnailFlood,
    wrongSize: SUBMISSION_TEXT.thumbnailWrongSize,
  },
} as const;

/** Width and height a PNG declares in its IHDR chunk (bytes 16-23), or null if there is none. */
export function declaredSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 33 || buf.toString('latin1', 12, 16) !== 'IHDR' || buf.readUInt32BE(8) !== 13) return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export const isPngSignature = (buf: Buffer): boolean => buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE);

/**
 * Checks an uploaded file and answers it re-encoded: a real PNG by its signature bytes, the
 * size its header declares bounded BEFORE anything is decoded (a 100,000 x 100,000 bomb is
 * refused having read 24 bytes), the exact size for a sprite, then a full decode by sharp
 * with the same pixel limit and failing on any damage (a truncated file fails here). The
 * answer is a fresh 8-bit RGBA PNG written by sharp, so no metadata of the upload (text
 * chunks, EXIF, colour profiles) survives. Every refusal is an Invalid with its own message.
 */
export async function checkPng(buf: Buffer, kind: UploadKind): Promise<Buffer> {
  const rule = RULES[kind];
  if (!isPngSignature(buf)) throw new Invalid(rule.notPng, kind);
  const size = declaredSize(buf);
  if (!size || size.width === 0 || size.height === 0) throw new Invalid(rule.damaged, kind);
  if (size.width * size.height > rule.maxPixels * FLOOD_FACTOR) throw new Invalid(rule.flood(size.width, size.height), kind);
  if (!rule.sizeOk(size.width, size.height)) throw new Invalid(rule.wrongSize(size.width, size.height), kind);
  try {
    const { data, info } = await sharp(buf, { limitInputPixels: rule.maxPixels, failOn: 'truncated' })
      .toColourspace('srgb')
      .ensureAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    // The decoder read the same size the header declared (anything else is a damaged file).
    if (info.width !== size.width || info.height !== size.height) throw new Invalid(rule.damaged, kind);
    return data;
  } catch (err) {
    if (err instanceof Invalid) throw err;
    throw new Invalid(rule.damaged, kind);
  }
}
