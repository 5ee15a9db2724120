import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryById } from '../avatar/categories';
import { emptyCustomization, withWorn, wornItems, type Customization } from '../avatar/customization';
import {
  EMPTY_STAGING,
  displayState,
  equippedFirst,
  pendingCount,
  previewCustomization,
  selectionStaging,
  stagedChanges,
  toggle,
  willBeWorn,
  type StageableItem,
  type Staging,
} from './staging';

const HAIR = 0;
const TOP = 10;
const CHEST_TATTOO = 21;
const item = (id: number, category: number, isEquipped = false): StageableItem => ({ id, category, isEquipped });

/** A player's things: hair 1 (worn), hair 2, hair 3, top 10 (worn), top 11, a chest tattoo 20. */
const hair1 = item(1, HAIR, true);
const hair2 = item(2, HAIR);
const hair3 = item(3, HAIR);
const top10 = item(10, TOP, true);
const top11 = item(11, TOP);
const tattoo = item(20, CHEST_TATTOO);
const ITEMS = [hair1, hair2, hair3, top10, top11, tattoo];

const lookOf = (items: readonly StageableItem[]): Customization =>
  items.filter((i) => i.isEquipped).reduce((c, i) => withWorn(c, categoryById(i.category)!.key, i.id), emptyCustomization(false));
const click = (s: Staging, ...clicked: StageableItem[]) => clicked.reduce((acc, i) => toggle(acc, i, ITEMS), s);
const states = (s: Staging) => Object.fromEntries(ITEMS.map((i) => [i.id, displayState(i, s)]));

describe('staging rules (live-world §4)', () => {
  it('clicking an unequipped item stages an equip and marks the worn item of its category for unequip', () => {
    const s = click(EMPTY_STAGING, hair2);
    expect(states(s)).toEqual({ 1: 'pending-unequip', 2: 'pending-equip', 3: 'unequipped', 10: 'equipped', 11: 'unequipped', 20: 'unequipped' });
    expect(stagedChanges(s, ITEMS)).toEqual([
      { itemId: 1, action: 'unequip' },
      { itemId: 2, action: 'equip' },
    ]);
    expect(pendingCount(s, ITEMS)).toBe(2);
  });

  it('equipping another item of the category replaces the pending one', () => {
    const s = click(EMPTY_STAGING, hair2, hair3);
    expect(states(s)).toMatchObject({ 1: 'pending-unequip', 2: 'unequipped', 3: 'pending-equip' });
    expect(stagedChanges(s, ITEMS).map((c) => c.itemId)).toEqual([1, 3]);
  });

  it('clicking a pending equip reverses it and brings back the item it pushed off', () => {
    expect(click(EMPTY_STAGING, hair2, hair2).size).toBe(0);
  });

  it('clicking an equipped item stages its removal; clicking again keeps it', () => {
    const s = click(EMPTY_STAGING, top10);
    expect(states(s)).toMatchObject({ 10: 'pending-unequip', 11: 'unequipped' });
    expect(click(s, top10).size).toBe(0);
  });

  it('keeping a worn item that was being replaced drops the replacement', () => {
    const s = click(EMPTY_STAGING, hair2, hair1);
    expect(states(s)).toMatchObject({ 1: 'equipped', 2: 'unequipped' });
    expect(s.size).toBe(0);
  });

  it('an explicit removal survives equipping and un-equipping something else of the category', () => {
    const s = click(EMPTY_STAGING, hair1, hair2, hair2);
    expect(states(s)).toMatchObject({ 1: 'pending-unequip', 2: 'unequipped' });
  });

  it('categories are independent and Apply keeps the click order', () => {
    const s = click(EMPTY_STAGING, tattoo, top11, hair1);
    expect(stagedChanges(s, ITEMS)).toEqual([
      { itemId: 20, action: 'equip' },
      { itemId: 10, action: 'unequip' },
      { itemId: 11, action: 'equip' },
      { itemId: 1, action: 'unequip' },
    ]);
  });

  it('the preview wears what will be worn', () => {
    const base = lookOf(ITEMS);
    const s = click(EMPTY_STAGING, hair3, top10, tattoo);
    const preview = previewCustomization(base, s, ITEMS);
    expect(preview.hair).toBe(3);
    expect(preview.top).toBeNull();
    expect(preview.tattoos.chest).toBe(20);
  });

  it('changes to items no longer in the inventory, or already true, are not sent', () => {
    const s = click(EMPTY_STAGING, hair2);
    const after = [item(1, HAIR), item(3, HAIR), top10];
    expect(stagedChanges(s, after)).toEqual([]);
  });

  it('the wardrobe selection previews an item, or the removal of a worn one', () => {
    const base = lookOf(ITEMS);
    expect(previewCustomization(base, selectionStaging(hair2, ITEMS), ITEMS).hair).toBe(2);
    expect(previewCustomization(base, selectionStaging(top10, ITEMS), ITEMS).top).toBeNull();
    expect(selectionStaging(null, ITEMS)).toBe(EMPTY_STAGING);
  });

  it('sorts equipped items first and keeps the order otherwise', () => {
    expect(equippedFirst(ITEMS).map((i) => i.id)).toEqual([1, 10, 2, 3, 11, 20]);
  });
});

