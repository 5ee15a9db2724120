import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions, type Region } from 'sharp';
import { ITEM_CATEGORIES } from '@common/avatar/categories';
import { FRAME_COUNT, FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { itemArtDir } from '../catalog';
import { bodyFile } from '../generate-items';
import { svgDoc } from '../palette';
import { renderSvg } from '../sheet';
import { GUIDE_BODY, GUIDE_EXAMPLE_HAIR, GUIDE_EXAMPLE_ITEM, categoryIconItem } from './files';

/**
 * The guide's pictures, cut from the generated art at the size they are printed. JPEG: none
 * needs transparency (each is on its checkerboard or white), and a PDF embeds JPEG as it is,
 * where a PNG would be decoded and compressed again in JavaScript.
 */
export interface GuidePictures {
  /** The empty 2550x850 template: six frames, each with the body's outline to draw on. */
  template: Buffer;
  /** The example item's sheet alone, on a transparency checkerboard. */
  itemAlone: Buffer;
  /** The example item worn on the body. */
  itemWorn: Buffer;
  /** Long hair: its front sheet and its back part, on the checkerboard. */
  hairFront: Buffer;
  hairBack: Buffer;
  /** One front frame each for the dos and don'ts. */
  good: Buffer;
  opaque: Buffer;
  outside: Buffer;
  /** Category id -> its first design's preview picture. */
  icons: Map<number, Buffer>;
}

/** Sheets are printed at a third of their size (850x283 px in 600-760 points): sharp enough, and quick. */
const W = Math.round(SHEET_WIDTH / 3);
const H = Math.round(SHEET_HEIGHT / 3);
/** The example frames: the front view at 2/5 size. */
const FW = 170;
const FH = 340;

type Raw = { data: Buffer; width: number; height: number };

async function raw(input: Buffer | string, width: number, height: number, extract?: Region): Promise<Raw> {
  let img = sharp(input);
  if (extract) img = img.extract(extract);
  const data = await img.resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  return { data, width, height };
}

/** The same pixels, more transparent (the faint body to draw on). */
function faded(r: Raw, opacity: number): Raw {
  const data = Buffer.from(r.data);
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i]! * opacity);
  return { ...r, data };
}

const checker = (width: number, height: number, cell: number) =>
  `<defs><pattern id="ck" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse"><rect width="${cell * 2}" height="${cell * 2}" fill="#ffffff"/><rect width="${cell}" height="${cell}" fill="#e9e5df"/><rect x="${cell}" y="${cell}" width="${cell}" height="${cell}" fill="#e9e5df"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#ck)"/>`;

/** Dashed lines between the six frames and a border round the sheet, at print size. */
function frameLines(): string {
  const fw = W / FRAME_COUNT;
  const lines = Array.from({ length: FRAME_COUNT - 1 }, (_, i) => `<line x1="${(i + 1) * fw}" y1="0" x2="${(i + 1) * fw}" y2="${H}" stroke="#b4552f" stroke-width="1.5" stroke-dasharray="6 4"/>`);
  return `${lines.join('')}<rect x="0.75" y="0.75" width="${W - 1.5}" height="${H - 1.5}" fill="none" stroke="#b4552f" stroke-width="1.5"/>`;
}

const layer = (r: Raw): OverlayOptions => ({ input: r.data, raw: { width: r.width, height: r.height, channels: 4 } });

const JPEG = { quality: 90, chromaSubsampling: '4:4:4' } as const;

/** Layers over a background picture. */
function stack(background: Buffer, layers: Raw[], over?: Buffer): Promise<Buffer> {
  return sharp(background)
    .composite([...layers.map(layer), ...(over ? [{ input: over }] : [])])
    .jpeg(JPEG)
    .toBuffer();
}

export async function guidePictures(artDir: string): Promise<GuidePictures> {
  const file = (rel: string) => path.join(artDir, rel);
  const hairBackFile = file(`${itemArtDir(GUIDE_EXAMPLE_HAIR)}/back.png`);
  const [body, item, hair, hairBack] = await Promise.all(
    [file(bodyFile(GUIDE_BODY.isMale, GUIDE_BODY.tone)), file(`${itemArtDir(GUIDE_EXAMPLE_ITEM)}/sprite.png`), file(`${itemArtDir(GUIDE_EXAMPLE_HAIR)}/sprite.png`), hairBackFile].map((f) =>
      raw(fs.existsSync(f) ? f : file(`${itemArtDir(GUIDE_EXAMPLE_HAIR)}/sprite.png`), W, H),
    ),
  );
  const front = { left: 0, top: 0, width: FRAME_WIDTH, height: SHEET_HEIGHT };
  const [bodyFront, itemFront] = await Promise.all([raw(file(bodyFile(GUIDE_BODY.isMale, GUIDE_BODY.tone)), FW, FH, front), raw(file(`${itemArtDir(GUIDE_EXAMPLE_ITEM)}/sprite.png`), FW, FH, front)]);

  const sheetBg = renderSvg(svgDoc(W, H, checker(W, H, 8)));
  const lines = renderSvg(svgDoc(W, H, frameLines()));
  const frameBg = renderSvg(svgDoc(FW, FH, checker(FW, FH, 8)));
  const white = renderSvg(svgDoc(FW, FH, `<rect width="${FW}" height="${FH}" fill="#ffffff"/>`));
  const faintBody = faded(body, 0.3);
  const faintFront = faded(bodyFront, 0.3);
  // The item moved and tilted off the body's outline (what not to do).
  const itemMoved = await sharp(itemFront.data, { raw: { width: FW, height: FH, channels: 4 } })
    .rotate(14, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .extract({ left: 10, top: 30, width: FW, height: FH })
    .raw()
    .toBuffer();

  const icons = new Map<number, Buffer>();
  await Promise.all(
    ITEM_CATEGORIES.map(async (c) => {
      const preview = file(`${itemArtDir(categoryIconItem(c.id))}/preview.png`);
      if (fs.existsSync(preview)) icons.set(c.id, await sharp(preview).resize(64, 64).flatten({ background: '#fff7ea' }).jpeg(JPEG).toBuffer());
    }),
  );

  const [template, itemAlone, itemWorn, hairFront, hairBackSheet, good, opaque, outside] = await Promise.all([
    stack(sheetBg, [faintBody], lines),
    stack(sheetBg, [item], lines),
    stack(sheetBg, [body, item], lines),
    stack(sheetBg, [faded(body, 0.25), hair], lines),
    stack(sheetBg, [hairBack, faded(body, 0.25)], lines),
    stack(frameBg, [faintFront, itemFront]),
    stack(white, [faintFront, itemFront]),
    stack(frameBg, [faintFront, { data: itemMoved, width: FW, height: FH }]),
  ]);
  return { template, itemAlone, itemWorn, hairFront, hairBack: hairBackSheet, good, opaque, outside, icons };
}
