import { describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES, LAYER_KEYS, STORE_CATEGORY_TABS, TATTOO_ZONES } from './categories';
import { customizationSchema, defaultCustomization, wornItems } from './customization';
import { LAYER_ORDER } from './layers';
import { SKIN_TONES } from './skin-tones';
import { SHEET_COLUMNS, columnOfView, facingOfView, rotateLeft, rotateRight } from './views';

describe('avatar facts', () => {
  it('has 36 categories with the spec codes, tattoos 19-28, in store display order', () => {
    expect(ITEM_CATEGORIES).toHaveLength(36);
    expect(new Set(ITEM_CATEGORIES.map((c) => c.id)).size).toBe(36);
    expect(ITEM_CATEGORIES.filter((c) => c.key.startsWith('tattoo.')).map((c) => c.id)).toEqual([19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(TATTOO_ZONES).toHaveLength(10);
    expect(STORE_CATEGORY_TABS.map((t) => t.label)).toEqual([
      'Make up', 'Hair', 'Beard', 'Eyes', 'Eyebrows', 'Head', 'Nose', 'Mouth', 'Hat', 'Piercings', 'Ear piece', 'Glasses', 'Horns', 'Top',
      'Necklace', 'Neckwear', 'Coat', 'Belt', 'Bottom', 'Socks', 'Shoes', 'Bracelets', 'Wings', 'Bag', 'Gloves', 'Handheld', 'Tattoos',
    ]);
    expect(ITEM_CATEGORIES.find((c) => c.key === 'makeup')?.id).toBe(760);
    expect(ITEM_CATEGORIES.find((c) => c.key === 'earPiece')?.id).toBe(757);
  });

  it('has 23 skin tones', () => {
    expect(SKIN_TONES).toHaveLength(23);
  });

  it('rotates through six views with wrap both ways', () => {
    expect(rotateRight(5)).toBe(0);
    expect(rotateLeft(0)).toBe(5);
    expect([0, 1, 2, 3, 4, 5].map(rotateRight)).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('reads views 4 and 5 from swapped sprite columns, so a full turn goes all the way round', () => {
    expect([0, 1, 2, 3, 4, 5].map(columnOfView)).toEqual([0, 1, 2, 3, 5, 4]);
    expect([0, 1, 2, 3, 4, 5].map(facingOfView)).toEqual(['front', 'front-right', 'back-right', 'back', 'back-left', 'front-left']);
  });

  it('groups sheet columns 0, 1, 4 / 2, 5 / 3 for the draw order', () => {
    expect(SHEET_COLUMNS.map((c) => c.group)).toEqual(['front', 'front', 'backSide', 'back', 'front', 'backSide']);
  });

  it('draws every layer key exactly once per view group (hair also has its back part)', () => {
    for (const order of Object.values(LAYER_ORDER)) {
      const names = order.map((l) => (l.kind === 'body' ? 'body' : `${l.key}${l.part ? ':' + l.part : ''}`));
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((n) => n !== 'body' && n !== 'hair:back').sort()).toEqual([...LAYER_KEYS].sort());
    }
  });

  it('draws wings behind the body from the front and in front of it from behind', () => {
    const index = (group: keyof typeof LAYER_ORDER, key: string) => LAYER_ORDER[group].findIndex((l) => (l.kind === 'body' ? key === 'body' : l.key === key && !l.part));
    expect(index('front', 'wings')).toBeLessThan(index('front', 'body'));
    expect(index('back', 'wings')).toBeGreaterThan(index('back', 'coat'));
    expect(index('backSide', 'wings')).toBeGreaterThan(index('backSide', 'body'));
  });

  it('gives each body type a valid default outfit', () => {
    for (const isMale of [true, false]) {
      const c = defaultCustomization(isMale);
      expect(customizationSchema.safeParse(c).success).toBe(true);
      expect(wornItems(c).map(([k]) => k)).toEqual(expect.arrayContaining(['hair', 'eyes', 'top', 'bottom', 'shoes']));
    }
    expect(defaultCustomization(true).hair).not.toBe(defaultCustomization(false).hair);
  });
});
