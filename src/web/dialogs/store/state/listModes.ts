import {
  OUTLET_FIRST_PAGE_LIMIT,
  OUTLET_PAGE_LIMIT,
  STORE_PAGE_LIMIT,
  STORE_PAGING_THRESHOLD,
  type StoreQueryInput,
  type StoreSort,
} from '@common/economy/store';

/**
 * Store list modes (avatar-economy §4, §7): a category, a search or a sort other than newest
 * puts the list in filtered mode (asked from the server page by page); otherwise it is in
 * default mode, served from the browser's store cache when it has one. Pure functions.
 */
export type StoreVariant = 'store' | 'outlet';
export type ListMode = 'default' | 'filtered';

export interface ListFilters {
  /** Category codes of the chosen tab or filter; empty: all. */
  categories: readonly number[];
  search: string;
  sortBy: StoreSort;
}

export const NO_FILTERS: ListFilters = { categories: [], search: '', sortBy: 'newest' };

export function listMode(f: ListFilters): ListMode {
  return f.categories.length > 0 || f.search.trim() !== '' || f.sortBy !== 'newest' ? 'filtered' : 'default';
}

/** Items per page: the store asks 50; the outlet 10000 for its first unfiltered page, else 7500. */
export function pageLimit(variant: StoreVariant, mode: ListMode, page: number): number {
  if (variant === 'store') return STORE_PAGE_LIMIT;
  return mode === 'default' && page === 1 ? OUTLET_FIRST_PAGE_LIMIT : OUTLET_PAGE_LIMIT;
}

/**
 * GET /api/store's query for one page. sortBy is left out when it is newest (the server's
 * default), as are an empty search and no categories. Pages are offsets of their own limit, so
 * the outlet's second page (7500 after a first page of 10000) overlaps the first: the list keeps
 * one copy of each item (mergePage).
 */
export function pageQuery(variant: StoreVariant, f: ListFilters, page: number): StoreQueryInput {
  const mode = listMode(f);
  const search = f.search.trim();
  return {
    page: String(page),
    limit: String(pageLimit(variant, mode, page)),
    ...(f.categories.length ? { categories: f.categories.join(',') } : {}),
    ...(search ? { search } : {}),
    ...(f.sortBy !== 'newest' ? { sortBy: f.sortBy } : {}),
  };
}

/** The list after a page arrives: its items appended, each item once. */
export function mergePage<T extends { id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((i) => i.id));
  return [...list, ...page.filter((i) => !seen.has(i.id) && seen.add(i.id))];
}

/**
 * Whether to offer another page: never past the total; a store of 2000 or fewer items is read
 * whole by the outlet's first unfiltered page, so paging is off (avatar-economy §4); otherwise
 * the server's hasMore decides.
 */
export function morePages(opts: { variant: StoreVariant; mode: ListMode; total: number; loaded: number; serverHasMore: boolean }): boolean {
  const { variant, mode, total, loaded, serverHasMore } = opts;
  if (loaded >= total) return false;
  if (variant === 'outlet' && mode === 'default' && total <= STORE_PAGING_THRESHOLD) return false;
  return serverHasMore;
}
