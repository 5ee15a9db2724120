import { sql } from 'drizzle-orm';
import { priceSortKey, type StoreItem, type StoreQuery, type StoreSort } from '@common/economy/store';
import type { AppContext } from '../../context';

/**
 * The store's catalog, held in memory by each app process (GET /api/store is the hottest read
 * of the economy: the outlet asks for 10,000 items at a time).
 *
 * - Every for-sale item is kept once, with its listing pre-built in the four variants a player
 *   can see (owned or not x equipped or not) and each variant's JSON text, so a page is a
 *   filter over a pre-sorted array and a string join: no per-item objects or JSON.stringify.
 * - Cross-process freshness: the `catalog_version` sequence is bumped after any change every
 *   process must see at once commits (items added or edited, limited stock sold). The player
 *   query each request makes anyway also reads it; a process whose snapshot is older reloads
 *   before answering. Bumping after commit means a process that sees the new number reads
 *   rows that include the change.
 * - Popularity (owners) changes with every purchase, so it does not bump the version (every
 *   process would reload at each checkout): a process counts its own sales at once and
 *   re-reads everyone's counts at most every REFRESH_MS, in the background.
 * - A reload re-reads the for-sale rows (one query) and keeps the entries that did not change,
 *   so orders are re-sorted only when something they sort by changed.
 */
export const REFRESH_MS = 5_000;

/** The JSON text of a listed item variant (a symbol: invisible to JSON.stringify and zod). */
const JSON_TEXT = Symbol('json');
type Listed = StoreItem & { [JSON_TEXT]?: string };

type Row = {
  id: number;
  name: string;
  creator: string;
  category: number;
  rarity: number;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  canBuyWithGems: boolean;
  quantity: number | null;
  owners: number;
  createdMs: number;
};

export interface Entry {
  row: Row;
  /** The row's listed fields, to tell whether a reload changed it. */
  sig: string;
  lowerName: string;
  createdMs: number;
  currency: 'coins' | 'gems';
  price: number;
  owners: number;
  /** Index: 2 x owned + equipped. */
  views: readonly [Listed, Listed, Listed, Listed];
}

function entryOf(row: Row): Entry {
  const base = {
    id: row.id,
    name: row.name,
    category: row.category,
    rarity: row.rarity,
    costCoins: row.costCoins,
    costGems: row.costGems,
    canBuyWithCoins: row.canBuyWithCoins,
    canBuyWithGems: row.canBuyWithGems,
    quantity: row.quantity,
    creator: [row.creator],
  };
  const view = (alreadyOwned: boolean, isEquipped: boolean): Listed => {
    const v: Listed = { ...base, alreadyOwned, isEquipped };
    Object.defineProperty(v, JSON_TEXT, { value: JSON.stringify(v), enumerable: false });
    return Object.freeze(v);
  };
  const [currency, price] = row.canBuyWithCoins ? (['coins', row.costCoins] as const) : (['gems', row.costGems] as const);
  return {
    row,
    sig: JSON.stringify(base) + row.createdMs,
    lowerName: row.name.toLowerCase(),
    createdMs: row.createdMs,
    currency,
    price,
    owners: row.owners,
    views: [view(false, false), view(false, true), view(true, false), view(true, true)],
  };
}

type Compare = (a: Entry, b: Entry) => number;
const byIdDesc: Compare = (a, b) => b.row.id - a.row.id;
const COMPARE: Record<StoreSort, Compare> = {
  newest: (a, b) => b.createdMs - a.createdMs || byIdDesc(a, b),
  oldest: (a, b) => a.createdMs - b.createdMs || a.row.id - b.row.id,
  price_low: (a, b) => comparePrice(a, b) || byIdDesc(a, b),
  price_high: (a, b) => comparePrice(b, a) || byIdDesc(a, b),
  popular: (a, b) => b.owners - a.owners || byIdDesc(a, b),
};
function comparePrice(a: Entry, b: Entry): number {
  const [ra, pa] = priceSortKey(a.row);
  const [rb, pb] = priceSortKey(b.row);
  return ra - rb || pa - pb;
}

/** What the store needs to know of the player asking. */
export interface Viewer {
  owned: ReadonlySet<number>;
  equipped: ReadonlySet<number>;
  coins: number;
  gems: number;
}

class Snapshot {
  readonly orders = new Map<StoreSort, Entry[]>();
  popularStale = false;

  constructor(
    readonly version: number,
    readonly loadedAt: number,
    readonly byId: Map<number, Entry>,
    previous: Snapshot | null,
    sameEntries: boolean,
  ) {
    // Orders by fixed fields carry over when no entry changed; popularity is re-sorted lazily.
    if (previous && sameEntries) {
      for (const [sort, order] of previous.orders) if (sort !== 'popular') this.orders.set(sort, order);
    }
    this.popularStale = true;
  }

