import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey, type LayerKey } from '@common/avatar/categories';
import { emptyCustomization, houseItemId, withWorn, type Customization } from '@common/avatar/customization';
import { FRAME_WIDTH, SHEET_HEIGHT, SHEET_HEIGHT_SMALL, SHEET_WIDTH, SHEET_WIDTH_SMALL, THUMBNAIL } from '@common/avatar/sheet';
import { Compositor } from './compositor';
import { bodyFile, writeBody, writeItem } from './generate-items';
import { designById } from './items';
import { lookHash } from './look-hash';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-art-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A synthetic layer: one solid square per column at the same spot, so overlaps show the order. */
async function square(rel: string, color: { r: number; g: number; b: number }) {
  const squares = Array.from({ length: 6 }, (_, col) => ({
    input: { create: { width: 100, height: 100, channels: 4 as const, background: { ...color, alpha: 1 } } },
    left: col * FRAME_WIDTH + 150,
    top: 300,
  }));
  const file = path.join(dir, 'synthetic', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(squares)
    .png()
    .toFile(file);
}

describe('draw order per view group', () => {
  const RED = { r: 255, g: 0, b: 0 };
  const GREEN = { r: 0, g: 255, b: 0 };
  const BLUE = { r: 0, g: 0, b: 255 };
  let compositor: Compositor;
  const art: Partial<Record<LayerKey, string>> = { wings: 'items/wings', top: 'items/top' };

  beforeAll(async () => {
    await square(bodyFile(false, 0), GREEN);
    await square('items/wings/sprite.png', RED);
    await square('items/top/sprite.png', BLUE);
    compositor = new Compositor(path.join(dir, 'synthetic'), (id, category) => {
      const key = (['wings', 'top'] as const).find((k) => categoryByKey(k).id === category);
      return key && id === houseItemId(category, 0) ? art[key]! : null;
    });
  });

  const colorAt = (raw: Buffer, col: number) => {
    const i = (350 * SHEET_WIDTH + col * FRAME_WIDTH + 200) * 4;
    return [raw[i], raw[i + 1], raw[i + 2]];
  };

  it('puts wings behind the body from the front and over everything from behind', async () => {
    let c = emptyCustomization(false);
    c = withWorn(c, 'wings', houseItemId(categoryByKey('wings').id, 0));
    const raw = (await compositor.composeRaw(c))!;
    // Columns 0, 1, 4 face the viewer: the body covers the wings.
    for (const col of [0, 1, 4]) expect(colorAt(raw, col)).toEqual([0, 255, 0]);
    // Columns 2, 5 and 3 are seen from behind: the wings cover the body.
    for (const col of [2, 3, 5]) expect(colorAt(raw, col)).toEqual([255, 0, 0]);
  });

  it('puts the top over the body and under the wings seen from behind', async () => {
    let c = emptyCustomization(false);
    c = withWorn(c, 'top', houseItemId(categoryByKey('top').id, 0));
    c = withWorn(c, 'wings', houseItemId(categoryByKey('wings').id, 0));
    const raw = (await compositor.composeRaw(c))!;
    expect(colorAt(raw, 0)).toEqual([0, 0, 255]);
    expect(colorAt(raw, 3)).toEqual([255, 0, 0]);
  });

  it('never draws an item the resolver does not know for that slot', async () => {
    // A top's id worn as wings: the resolver refuses it, so only the body shows.
    const c = withWorn(emptyCustomization(false), 'wings', houseItemId(categoryByKey('top').id, 0));
    const raw = (await compositor.composeRaw(c))!;
    for (const col of [0, 3]) expect(colorAt(raw, col)).toEqual([0, 255, 0]);
  });

  it('has nothing to draw without the base body', async () => {
    expect(await compositor.composeRaw(emptyCustomization(true))).toBeNull();
  });
});

describe('composing generated art', () => {
  const designs = [houseItemId(categoryByKey('hair').id, 0), houseItemId(categoryByKey('top').id, 0), houseItemId(categoryByKey('top').id, 2)];
  let compositor: Compositor;
  let look: Customization;

  beforeAll(async () => {
    const real = path.join(dir, 'real');
    writeBody(real, false, 0);
    for (const id of designs) await writeItem(real, designById(id)!);
    compositor = new Compositor(real, (id) => (designs.includes(id) ? `items/${id}` : null));
    look = withWorn(withWorn(emptyCustomization(false), 'hair', designs[0]!), 'top', designs[1]!);
  });

  it('gives byte-identical images and the same hash for the same customization', async () => {
    const a = (await compositor.compose(look))!;
    compositor.layers.clear();
    const b = (await compositor.compose(structuredClone(look)))!;
    expect(Buffer.compare(a.sheet, b.sheet)).toBe(0);
    expect(Buffer.compare(a.thumb, b.thumb)).toBe(0);
    expect(lookHash(look)).toBe(lookHash(structuredClone(look)));
  });

  it('changes the hash and the picture when one slot changes', async () => {
    const other = withWorn(look, 'top', designs[2]!);
    expect(lookHash(other)).not.toBe(lookHash(look));
    const a = (await compositor.compose(look))!;
    const b = (await compositor.compose(other))!;
    expect(Buffer.compare(a.sheet, b.sheet)).not.toBe(0);
  });

  it('makes a 2550x850 sheet, a half-size sheet and a 218x218 WebP thumbnail cropped at 103,42', async () => {
    const out = (await compositor.compose(look))!;
    expect(await sharp(out.sheet).metadata()).toMatchObject({ format: 'png', width: SHEET_WIDTH, height: SHEET_HEIGHT });
    expect(await sharp(out.small).metadata()).toMatchObject({ format: 'png', width: SHEET_WIDTH_SMALL, height: SHEET_HEIGHT_SMALL });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: THUMBNAIL.size, height: THUMBNAIL.size });
    // The thumbnail is the sheet's pixels at 103,42 (compare through PNG to skip WebP loss).
    const crop = await sharp(out.sheet).extract({ left: THUMBNAIL.left, top: THUMBNAIL.top, width: 218, height: 218 }).raw().toBuffer();
    const thumb = await sharp(out.thumb).raw().ensureAlpha().toBuffer();
    let diff = 0;
    for (let i = 0; i < crop.length; i += 97) diff += Math.abs(crop[i]! - thumb[i]!);
    expect(diff / (crop.length / 97)).toBeLessThan(8);
  });
});
