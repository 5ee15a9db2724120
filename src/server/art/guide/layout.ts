import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** Pages are A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28, margin: 40 } as const;
export const INK = rgb(0.23, 0.16, 0.18);
export const MUTED = rgb(0.45, 0.4, 0.38);
export const ACCENT = rgb(0.71, 0.33, 0.18);
export const GOOD = rgb(0.25, 0.55, 0.3);
export const BAD = rgb(0.8, 0.22, 0.2);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Splits text into lines no wider than `width` at this size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes wrapped text from a top y; returns the y below it. */
export function paragraph(page: PDFPage, text: string, x: number, top: number, width: number, font: PDFFont, size = 10.5, color: RGB = INK): number {
  const leading = size * 1.38;
  let y = top;
  for (const line of wrap(text, font, size, width)) {
    y -= leading;
    page.drawText(line, { x, y: y + leading - size, size, font, color });
  }
  return y - size * 0.3;
}

/** The page's title, and the guide's name with the page number at the foot. */
export function pageFrame(page: PDFPage, fonts: Fonts, title: string, pageNumber: number, footer: string): number {
  const top = PAGE.height - PAGE.margin;
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: ACCENT });
  page.drawText(title, { x: PAGE.margin, y: top - 20, size: 20, font: fonts.bold, color: INK });
  page.drawText(`${footer}  ·  page ${pageNumber}`, { x: PAGE.margin, y: 20, size: 8, font: fonts.regular, color: MUTED });
  return top - 34;
}

export function centred(page: PDFPage, text: string, cx: number, y: number, font: PDFFont, size: number, color: RGB = INK): void {
  page.drawText(text, { x: cx - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

/** A tick (good) or a cross (bad) mark drawn as lines, at a text line's left. */
export function mark(page: PDFPage, good: boolean, x: number, y: number): void {
  const color = good ? GOOD : BAD;
  if (good) {
    page.drawLine({ start: { x, y: y + 4 }, end: { x: x + 3.5, y: y + 0.5 }, thickness: 1.8, color });
    page.drawLine({ start: { x: x + 3.5, y: y + 0.5 }, end: { x: x + 10, y: y + 9 }, thickness: 1.8, color });
  } else {
    page.drawLine({ start: { x, y }, end: { x: x + 8, y: y + 8 }, thickness: 1.8, color });
    page.drawLine({ start: { x, y: y + 8 }, end: { x: x + 8, y }, thickness: 1.8, color });
  }
}
