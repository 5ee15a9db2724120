import { LRUCache } from 'lru-cache';
import { OUTLET_FIRST_PAGE_LIMIT, type StoreQuery, type StoreSort } from '@common/economy/store';
import type { EncodedJson } from '../../http/encoded';
import { EncodedPage, pageMessage, type Viewer } from './encoded-page';
import { COMPARE, type Entry } from './entry';

const POPULAR_SORT_MS = 1_000;
/** Filter results cached per snapshot (see Snapshot.matching). */
const MATCHES_KEPT = 256;
/** EncodedJson pages cached per snapshot, by their bytes (see Snapshot.answer). */
const PAGE_BYTES = 32 * 1024 * 1024;

interface Match {
  order: Entry[];
  list: Entry[];
}
interface CachedPage {
  order: Entry[];
  page: EncodedPage;
}

/**
 * What a query's filters are, and which of their pages it asks for, as keys (see
 * Snapshot.matching and Snapshot.answer). Route queries come parsed once per query string
 * (http/route.ts, memoQuery), so their keys are worked out once too.
 */
const queryKeys = new WeakMap<StoreQuery, { filter: string; page: string }>();
function keysOf(q: StoreQuery): { filter: string; page: string } {
  let keys = queryKeys.get(q);
  if (!keys) {
    const filter = JSON.stringify([q.sortBy, q.search?.trim().toLowerCase() || null, q.categories, q.rarity, q.priceRange?.min ?? null, q.priceRange?.max ?? null]);
    keys = { filter, page: `${filter}|${q.page}|${q.limit}` };
    queryKeys.set(q, keys);
  }
  return keys;
}

/** The distinct prices of one currency, ascending. */
function pricesOf(entries: Iterable<Entry>, currency: Entry['currency']): number[] {
  const prices = new Set<number>();
  for (const e of entries) if (e.currency === currency) prices.add(e.price);
  return [...prices].sort((a, b) => a - b);
}

/** How many of the ascending `prices` are at most `balance`. */
function countAtMost(prices: readonly number[], balance: number): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid]! <= balance) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The catalog as one load read it, with its orders and the answers worked out from it. */
export class Snapshot {
  readonly orders = new Map<StoreSort, Entry[]>();
  private readonly matches = new LRUCache<string, Match>({ max: MATCHES_KEPT });
  private readonly pages = new LRUCache<string, CachedPage>({ maxSize: PAGE_BYTES, sizeCalculation: (p) => Math.max(1, p.page.byteLength) });
  private readonly coinPrices: number[];
  private readonly gemPrices: number[];
  popularStale = true;
  private popularSortedAt = 0;
  /** The outlet's shared first page (outlet.ts), made when first asked for. */
  private outletPage: EncodedPage | null = null;

  constructor(
    readonly version: number,
    /** When owners counts were last read (see StoreCatalog.recount). */
    public countedAt: number,
    readonly byId: Map<number, Entry>,
    reuse: Snapshot | null,
  ) {
    // The same entries as before: orders by fixed fields carry over, popularity is re-sorted.
    if (reuse) for (const [sort, order] of reuse.orders) this.orders.set(sort, order);
    // The same rows under the same version: the outlet's page and its compressed copies too.
    if (reuse?.version === version) this.outletPage = reuse.outletPage;
    this.coinPrices = pricesOf(byId.values(), 'coins');
    this.gemPrices = pricesOf(byId.values(), 'gems');
  }

  order(sort: StoreSort): Entry[] {
    let order = this.orders.get(sort);
    const resortPopular = sort === 'popular' && this.popularStale && Date.now() - this.popularSortedAt >= POPULAR_SORT_MS;
    if (!order || resortPopular) {
      order = [...this.byId.values()].sort(COMPARE[sort]);
      this.orders.set(sort, order);
      if (sort === 'popular') {
        this.popularStale = false;
        this.popularSortedAt = Date.now();
      }
    }
    return order;
  }

  /**
   * A store page's answer as `viewer` sees it. Which items a page lists and how they are written
   * is the same for every player, but for affordability, which depends only on how many of the
   * catalog's distinct prices the player's balances reach: so each page is encoded once (per
   * reach, when only affordable items are asked for) and cached while its order stands (most
   * recently used, PAGE_BYTES in all); a player's answer is it as is, or a copy with their own
   * items' flags set (EncodedPage).
   */
  answer(q: StoreQuery, viewer: Viewer): EncodedJson {
    const order = this.order(q.sortBy);
    const reach = q.onlyAffordable === true ? [countAtMost(this.coinPrices, viewer.coins), countAtMost(this.gemPrices, viewer.gems)] : null;
    const key = reach ? `${keysOf(q).page}|${reach[0]},${reach[1]}` : keysOf(q).page;
    const cached = this.pages.get(key);
    if (cached && cached.order === order) return cached.page.answerFor(viewer);
    const page = this.encode(q, order, reach);
    this.pages.set(key, { order, page });
    return page.answerFor(viewer);
  }

  private encode(q: StoreQuery, order: Entry[], reach: number[] | null): EncodedPage {
    let list = this.matching(q, order);
    if (reach) {
      // The dearest price of each currency the player reaches (-1: none).
      const coins = this.coinPrices[reach[0]! - 1] ?? -1;
      const gems = this.gemPrices[reach[1]! - 1] ?? -1;
      list = list.filter((e) => e.price <= (e.currency === 'coins' ? coins : gems));
    }
    const from = (q.page - 1) * q.limit;
    const total = list.length;
    return EncodedPage.of(list.slice(from, from + q.limit), total, q.page * q.limit < total, pageMessage(q, total));
  }

  /**
   * The outlet's first unfiltered page (avatar-economy §7: page 1, limit 10000, newest) with
   * every flag false: the same bytes for every player, so encoded once per snapshot, apart from
   * the pages cached by query (they may go when memory is short), its gzip and brotli copies
   * started at once in zlib's thread pool (outlet.ts).
   */
  outlet(): EncodedPage {
    if (!this.outletPage) {
      const order = this.order('newest');
      const total = order.length;
      const q = { page: 1, limit: OUTLET_FIRST_PAGE_LIMIT, sortBy: 'newest' } as const;
      this.outletPage = EncodedPage.of(order.slice(0, OUTLET_FIRST_PAGE_LIMIT), total, total > OUTLET_FIRST_PAGE_LIMIT, pageMessage(q, total), true);
    }
    return this.outletPage;
  }

  /**
   * The entries a query's filters keep (tab, rarity, price, search; not affordability, which is
   * the player's), in `order`. The same for every player, so cached per snapshot (most recently
   * used MATCHES_KEPT), each with the order it came from: a re-sorted order makes it stale.
   */
  private matching(q: StoreQuery, order: Entry[]): Entry[] {
    const key = keysOf(q).filter;
    const hit = this.matches.get(key);
    if (hit && hit.order === order) return hit.list;
    const term = q.search?.trim().toLowerCase() || null;
    const categories = q.categories?.length ? new Set(q.categories) : null;
    const rarities = q.rarity?.length ? new Set(q.rarity) : null;
    const min = q.priceRange?.min ?? null;
    const max = q.priceRange?.max ?? null;
    if (!term && !categories && !rarities && min === null && max === null) return order;
    const list = order.filter(
      (e) =>
        (!categories || categories.has(e.row.category)) &&
        (!rarities || rarities.has(e.row.rarity)) &&
        (min === null || e.price >= min) &&
        (max === null || e.price <= max) &&
        (!term || e.lowerName.includes(term)),
    );
    this.matches.set(key, { order, list });
    return list;
  }
}
