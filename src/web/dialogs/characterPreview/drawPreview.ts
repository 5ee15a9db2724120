import { LAYER_ORDER, type Layer } from '@common/avatar/layers';
import { FRAME_COUNT } from '@common/avatar/sheet';
import { SHEET_COLUMNS, columnOfView } from '@common/avatar/views';
import { PREVIEW_CANVAS, type PreviewBackground } from '@common/creator-tools/preview';

/** A loaded picture: a sprite sheet of six views side by side (or a plain background image). */
export type Picture = HTMLImageElement;

/**
 * Draws one view of the character onto the 425x850 canvas: the background, then each layer
 * of the view's group in the draw order written in src/common (avatar-economy §9). A layer's
 * picture is a sheet of six views; its column for this view is stretched to the frame, so a
 * sheet of the wrong size still shows where its drawing lands.
 */
export function drawPreview(
  ctx: CanvasRenderingContext2D,
  view: number,
  background: PreviewBackground,
  backgroundPicture: Picture | null,
  pictureOf: (layer: Layer) => Picture | null,
): void {
  const { width, height } = PREVIEW_CANVAS;
  ctx.clearRect(0, 0, width, height);
  if (background.image && backgroundPicture) drawCover(ctx, backgroundPicture, background.focusX ?? 0.5);
  else {
    ctx.fillStyle = background.color ?? '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  const column = columnOfView(view);
  for (const layer of LAYER_ORDER[SHEET_COLUMNS[column]!.group]) {
    const pic = pictureOf(layer);
    if (!pic || !pic.naturalWidth) continue;
    const sw = pic.naturalWidth / FRAME_COUNT;
    ctx.drawImage(pic, column * sw, 0, sw, pic.naturalHeight, 0, 0, width, height);
  }
}

/** Fills the canvas with a picture, cropped around a horizontal point (0 left, 1 right). */
function drawCover(ctx: CanvasRenderingContext2D, pic: Picture, focusX: number): void {
  const { width, height } = PREVIEW_CANVAS;
  const scale = Math.max(width / pic.naturalWidth, height / pic.naturalHeight);
  const sw = width / scale;
  const sh = height / scale;
  const sx = Math.min(pic.naturalWidth - sw, Math.max(0, focusX * pic.naturalWidth - sw / 2));
  ctx.drawImage(pic, sx, (pic.naturalHeight - sh) / 2, sw, sh, 0, 0, width, height);
}
