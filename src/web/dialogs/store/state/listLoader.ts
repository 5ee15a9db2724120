import { STORE_TEXT, type StoreItem, type StoreQueryInput } from '@common/economy/store';
import type { CachedList } from './cache';
import { listMode, mergePage, morePages, pageQuery, type ListFilters, type ListMode, type StoreVariant } from './listModes';

/** One page as the server answers it: `{items, pagination}`, or a bare array (avatar-economy §3). */
export type PageAnswer = { items: StoreItem[]; pagination: { total: number; hasMore: boolean } } | StoreItem[];
export type FetchPage = (query: StoreQueryInput, signal: AbortSignal) => Promise<PageAnswer>;

export interface ListState {
  /** loading: the first page is on its way (nothing to show yet); error: it failed. */
  status: 'loading' | 'ready' | 'error';
  items: StoreItem[];
  total: number;
  hasMore: boolean;
  /** A further page is on its way ("Loading more..."). */
  loadingMore: boolean;
  /** Why the last request failed (the first page: error view; a later page: the footer). */
  error: string | null;
  mode: ListMode;
  page: number;
}

export interface ListCache {
  read(): CachedList | null;
  write(list: Omit<CachedList, 'savedAt'>): void;
}

const INITIAL: ListState = { status: 'loading', items: [], total: 0, hasMore: false, loadingMore: false, error: null, mode: 'default', page: 0 };

const normalize = (a: PageAnswer) => (Array.isArray(a) ? { items: a, total: a.length, hasMore: false } : { items: a.items, total: a.pagination.total, hasMore: a.pagination.hasMore });
const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : STORE_TEXT.fetchFailed);

/**
 * The store's item list (avatar-economy §4 list modes, §7 GET /store): default mode reads the
 * browser cache when it has the list, filtered mode asks the server page by page. A new
 * request aborts the one in flight, and an aborted request changes nothing (no error shown).
 * Framework-free so it is tested without React; useStoreList binds it to a component.
 */
export class StoreListLoader {
  private state: ListState = INITIAL;
  private listeners = new Set<() => void>();
  private inFlight: AbortController | null = null;
  private filters: ListFilters | null = null;

  constructor(
    private readonly variant: StoreVariant,
    private readonly fetchPage: FetchPage,
    private readonly cache: ListCache | null = null,
  ) {}

  getState = (): ListState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Show the list for these filters: from the cache in default mode, else from page 1. */
  setFilters(filters: ListFilters): void {
    this.filters = filters;
    const mode = listMode(filters);
    const cached = mode === 'default' ? this.cache?.read() : null;
    if (cached) {
      this.abort();
      this.set({ status: 'ready', items: cached.items, total: cached.total, hasMore: cached.hasMore, loadingMore: false, error: null, mode, page: cached.page });
      return;
    }
    this.loadFirst();
  }

  /** Ask the server again for page 1 (Retry, after a checkout), bypassing the cache. */
  reload(): void {
    if (this.filters) this.loadFirst();
  }

  /** The next page, when there is one and nothing is loading. */
  loadMore(): void {
    const s = this.state;
    if (!this.filters || s.status !== 'ready' || !s.hasMore || s.loadingMore) return;
    const filters = this.filters;
    const page = s.page + 1;
    const signal = this.begin();
    this.set({ loadingMore: true, error: null });
    this.fetchPage(pageQuery(this.variant, filters, page), signal).then(
      (answer) => {
        if (signal.aborted) return;
        const p = normalize(answer);
        const items = mergePage(this.state.items, p.items);
        const hasMore = morePages({ variant: this.variant, mode: s.mode, total: p.total, loaded: items.length, serverHasMore: p.hasMore }) && p.items.length > 0;
        this.set({ items, total: p.total, hasMore, loadingMore: false, page });
        this.remember();
      },
      (err) => {
        if (signal.aborted) return;
        this.set({ loadingMore: false, error: messageOf(err) });
      },
    );
  }

  /** Stop whatever is in flight (the dialog closed). */
  dispose(): void {
    this.abort();
  }

  private loadFirst(): void {
    const filters = this.filters!;
    const mode = listMode(filters);
    const signal = this.begin();
    this.set({ ...INITIAL, mode });
    this.fetchPage(pageQuery(this.variant, filters, 1), signal).then(
      (answer) => {
        if (signal.aborted) return;
        const p = normalize(answer);
        const items = mergePage([], p.items);
        const hasMore = morePages({ variant: this.variant, mode, total: p.total, loaded: items.length, serverHasMore: p.hasMore });
        this.set({ status: 'ready', items, total: p.total, hasMore, loadingMore: false, error: null, mode, page: 1 });
        this.remember();
      },
      (err) => {
        if (signal.aborted) return;
        this.set({ status: 'error', error: messageOf(err) });
      },
    );
  }

  /** Default-mode lists go to the cache as they grow. */
  private remember(): void {
    const s = this.state;
    if (s.mode === 'default' && this.cache) this.cache.write({ items: s.items, total: s.total, hasMore: s.hasMore, page: s.page });
  }

  private begin(): AbortSignal {
    this.abort();
    this.inFlight = new AbortController();
    return this.inFlight.signal;
  }

  private abort(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private set(patch: Partial<ListState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }
}
