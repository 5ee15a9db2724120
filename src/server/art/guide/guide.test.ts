import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES } from '@common/avatar/categories';
import { writeBody, writeItem } from '../generate-items';
import { designById } from '../items';
import { GUIDE_PAGES } from './pdf';
import { CREATOR_GUIDE_FILE, GUIDE_BODY, GUIDE_EXAMPLE_HAIR, GUIDE_EXAMPLE_ITEM, categoryIconItem } from './files';
import { writeCreatorGuide } from '.';

const ICON_CATEGORIES = ITEM_CATEGORIES.slice(0, 3);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-guide-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The text a page draws, as the hex strings Helvetica text is written in. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
}
const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
const imageCount = (page: PDFPage) => {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return xobjects ? xobjects.keys().length : 0;
};

describe('the Creator Guide PDF', () => {
  let pdf: PDFDocument;
  let bytes: Buffer;

  beforeAll(async () => {
    // The art the guide is cut from, with icons for the first categories only (drawing all 36
    // would slow the test): a category without its picture is still listed.
    writeBody(dir, GUIDE_BODY.isMale, GUIDE_BODY.tone);
    const items = [GUIDE_EXAMPLE_ITEM, GUIDE_EXAMPLE_HAIR, ...ICON_CATEGORIES.map((c) => categoryIconItem(c.id))];
    await Promise.all([...new Set(items)].map((id) => writeItem(dir, designById(id)!)));
    const started = Date.now();
    await writeCreatorGuide(dir);
    console.log(`Creator Guide written in ${Date.now() - started} ms`);
    bytes = fs.readFileSync(path.join(dir, CREATOR_GUIDE_FILE));
    pdf = await PDFDocument.load(bytes);
  }, 120_000);

  it('is a PDF of six landscape A4 pages with its title', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.getPageCount()).toBe(GUIDE_PAGES.length);
    expect(GUIDE_PAGES).toHaveLength(6);
    for (const page of pdf.getPages()) {
      expect(Math.round(page.getWidth())).toBe(842);
      expect(Math.round(page.getHeight())).toBe(595);
    }
    expect(pdf.getTitle()).toBe('Oldroad Creator Guide');
  });

  it('heads each page with its subject, in order', () => {
    const pages = pdf.getPages().map(pageContent);
    expect(pages[0]).toContain(hex('Oldroad Creator Guide'));
    expect(pages[0]).toContain(hex('The template: 2550 x 850 pixels, 6 views of 425 x 850'));
    GUIDE_PAGES.slice(1).forEach((title, i) => expect(pages[i + 1]).toContain(hex(title)));
  });

  it('labels the six frames of the template in sheet order', () => {
    const first = pageContent(pdf.getPage(0));
    const at = ['Frame 0', 'Front', 'Frame 1', 'Front right', 'Frame 2', 'Back right', 'Frame 3', 'Back', 'Frame 4', 'Front left', 'Frame 5', 'Back left'].map((t) =>
      first.indexOf(hex(t)),
    );
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('lists all 38 layers in each of the three view groups and every category code', () => {
    const layers = pageContent(pdf.getPage(3));
    expect(layers.split(hex('Body')).length - 1).toBe(3);
    expect(layers.split(hex('Hair (back part)')).length - 1).toBe(3);
    expect(layers).toContain(hex('38'));
    const categories = pageContent(pdf.getPage(4));
    for (const c of ITEM_CATEGORIES) {
      expect(categories).toContain(hex(String(c.id)));
      expect(categories).toContain(hex(c.label));
    }
    expect(categories).toContain(hex('lipstick'));
  });

  it('shows pictures cut from the real art on the template, example, category and rules pages', () => {
    expect([0, 1, 2, 4, 5].map((i) => imageCount(pdf.getPage(i)) > 0)).toEqual([true, true, true, true, true]);
    expect(imageCount(pdf.getPage(4))).toBe(ICON_CATEGORIES.length);
    expect(pageContent(pdf.getPage(5))).toContain(hex('Exactly 2550 x 850 pixels, PNG, with a transparent background.'));
  });
});