/** Random inventories: a few categories, at most one worn item per category. */
const CATEGORY_POOL = [HAIR, TOP, CHEST_TATTOO, 760, 12];
const inventoryArb = fc
  .array(fc.record({ category: fc.constantFrom(...CATEGORY_POOL), worn: fc.boolean() }), { minLength: 1, maxLength: 12 })
  .map((rows) => {
    const wornCategories = new Set<number>();
    return rows.map((r, i) => {
      const isEquipped = r.worn && !wornCategories.has(r.category);
      if (isEquipped) wornCategories.add(r.category);
      return item(i + 1, r.category, isEquipped);
    });
  });
const scenarioArb = inventoryArb.chain((items) => fc.tuple(fc.constant(items), fc.array(fc.nat(items.length - 1), { maxLength: 25 })));

/** The server's equip (replaces the item of the category) and unequip, applied in order. */
function serverApply(items: readonly StageableItem[], changes: { itemId: number; action: 'equip' | 'unequip' }[]): Set<number> {
  const worn = new Map(items.filter((i) => i.isEquipped).map((i) => [i.category, i.id]));
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const c of changes) {
    const cat = byId.get(c.itemId)!.category;
    if (c.action === 'equip') worn.set(cat, c.itemId);
    else if (worn.get(cat) === c.itemId) worn.delete(cat);
  }
  return new Set(worn.values());
}

describe('staging properties', () => {
  it('never wears two items of one category, and preview, display states and Apply agree', () => {
    fc.assert(
      fc.property(scenarioArb, ([items, clicks]) => {
        let s: Staging = EMPTY_STAGING;
        for (const k of clicks) s = toggle(s, items[k]!, items);
        const worn = items.filter((i) => willBeWorn(i, s));
        const perCategory = new Map<number, number>();
        for (const i of worn) perCategory.set(i.category, (perCategory.get(i.category) ?? 0) + 1);
        expect([...perCategory.values()].every((n) => n === 1)).toBe(true);

        // The preview shows exactly what will be worn.
        const preview = previewCustomization(lookOf(items), s, items);
        expect(new Set(wornItems(preview).map(([, id]) => id))).toEqual(new Set(worn.map((i) => i.id)));

        // Green/red outlines are the difference between now and then.
        for (const i of items) {
          const st = displayState(i, s);
          if (st === 'pending-equip') expect(!i.isEquipped && willBeWorn(i, s)).toBe(true);
          if (st === 'pending-unequip') expect(i.isEquipped && !willBeWorn(i, s)).toBe(true);
        }

        // Sending the changes in order to a server whose equip replaces the category's item gives the preview.
        expect(serverApply(items, stagedChanges(s, items))).toEqual(new Set(worn.map((i) => i.id)));
      }),
      { numRuns: 500 },
    );
  });

  it('clicking an item twice undoes the click when its category had no other pending equip', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), ([items, clicks], pick) => {
        let s: Staging = EMPTY_STAGING;
        for (const k of clicks) s = toggle(s, items[k]!, items);
        const target = items[pick % items.length]!;
        const rival = items.some((o) => o.id !== target.id && o.category === target.category && s.get(o.id)?.action === 'equip');
        fc.pre(!rival && !s.has(target.id));
        const twice = toggle(toggle(s, target, items), target, items);
        expect([...twice.entries()]).toEqual([...s.entries()]);
      }),
      { numRuns: 500 },
    );
  });
});
