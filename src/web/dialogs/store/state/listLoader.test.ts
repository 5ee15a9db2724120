import { describe, expect, it } from 'vitest';
import type { StoreItem, StoreQueryInput } from '@common/economy/store';
import type { CachedList } from './cache';
import { StoreListLoader, type PageAnswer } from './listLoader';
import { NO_FILTERS } from './listModes';

const item = (id: number): StoreItem => ({
  id,
  name: `Item ${id}`,
  category: 7,
  rarity: 0,
  costCoins: 10,
  costGems: 0,
  canBuyWithCoins: true,
  canBuyWithGems: false,
  alreadyOwned: false,
  isEquipped: false,
  quantity: null,
  creator: [],
});

/** A server whose answers the test releases one by one. */
function fakeServer() {
  const calls: { query: StoreQueryInput; signal: AbortSignal; resolve: (a: PageAnswer) => void; reject: (e: Error) => void }[] = [];
  const fetchPage = (query: StoreQueryInput, signal: AbortSignal) =>
    new Promise<PageAnswer>((resolve, reject) => {
      calls.push({ query, signal, resolve, reject });
    });
  return { calls, fetchPage };
}
const page = (ids: number[], total: number, hasMore: boolean): PageAnswer => ({ items: ids.map(item), pagination: { total, hasMore } });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('StoreListLoader', () => {
  it('aborts the request in flight when a new one starts, and the aborted answer changes nothing', async () => {
    const server = fakeServer();
    const loader = new StoreListLoader('store', server.fetchPage);
    loader.setFilters({ ...NO_FILTERS, search: 'ha' });
    loader.setFilters({ ...NO_FILTERS, search: 'hat' });
    expect(server.calls[0].signal.aborted).toBe(true);
    expect(server.calls[1].query.search).toBe('hat');
    server.calls[0].reject(new Error('aborted'));
    server.calls[0].resolve(page([1], 1, false));
    await tick();
    expect(loader.getState().status).toBe('loading');
    expect(loader.getState().error).toBeNull();
    server.calls[1].resolve(page([2, 3], 2, false));
    await tick();
    expect(loader.getState()).toMatchObject({ status: 'ready', total: 2, hasMore: false });
    expect(loader.getState().items.map((i) => i.id)).toEqual([2, 3]);
  });

  it('pages on when there is more, keeping each item once, and shows an error with the message', async () => {
    const server = fakeServer();
    const loader = new StoreListLoader('store', server.fetchPage);
    loader.setFilters({ ...NO_FILTERS, categories: [7] });
    server.calls[0].resolve(page([1, 2], 4, true));
    await tick();
    loader.loadMore();
    loader.loadMore(); // already loading: no second request
    expect(server.calls).toHaveLength(2);
    expect(loader.getState().loadingMore).toBe(true);
    expect(server.calls[1].query.page).toBe('2');
    server.calls[1].resolve(page([2, 3, 4], 4, false));
    await tick();
    expect(loader.getState().items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(loader.getState().hasMore).toBe(false);

    loader.reload();
    server.calls[2].reject(new Error('Database is down'));
    await tick();
    expect(loader.getState()).toMatchObject({ status: 'error', error: 'Database is down' });
  });

  it('serves default mode from the cache without asking, and fills the cache from the server', async () => {
    const server = fakeServer();
    let stored: Omit<CachedList, 'savedAt'> | null = null;
    const cache = { read: () => (stored ? { ...stored, savedAt: 0 } : null), write: (l: Omit<CachedList, 'savedAt'>) => (stored = l) };
    const loader = new StoreListLoader('outlet', server.fetchPage, cache);
    loader.setFilters(NO_FILTERS);
    expect(server.calls[0].query.limit).toBe('10000');
    server.calls[0].resolve(page([5, 6], 2, false));
    await tick();
    expect(stored!.items.map((i) => i.id)).toEqual([5, 6]);

    const again = new StoreListLoader('outlet', server.fetchPage, cache);
    again.setFilters(NO_FILTERS);
    expect(server.calls).toHaveLength(1);
    expect(again.getState()).toMatchObject({ status: 'ready', total: 2 });
    // A filtered list is never cached and always asked for.
    again.setFilters({ ...NO_FILTERS, sortBy: 'popular' });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].query).toMatchObject({ sortBy: 'popular', limit: '7500' });
  });

  it('accepts a bare array as a page', async () => {
    const server = fakeServer();
    const loader = new StoreListLoader('store', server.fetchPage);
    loader.setFilters({ ...NO_FILTERS, search: 'x' });
    server.calls[0].resolve([item(9)]);
    await tick();
    expect(loader.getState()).toMatchObject({ status: 'ready', total: 1, hasMore: false });
  });
});