  order(sort: StoreSort): Entry[] {
    let order = this.orders.get(sort);
    if (!order || (sort === 'popular' && this.popularStale)) {
      order = [...this.byId.values()].sort(COMPARE[sort]);
      this.orders.set(sort, order);
      if (sort === 'popular') this.popularStale = false;
    }
    return order;
  }

  /** One page of the listing and the number of items the filters match. */
  page(q: StoreQuery, viewer: Viewer): { items: StoreItem[]; total: number } {
    const categories = q.categories?.length ? new Set(q.categories) : null;
    const rarities = q.rarity?.length ? new Set(q.rarity) : null;
    const term = q.search?.trim().toLowerCase() || null;
    const min = q.priceRange?.min ?? null;
    const max = q.priceRange?.max ?? null;
    const affordable = q.onlyAffordable === true;
    const from = (q.page - 1) * q.limit;
    const to = from + q.limit;
    const items: StoreItem[] = [];
    let total = 0;
    for (const e of this.order(q.sortBy)) {
      if (categories && !categories.has(e.row.category)) continue;
      if (rarities && !rarities.has(e.row.rarity)) continue;
      if (min !== null && e.price < min) continue;
      if (max !== null && e.price > max) continue;
      if (affordable && e.price > (e.currency === 'coins' ? viewer.coins : viewer.gems)) continue;
      if (term && !e.lowerName.includes(term)) continue;
      if (total >= from && total < to) items.push(e.views[(viewer.owned.has(e.row.id) ? 2 : 0) + (viewer.equipped.has(e.row.id) ? 1 : 0)]);
      total++;
    }
    return { items, total };
  }
}

export class StoreCatalog {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** The snapshot at `version` or newer (the version the request's player query read). */
  async at(version: number): Promise<Snapshot> {
    let snap = this.snapshot;
    while (!snap || snap.version < version) snap = await this.load();
    if (Date.now() - snap.loadedAt > REFRESH_MS && !this.loading) {
      this.load().catch((err: unknown) => this.ctx.log.error({ err }, 'store catalog refresh failed'));
    }
    return snap;
  }

  /** Re-reads the catalog now (one load at a time; callers during a load share it). */
  load(): Promise<Snapshot> {
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Sales made by this process: popularity moves at once here (others see it on refresh). */
  noteSold(itemIds: readonly number[]): void {
    const snap = this.snapshot;
    if (!snap) return;
    for (const id of itemIds) {
      const e = snap.byId.get(id);
      if (e) e.owners++;
    }
    snap.popularStale = true;
  }

  private async read(): Promise<Snapshot> {
    // The version first: rows read after it include every change whose bump it shows.
    const version = await readCatalogVersion(this.ctx);
    const { rows } = await this.ctx.db.execute<Row>(sql`
      SELECT id, name, creator, category, rarity, cost_coins AS "costCoins", cost_gems AS "costGems",
        can_buy_with_coins AS "canBuyWithCoins", can_buy_with_gems AS "canBuyWithGems", quantity, owners,
        (extract(epoch FROM created_at) * 1000)::float8 AS "createdMs"
      FROM items WHERE for_sale`);
    const previous = this.snapshot;
    const byId = new Map<number, Entry>();
    let same = previous !== null && previous.byId.size === rows.length;
    for (const row of rows) {
      const old = previous?.byId.get(row.id);
      const fresh = entryOf(row);
      if (old && old.sig === fresh.sig) {
        old.owners = row.owners;
        byId.set(row.id, old);
      } else {
        same = false;
        byId.set(row.id, fresh);
      }
    }
    const snap = new Snapshot(version, Date.now(), byId, previous, same);
    // A slower load must not replace a newer snapshot.
    if (!this.snapshot || this.snapshot.version <= version) this.snapshot = snap;
    return this.snapshot;
  }
}

/** The current catalog version (0 before the first bump). */
export async function readCatalogVersion(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ v: number }>(`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS v FROM catalog_version`);
  return Number(rows[0]?.v ?? 0);
}

/** SQL giving the catalog version inside a larger query. */
export const CATALOG_VERSION_SQL = `(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version)`;

const catalogs = new WeakMap<AppContext, StoreCatalog>();
export function storeCatalog(ctx: AppContext): StoreCatalog {
  let c = catalogs.get(ctx);
  if (!c) {
    c = new StoreCatalog(ctx);
    catalogs.set(ctx, c);
  }
  return c;
}

/** Serializes a store page from the pre-built JSON of its items (see the top of this file). */
export function storePageJson(page: { items: StoreItem[]; pagination: { total: number; hasMore: boolean }; message: string }): string {
  let items = '';
  for (let i = 0; i < page.items.length; i++) {
    const item = page.items[i] as Listed;
    items += (i ? ',' : '') + (item[JSON_TEXT] ?? JSON.stringify(item));
  }
  return `{"success":true,"items":[${items}],"pagination":{"total":${page.pagination.total},"hasMore":${page.pagination.hasMore}},"message":${JSON.stringify(page.message)}}`;
}
