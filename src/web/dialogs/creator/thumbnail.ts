import { FRAME_COUNT, FRAME_HEIGHT, FRAME_WIDTH, THUMBNAIL } from '@common/avatar/sheet';
import { cdn } from '@common/cdn';

/** The default character a submission's thumbnail is drawn on (avatar-economy §9: skin 19). */
export const THUMBNAIL_SKIN_TONE = 19;

export interface CropRect {
  sx: number;
  sy: number;
  size: number;
}

/**
 * Where the 218x218 head crop (offset 103,42 of the 425x850 front view) lies in a sheet of
 * `width` x `height`. The front view is the first of six columns; a sheet drawn at another
 * scale (e.g. the half-size one) is cropped at the same place, scaled.
 */
export function thumbnailCrop(width: number, height: number): CropRect {
  const scaleX = width / FRAME_COUNT / FRAME_WIDTH;
  const scaleY = height / FRAME_HEIGHT;
  const scale = Math.min(scaleX, scaleY);
  return { sx: THUMBNAIL.left * scale, sy: THUMBNAIL.top * scale, size: THUMBNAIL.size * scale };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`could not load ${src}`));
    img.src = src;
  });
}

/**
 * The submission's thumbnail, made in the browser: the front view of the sprite drawn over the
 * default character (skin 19, the chosen body), cropped to the 218x218 head square, as a PNG.
 * Without a body (not loaded) the sprite alone is cropped. Rejects when the sprite cannot be read.
 */
export async function makeThumbnail(sprite: Blob, isMale: boolean): Promise<Blob> {
  const spriteUrl = URL.createObjectURL(sprite);
  try {
    const img = await loadImage(spriteUrl);
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('empty image');
    const body = await loadImage(cdn.baseBody(isMale, THUMBNAIL_SKIN_TONE)).catch(() => null);
    const canvas = document.createElement('canvas');
    canvas.width = THUMBNAIL.size;
    canvas.height = THUMBNAIL.size;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    for (const layer of body ? [body, img] : [img]) {
      const { sx, sy, size } = thumbnailCrop(layer.naturalWidth, layer.naturalHeight);
      ctx.drawImage(layer, sx, sy, size, size, 0, 0, THUMBNAIL.size, THUMBNAIL.size);
    }
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no blob'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(spriteUrl);
  }
}
