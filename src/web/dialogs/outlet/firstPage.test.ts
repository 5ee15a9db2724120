import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorePage } from '@common/api/routes/store';
import type { StoreItem } from '@common/economy/store';
import { NO_FILTERS, pageQuery } from '../store/state/listModes';

const calls: { path: string; params?: unknown; query?: unknown }[] = [];
const answers = new Map<string, unknown>();
vi.mock('../../api/client', () => ({
  call: vi.fn(async (def: { path: string }, input: { params?: unknown; query?: unknown }) => {
    calls.push({ path: def.path, ...input });
    return answers.get(def.path);
  }),
}));
const { fetchOutletPage, isFirstOutletPage } = await import('./firstPage');

const item = (id: number): StoreItem => ({
  id,
  name: `Item ${id}`,
  category: 1,
  rarity: 0,
  costCoins: 10,
  costGems: 0,
  canBuyWithCoins: true,
  canBuyWithGems: false,
  alreadyOwned: false,
  isEquipped: false,
  quantity: null,
  creator: ['Cleo'],
});
const shared: StorePage = { success: true, items: [item(3), item(2), item(1)], pagination: { total: 3, hasMore: false }, message: '3 items available' };

beforeEach(() => {
  calls.length = 0;
  answers.clear();
});

describe("the outlet's first page", () => {
  it('is the default-mode first page only', () => {
    expect(isFirstOutletPage(pageQuery('outlet', NO_FILTERS, 1))).toBe(true);
    expect(isFirstOutletPage(pageQuery('outlet', NO_FILTERS, 2))).toBe(false);
    expect(isFirstOutletPage(pageQuery('outlet', { ...NO_FILTERS, sortBy: 'popular' }, 1))).toBe(false);
    expect(isFirstOutletPage(pageQuery('outlet', { ...NO_FILTERS, categories: [4] }, 1))).toBe(false);
    expect(isFirstOutletPage(pageQuery('outlet', { ...NO_FILTERS, search: 'hat' }, 1))).toBe(false);
    expect(isFirstOutletPage(pageQuery('store', NO_FILTERS, 1))).toBe(false);
  });

  it("asks for the player's part, then the shared page at its version, and sets the player's flags on it", async () => {
    answers.set('/api/store/outlet', { success: true, version: 7, owned: [2, 3], equipped: [2] });
    answers.set('/api/store/outlet/:version', shared);
    const page = (await fetchOutletPage(pageQuery('outlet', NO_FILTERS, 1), new AbortController().signal)) as StorePage;
    expect(calls.map((c) => c.path)).toEqual(['/api/store/outlet', '/api/store/outlet/:version']);
    expect(calls[1]!.params).toEqual({ version: 7 });
    expect(page.items.map((i) => [i.id, i.alreadyOwned, i.isEquipped])).toEqual([
      [3, true, false],
      [2, true, true],
      [1, false, false],
    ]);
    expect(page.pagination).toEqual(shared.pagination);
  });

  it('asks GET /api/store for every other page', async () => {
    answers.set('/api/store', shared);
    const query = pageQuery('outlet', { ...NO_FILTERS, sortBy: 'oldest' }, 1);
    expect(await fetchOutletPage(query, new AbortController().signal)).toBe(shared);
    expect(calls).toEqual([{ path: '/api/store', query }]);
  });
});
