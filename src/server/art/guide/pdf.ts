import { PDFDocument, StandardFonts, degrees, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { ITEM_CATEGORIES } from '@common/avatar/categories';
import { LAYER_ORDER, layerLabel } from '@common/avatar/layers';
import { FRAME_COUNT, FRAME_HEIGHT, FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { SHEET_COLUMNS, type ViewGroup } from '@common/avatar/views';
import { GUIDE_TEXT as T } from './content';
import { emojiName } from './emoji-names';
import { ACCENT, BAD, GOOD, INK, MUTED, PAGE, centred, mark, pageFrame, paragraph, wrap, type Fonts } from './layout';
import type { GuidePictures } from './pictures';

/** The guide's pages, in order (the art test checks them). */
export const GUIDE_PAGES = ['The template', 'An item, step by step', 'Long hair: two sheets', 'Layer order', 'Item categories', "Dos and don'ts"] as const;

const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GROUP_TITLE: Record<ViewGroup, string> = { front: 'Front views: frames 0, 1, 4', backSide: 'Back-side views: frames 2, 5', back: 'Back view: frame 3' };
const facing = (f: string) => (f[0]!.toUpperCase() + f.slice(1)).replace('-', ' ');

/** Writes the Creator Guide: the template, an example, the layer order, the categories, the rules. */
export async function creatorGuidePdf(pictures: GuidePictures): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(T.title);
  doc.setSubject(T.subtitle);
  doc.setAuthor('Oldroad');
  doc.setCreator('Oldroad art generator');
  doc.setProducer('Oldroad art generator');
  // A fixed date keeps the file the same from one generation to the next.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const jpeg = (buf: Buffer) => doc.embedJpg(buf);
  const newPage = (n: number) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    return { page, top: pageFrame(page, fonts, n === 0 ? T.title : GUIDE_PAGES[n]!, n + 1, T.footer) };
  };

  // 1. The template.
  {
    const { page, top } = newPage(0);
    let y = paragraph(page, T.subtitle, PAGE.margin, top, CONTENT_WIDTH, fonts.regular, 12, MUTED) - 6;
    page.drawText(`${GUIDE_PAGES[0]}: ${SHEET_WIDTH} x ${SHEET_HEIGHT} pixels, ${FRAME_COUNT} views of ${FRAME_WIDTH} x ${FRAME_HEIGHT}`, {
      x: PAGE.margin,
      y: y - 14,
      size: 14,
      font: fonts.bold,
      color: ACCENT,
    });
    y -= 22;
    for (const line of T.templateIntro) y = paragraph(page, line, PAGE.margin, y, CONTENT_WIDTH, fonts.regular);
    y -= 30;
    const img = await jpeg(pictures.template);
    const w = CONTENT_WIDTH;
    const h = (w * SHEET_HEIGHT) / SHEET_WIDTH;
    const frameW = w / FRAME_COUNT;
    for (const col of SHEET_COLUMNS) {
      const cx = PAGE.margin + frameW * (col.column + 0.5);
      centred(page, `Frame ${col.column}`, cx, y + 14, fonts.bold, 10);
      centred(page, facing(col.facing), cx, y + 3, fonts.regular, 9, MUTED);
      centred(page, `${col.group === 'front' ? 'front' : col.group === 'back' ? 'back' : 'back-side'} group`, cx, y - h - 13, fonts.regular, 8.5, MUTED);
      centred(page, `x ${col.column * FRAME_WIDTH}-${(col.column + 1) * FRAME_WIDTH - 1}`, cx, y - h - 24, fonts.regular, 8, MUTED);
    }
    page.drawImage(img, { x: PAGE.margin, y: y - h, width: w, height: h });
    page.drawText(`${FRAME_HEIGHT} px`, { x: PAGE.margin - 6, y: y - h / 2 - 14, size: 8, font: fonts.regular, color: MUTED, rotate: degrees(90) });
    y -= h + 40;
    paragraph(page, T.rotation, PAGE.margin, y, CONTENT_WIDTH, fonts.regular, 10.5);
  }

  // 2 and 3. An example item, and long hair's two sheets.
  twoSheets(newPage(1), fonts, T.exampleIntro, ['1. What you upload: the item alone', await jpeg(pictures.itemAlone)], ['2. What players see: worn on the body', await jpeg(pictures.itemWorn)]);
  twoSheets(newPage(2), fonts, T.hairIntro, ['Hair: the front sheet', await jpeg(pictures.hairFront)], ['Hair (back part): drawn behind the body', await jpeg(pictures.hairBack)]);

  // 4. The layer order per view group.
  {
    const { page, top } = newPage(3);
    const y = paragraph(page, T.layersIntro, PAGE.margin, top, CONTENT_WIDTH, fonts.regular) - 8;
    const colW = CONTENT_WIDTH / 3;
    (Object.keys(LAYER_ORDER) as ViewGroup[]).forEach((group, g) => {
      const x = PAGE.margin + g * colW;
      page.drawText(GROUP_TITLE[group], { x, y: y - 12, size: 11, font: fonts.bold, color: ACCENT });
      page.drawText('1 is drawn first (at the back)', { x, y: y - 24, size: 8, font: fonts.regular, color: MUTED });
      LAYER_ORDER[group].forEach((layer, i) => {
        const ly = y - 38 - i * 10.4;
        const body = layer.kind === 'body';
        page.drawText(String(i + 1).padStart(2, ' '), { x, y: ly, size: 8.5, font: fonts.regular, color: MUTED });
        page.drawText(layerLabel(layer), { x: x + 16, y: ly, size: 8.5, font: body ? fonts.bold : fonts.regular, color: body ? ACCENT : INK });
      });
    });
  }

  // 5. The categories.
  {
    const { page, top } = newPage(4);
    const y = paragraph(page, T.categoriesIntro, PAGE.margin, top, CONTENT_WIDTH, fonts.regular) - 6;
    const half = Math.ceil(ITEM_CATEGORIES.length / 2);
    const colW = CONTENT_WIDTH / 2;
    const rowH = 22.5;
    for (let c = 0; c < 2; c++) {
      const x = PAGE.margin + c * colW;
      page.drawText('Code', { x: x + 26, y: y - 12, size: 8.5, font: fonts.bold, color: MUTED });
      page.drawText('Category', { x: x + 62, y: y - 12, size: 8.5, font: fonts.bold, color: MUTED });
      page.drawText('Emoji', { x: x + 190, y: y - 12, size: 8.5, font: fonts.bold, color: MUTED });
    }
    for (const [i, cat] of ITEM_CATEGORIES.entries()) {
      const x = PAGE.margin + Math.floor(i / half) * colW;
      const rowTop = y - 18 - (i % half) * rowH;
      if (i % 2 === 0) page.drawRectangle({ x: x - 4, y: rowTop - rowH + 1, width: colW - 12, height: rowH, color: rgb(0.98, 0.95, 0.9) });
      const icon = pictures.icons.get(cat.id);
      if (icon) page.drawImage(await jpeg(icon), { x, y: rowTop - rowH + 2.5, width: 19, height: 19 });
      const text = rowTop - rowH / 2 - 3;
      const code = String(cat.id);
      page.drawText(code, { x: x + 50 - fonts.bold.widthOfTextAtSize(code, 10), y: text, size: 10, font: fonts.bold, color: INK });
      page.drawText(cat.label, { x: x + 62, y: text, size: 10, font: fonts.regular, color: INK });
      page.drawText(emojiName(cat.emoji), { x: x + 190, y: text, size: 9, font: fonts.regular, color: MUTED });
    }
  }

  // 6. Dos and don'ts, with pictures.
  {
    const { page, top } = newPage(5);
    const colW = CONTENT_WIDTH / 2;
    const list = (items: readonly string[], good: boolean, x: number) => {
      let y = top - 6;
      page.drawText(good ? 'Do' : "Don't", { x, y: y - 12, size: 13, font: fonts.bold, color: good ? GOOD : BAD });
      y -= 20;
      for (const item of items) {
        mark(page, good, x, y - 10);
        y = paragraph(page, item, x + 16, y, colW - 36, fonts.regular, 10) - 3;
      }
      return y;
    };
    const bottom = Math.min(list(T.dos, true, PAGE.margin), list(T.donts, false, PAGE.margin + colW));
    const examples: [string, PDFImage, boolean][] = [
      [T.exampleLabels.good, await jpeg(pictures.good), true],
      [T.exampleLabels.opaque, await jpeg(pictures.opaque), false],
      [T.exampleLabels.outside, await jpeg(pictures.outside), false],
      [T.exampleLabels.logo, await jpeg(pictures.good), false],
    ];
    const h = Math.min(210, bottom - 80);
    const w = h / 2;
    const gap = (CONTENT_WIDTH - examples.length * w) / examples.length;
    examples.forEach(([label, img, good], i) => {
      const x = PAGE.margin + gap / 2 + i * (w + gap);
      const y = bottom - 14 - h;
      page.drawImage(img, { x, y, width: w, height: h });
      page.drawRectangle({ x, y, width: w, height: h, borderColor: good ? GOOD : BAD, borderWidth: 2 });
      if (i === 3) {
        page.drawText('MY BRAND', { x: x + 12, y: y + h * 0.55, size: 13, font: fonts.bold, color: BAD, rotate: degrees(18) });
        page.drawText('(c) me 2026', { x: x + 14, y: y + h * 0.3, size: 9, font: fonts.bold, color: rgb(0.2, 0.2, 0.6) });
      }
      for (const [k, line] of wrap(label, fonts.regular, 9, w + gap - 10).entries()) centred(page, line, x + w / 2, y - 12 - k * 11, fonts.regular, 9, good ? GOOD : BAD);
    });
  }

  return doc.save();
}

type Section = { page: PDFPage; top: number };

/** A page of two full sheets one above the other, each with its caption. */
function twoSheets({ page, top }: Section, fonts: Fonts, intro: string, ...sheets: [string, PDFImage][]): void {
  let y = paragraph(page, intro, PAGE.margin, top, CONTENT_WIDTH, fonts.regular) - 4;
  const w = 600;
  const h = (w * SHEET_HEIGHT) / SHEET_WIDTH;
  for (const [caption, img] of sheets) {
    const x = (PAGE.width - w) / 2;
    page.drawText(caption, { x, y: y - 13, size: 11, font: fonts.bold, color: INK });
    y -= 20;
    page.drawImage(img, { x, y: y - h, width: w, height: h });
    y -= h + 12;
  }
}

