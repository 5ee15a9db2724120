import { describe, expect, it } from 'vitest';
import { defaultCustomization, wornAt } from '@common/avatar/customization';
import type { StoreItem } from '@common/economy/store';
import { addAll, canAddToCart, cartSummary, checkoutBlocker, toggleCart } from './cart';
import { decodeItem, encodeItem } from './cache';
import { listMode, mergePage, morePages, pageQuery, NO_FILTERS } from './listModes';
import { previewLook, togglePreview, withoutClothing } from './tryOn';

const item = (id: number, category: number, extra: Partial<StoreItem> = {}): StoreItem => ({
  id,
  name: `Item ${id}`,
  category,
  rarity: 0,
  costCoins: 100,
  costGems: 0,
  canBuyWithCoins: true,
  canBuyWithGems: false,
  alreadyOwned: false,
  isEquipped: false,
  quantity: null,
  creator: ['oldroad'],
  ...extra,
});

describe('try-on', () => {
  it('keeps at most one item per category, replacing, and removes an item tried again', () => {
    const hatA = item(701, 7);
    const hatB = item(702, 7);
    const top = item(1001, 10);
    let r = togglePreview([], hatA);
    r = togglePreview(r.preview, top);
    expect(r.preview.map((p) => p.id)).toEqual([701, 1001]);
    r = togglePreview(r.preview, hatB);
    expect(r.preview.map((p) => p.id)).toEqual([1001, 702]);
    expect(r.removed.map((p) => p.id)).toEqual([701]);
    expect(r.added?.id).toBe(702);
    r = togglePreview(r.preview, hatB);
    expect(r.preview.map((p) => p.id)).toEqual([1001]);
    expect(r.added).toBeNull();
  });

  it('puts tried items on the player look; Remove All Items keeps the body and face', () => {
    const base = defaultCustomization(false);
    expect(base.top).not.toBeNull();
    const look = previewLook(base, [item(799, 7)], false);
    expect(look.hat).toBe(799);
    expect(look.top).toBe(base.top);
    const bare = withoutClothing(base);
    expect(bare.top).toBeNull();
    expect(bare.shoes).toBeNull();
    expect(bare.hair).toBe(base.hair);
    expect(bare.eyes).toBe(base.eyes);
    const bareWithHat = previewLook(base, [item(799, 7), item(2001, 20)], true);
    expect(bareWithHat.hat).toBe(799);
    expect(bareWithHat.bottom).toBeNull();
    expect(wornAt(bareWithHat, 'tattoo.neck')).toBe(2001);
  });
});

describe('cart', () => {
  it('adds unless owned or already there; adding an item in the cart takes it out', () => {
    const a = item(1, 10);
    const owned = item(2, 10, { alreadyOwned: true });
    let r = toggleCart([], a);
    expect(r.result).toBe('added');
    expect(canAddToCart(r.cart, a)).toBe(false);
    expect(toggleCart(r.cart, owned).result).toBe('owned');
    expect(toggleCart([], item(3, 10, { quantity: 0 })).result).toBe('soldOut');
    r = toggleCart(r.cart, a);
    expect(r).toEqual({ cart: [], result: 'removed' });
  });

  it('adds all previewed items it can, and says when none could be added', () => {
    const a = item(1, 10);
    const b = item(2, 7);
    expect(addAll([a], [a, b]).added.map((i) => i.id)).toEqual([2]);
    expect(addAll([a], [a, item(5, 7, { alreadyOwned: true })]).added).toEqual([]);
  });

  it('totals coins and gems by how each item is paid and finds what is missing', () => {
    const cart = [item(1, 10, { costCoins: 300 }), item(2, 7, { canBuyWithCoins: false, canBuyWithGems: true, costCoins: 0, costGems: 5 })];
    expect(cartSummary(cart, { coins: 250, gems: 10 })).toEqual({ totals: { coins: 300, gems: 5 }, short: { coins: 50, gems: 0 }, affordable: false });
    expect(cartSummary(cart, { coins: 300, gems: 5 }).affordable).toBe(true);
    expect(checkoutBlocker([])).toBe('Your cart is empty');
    expect(checkoutBlocker(cart)).toBeNull();
  });
});

describe('list modes', () => {
  it('is filtered with a category, a search or a sort other than newest', () => {
    expect(listMode(NO_FILTERS)).toBe('default');
    expect(listMode({ ...NO_FILTERS, search: '  ' })).toBe('default');
    expect(listMode({ ...NO_FILTERS, categories: [7] })).toBe('filtered');
    expect(listMode({ ...NO_FILTERS, search: 'hat' })).toBe('filtered');
    expect(listMode({ ...NO_FILTERS, sortBy: 'oldest' })).toBe('filtered');
  });

  it('asks 10000 on the outlet first unfiltered page, else 7500; the store 50; omits newest', () => {
    expect(pageQuery('outlet', NO_FILTERS, 1)).toEqual({ page: '1', limit: '10000' });
    expect(pageQuery('outlet', NO_FILTERS, 2)).toEqual({ page: '2', limit: '7500' });
    expect(pageQuery('outlet', { categories: [19, 20], search: ' Cap ', sortBy: 'price_low' }, 1)).toEqual({
      page: '1',
      limit: '7500',
      categories: '19,20',
      search: 'Cap',
      sortBy: 'price_low',
    });
    expect(pageQuery('store', NO_FILTERS, 3)).toEqual({ page: '3', limit: '50' });
  });

  it('keeps one copy of items from overlapping pages and stops paging at the total or a small store', () => {
    expect(mergePage([item(1, 7), item(2, 7)], [item(2, 7), item(3, 7)]).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(morePages({ variant: 'store', mode: 'default', total: 120, loaded: 50, serverHasMore: true })).toBe(true);
    expect(morePages({ variant: 'store', mode: 'default', total: 120, loaded: 120, serverHasMore: true })).toBe(false);
    expect(morePages({ variant: 'outlet', mode: 'default', total: 1800, loaded: 1500, serverHasMore: true })).toBe(false);
    expect(morePages({ variant: 'outlet', mode: 'filtered', total: 9000, loaded: 7500, serverHasMore: true })).toBe(true);
  });
});

describe('store cache encoding', () => {
  it('round-trips an item through its compact tuple', () => {
    const i = item(42, 759, { rarity: 3, canBuyWithCoins: false, canBuyWithGems: true, costGems: 12, alreadyOwned: true, isEquipped: true, quantity: 3 });
    expect(decodeItem(encodeItem(i))).toEqual(i);
  });
});
