import { sql } from 'drizzle-orm';
import type { StorePage } from '@common/api/routes/store';
import { priceSortKey, type StoreItem, type StoreQuery, type StoreSort } from '@common/economy/store';
import type { AppContext } from '../../context';

/**
 * The store's catalog, held in memory by each app process (GET /api/store is the hottest read
 * of the economy: the outlet asks for 10,000 items at a time).
 *
 * - Every for-sale item is kept once with its JSON already encoded, its two player-specific
 *   flags written fixed-width (`true ` or `false`: JSON allows the space), so a page is a filter
 *   over a pre-sorted array and one buffer filled with memory copies, a few bytes patched for
 *   what this player owns and wears: no per-item objects or JSON.stringify per request.
 * - What a filter keeps (tab, rarity, price, search; not affordability, which is the player's)
 *   is the same for everyone, so recent filter results are kept per snapshot: a repeated
 *   filtered page costs its page, not a pass over the catalog.
 * - Cross-process freshness: the `catalog_version` sequence is bumped after any change every
 *   process must see at once commits (items added or edited, limited stock sold), and a
 *   `catalog` change notice sent (db/changes.ts). A process hearing notices reloads at the
 *   next request after one; without them, the player query each request makes also reads the
 *   version, and a process whose snapshot is older reloads before answering. Bumping after
 *   commit means a process that sees the new number reads rows that include the change.
 * - Popularity (owners) changes with every purchase, so it does not bump the version (every
 *   process would reload at each checkout): a process counts its own sales at once and
 *   re-reads everyone's counts (only those) at most every REFRESH_MS, in the background. The
 *   popular order is re-sorted at most every POPULAR_SORT_MS.
 * - A reload re-reads the for-sale rows (one query) and keeps the entries that did not change,
 *   so orders are rebuilt only when something they sort by changed.
 */
export const REFRESH_MS = 5_000;
const POPULAR_SORT_MS = 1_000;
/** Filter results kept per snapshot (see Snapshot.matching). */
const MATCHES_KEPT = 256;

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

/** The entry behind a listed item object (a symbol: invisible to JSON.stringify and zod). */
const ENTRY = Symbol('entry');
type Listed = StoreItem & { [ENTRY]?: Entry };

const FLAGS_TAIL = '"alreadyOwned":false,"isEquipped":false}';

/**
 * Long pages of a whole order (the outlet asks for 10,000 items) are copied from the order's
 * items encoded back to back, built once per order: one copy instead of one per item.
 */
const RUN = Symbol('run');
const JOIN_MIN = 200;
interface Run {
  list: Entry[];
  from: number;
  end: number;
}
/** The sort orders (not filter results, which are many): only these get joined encodings. */
const wholeOrders = new WeakSet<Entry[]>();
/** An order's items' JSON joined by commas, and where each item starts in it. */
const joinedOrders = new WeakMap<Entry[], { buf: Buffer; starts: Uint32Array }>();

function joined(list: Entry[]): { buf: Buffer; starts: Uint32Array } {
  let j = joinedOrders.get(list);
  if (!j) {
    const starts = new Uint32Array(list.length + 1);
    let size = 0;
    for (let i = 0; i < list.length; i++) {
      starts[i] = size;
      size += list[i]!.json.length + 1;
    }
    starts[list.length] = size;
    const buf = Buffer.allocUnsafe(size);
    for (let i = 0; i < list.length; i++) {
      buf.set(list[i]!.json, starts[i]!);
      buf[starts[i + 1]! - 1] = 0x2c; // ,
    }
    j = { buf, starts };
    joinedOrders.set(list, j);
  }
  return j;
}
const TRUE = Buffer.from('true ');

const sameRow = (a: Row, b: Row) =>
  a.name === b.name &&
  a.creator === b.creator &&
  a.category === b.category &&
  a.rarity === b.rarity &&
  a.costCoins === b.costCoins &&
  a.costGems === b.costGems &&
  a.canBuyWithCoins === b.canBuyWithCoins &&
  a.canBuyWithGems === b.canBuyWithGems &&
  a.quantity === b.quantity &&
  a.createdMs === b.createdMs;

export class Entry {
  readonly lowerName: string;
  readonly currency: 'coins' | 'gems';
  readonly price: number;
  owners: number;
  /** The item's JSON with both flags false. */
  readonly json: Buffer;
  /** Byte offsets of the alreadyOwned and isEquipped values in `json`. */
  readonly ownedAt: number;
  readonly equippedAt: number;
  private readonly views: (Listed | undefined)[] = [];

  constructor(readonly row: Row) {
    this.lowerName = row.name.toLowerCase();
    [this.currency, this.price] = row.canBuyWithCoins ? ['coins', row.costCoins] : ['gems', row.costGems];
    this.owners = row.owners;
    this.json = Buffer.from(
      `{"id":${row.id},"name":${JSON.stringify(row.name)},"category":${row.category},"rarity":${row.rarity},"costCoins":${row.costCoins},` +
        `"costGems":${row.costGems},"canBuyWithCoins":${row.canBuyWithCoins},"canBuyWithGems":${row.canBuyWithGems},"quantity":${row.quantity ?? 'null'},` +
        `"creator":[${JSON.stringify(row.creator)}],${FLAGS_TAIL}`,
    );
    this.ownedAt = this.json.length - FLAGS_TAIL.length + '"alreadyOwned":'.length;
    this.equippedAt = this.json.length - 'false}'.length;
  }

  /** The item as a player sees it (made once per variant, when first asked for). */
  view(alreadyOwned: boolean, isEquipped: boolean): StoreItem {
    const i = (alreadyOwned ? 2 : 0) + (isEquipped ? 1 : 0);
    let v = this.views[i];
    if (!v) {
      const r = this.row;
      v = {
        id: r.id,
        name: r.name,
        category: r.category,
        rarity: r.rarity,
        costCoins: r.costCoins,
        costGems: r.costGems,
        canBuyWithCoins: r.canBuyWithCoins,
        canBuyWithGems: r.canBuyWithGems,
        quantity: r.quantity,
        creator: [r.creator],
        alreadyOwned,
        isEquipped,
      };
      Object.defineProperty(v, ENTRY, { value: this, enumerable: false });
      this.views[i] = Object.freeze(v);
    }
    return v;
  }
}

type Compare = (a: Entry, b: Entry) => number;
const byIdDesc: Compare = (a, b) => b.row.id - a.row.id;
const COMPARE: Record<StoreSort, Compare> = {
  newest: (a, b) => b.row.createdMs - a.row.createdMs || byIdDesc(a, b),
  oldest: (a, b) => a.row.createdMs - b.row.createdMs || a.row.id - b.row.id,
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
  private readonly matches = new Map<string, { order: Entry[]; list: Entry[] }>();
  popularStale = true;
  private popularSortedAt = 0;

  constructor(
    readonly version: number,
    /** When owners counts were last read (see StoreCatalog.recount). */
    public countedAt: number,
    readonly byId: Map<number, Entry>,
    reuse: Snapshot | null,
  ) {
    // The same entries as before: orders by fixed fields carry over, popularity is re-sorted.
    if (reuse) for (const [sort, order] of reuse.orders) this.orders.set(sort, order);
  }

  order(sort: StoreSort): Entry[] {
    let order = this.orders.get(sort);
    const resortPopular = sort === 'popular' && this.popularStale && Date.now() - this.popularSortedAt >= POPULAR_SORT_MS;
    if (!order || resortPopular) {
      order = [...this.byId.values()].sort(COMPARE[sort]);
      this.orders.set(sort, order);
      wholeOrders.add(order);
      if (sort === 'popular') {
        this.popularStale = false;
        this.popularSortedAt = Date.now();
      }
    }
    return order;
  }

  /**
   * The entries a query's filters keep, in its order. Filters other than affordability are the
   * same for every player (the store's tabs, sorts and common searches), so their results are
   * kept per snapshot (most recently used MATCHES_KEPT), each with the order it came from:
   * a re-sorted order makes its results stale.
   */
  private matching(q: StoreQuery): Entry[] {
    const order = this.order(q.sortBy);
    const term = q.search?.trim().toLowerCase() || null;
    const categories = q.categories?.length ? new Set(q.categories) : null;
    const rarities = q.rarity?.length ? new Set(q.rarity) : null;
    const min = q.priceRange?.min ?? null;
    const max = q.priceRange?.max ?? null;
    if (!term && !categories && !rarities && min === null && max === null) return order;
    const key = JSON.stringify([q.sortBy, term, q.categories, q.rarity, min, max]);
    const hit = this.matches.get(key);
    if (hit && hit.order === order) {
      this.matches.delete(key);
      this.matches.set(key, hit);
      return hit.list;
    }
    const list = order.filter(
      (e) =>
        (!categories || categories.has(e.row.category)) &&
        (!rarities || rarities.has(e.row.rarity)) &&
        (min === null || e.price >= min) &&
        (max === null || e.price <= max) &&
        (!term || e.lowerName.includes(term)),
    );
    this.matches.set(key, { order, list });
    if (this.matches.size > MATCHES_KEPT) this.matches.delete(this.matches.keys().next().value!);
    return list;
  }

  /** One page of the listing and the number of items the filters match. */
  page(q: StoreQuery, viewer: Viewer): { items: StoreItem[]; total: number } {
    const list = this.matching(q);
    const from = (q.page - 1) * q.limit;
    const to = from + q.limit;
    const items: StoreItem[] = [];
    const show = (e: Entry) => items.push(e.view(viewer.owned.has(e.row.id), viewer.equipped.has(e.row.id)));
    if (q.onlyAffordable !== true) {
      const end = Math.min(to, list.length);
      for (let i = from; i < end; i++) show(list[i]!);
      // A run of a whole order (the outlet's pages): storePageJson copies it in one piece.
      if (wholeOrders.has(list) && end - from >= JOIN_MIN) Object.defineProperty(items, RUN, { value: { list, from, end } satisfies Run });
      return { items, total: list.length };
    }
    let total = 0;
    for (const e of list) {
      if (e.price > (e.currency === 'coins' ? viewer.coins : viewer.gems)) continue;
      if (total >= from && total < to) show(e);
      total++;
    }
    return { items, total };
  }
}

export class StoreCatalog {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private counting: Promise<void> | null = null;
  /** A `catalog` notice came since the snapshot's load began. */
  private noticed = false;

  constructor(private readonly ctx: AppContext) {
    ctx.changes?.on('catalog', () => {
      this.noticed = true;
    });
    ctx.changes?.onReset(() => {
      this.noticed = true;
    });
  }

  /** Whether `current()` may be used: change notices tell this process of catalog changes. */
  get heard(): boolean {
    return this.ctx.changes?.live === true;
  }

  /** The newest snapshot, reloaded first when a notice came since it was read (see `heard`). */
  async current(): Promise<Snapshot> {
    let snap = this.snapshot;
    while (!snap || this.noticed) {
      // A load begun before the notice may have read the old rows: let it end, then read anew.
      if (this.loading) await this.loading.catch(() => undefined);
      else {
        this.noticed = false;
        await this.load();
      }
      snap = this.snapshot;
    }
    return this.refreshed(snap);
  }

  /** The snapshot at `version` or newer (the version the request's player query read). */
  async at(version: number): Promise<Snapshot> {
    let snap = this.snapshot;
    while (!snap || snap.version < version) snap = await this.load();
    return this.refreshed(snap);
  }

  /** Starts re-reading owners counts in the background when they are older than REFRESH_MS. */
  private refreshed(snap: Snapshot): Snapshot {
    if (Date.now() - snap.countedAt > REFRESH_MS && !this.counting && !this.loading) {
      this.counting = this.recount(snap)
        .catch((err: unknown) => this.ctx.log.error({ err }, 'store catalog refresh failed'))
        .finally(() => {
          this.counting = null;
        });
    }
    return snap;
  }

  /** Re-reads every item's owners count (others' sales), and only that: two columns. */
  private async recount(snap: Snapshot): Promise<void> {
    snap.countedAt = Date.now();
    const { rows } = await this.ctx.pool.query<[number, number]>({ text: 'SELECT id, owners FROM items WHERE for_sale', rowMode: 'array' });
    for (const [id, owners] of rows) {
      const e = snap.byId.get(id);
      if (e && e.owners !== owners) {
        e.owners = owners;
        snap.popularStale = true;
      }
    }
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
      if (old && sameRow(old.row, row)) {
        old.owners = row.owners;
        byId.set(row.id, old);
      } else {
        same = false;
        byId.set(row.id, new Entry(row));
      }
    }
    const snap = new Snapshot(version, Date.now(), byId, same ? previous : null);
    // A slower load must not replace a newer snapshot.
    if (!this.snapshot || this.snapshot.version <= version) this.snapshot = snap;
    return this.snapshot;
  }
}

/** SQL giving the catalog version (0 before the first bump) inside a larger query. */
export const CATALOG_VERSION_SQL = `(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version)`;

export async function readCatalogVersion(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ v: number }>(`SELECT ${CATALOG_VERSION_SQL} AS v`);
  return Number(rows[0]?.v ?? 0);
}

const catalogs = new WeakMap<AppContext, StoreCatalog>();
export function storeCatalog(ctx: AppContext): StoreCatalog {
  let c = catalogs.get(ctx);
  if (!c) {
    c = new StoreCatalog(ctx);
    catalogs.set(ctx, c);
  }
  return c;
}

/**
 * Encodes a store page: one buffer, each item's pre-encoded JSON copied in and its flags
 * patched (see the top of this file). Items not from the catalog are encoded as usual.
 */
export function storePageJson(page: StorePage): Buffer {
  const head = Buffer.from('{"success":true,"items":[');
  const tail = Buffer.from(`],"pagination":${JSON.stringify(page.pagination)},"message":${JSON.stringify(page.message)}}`);
  const run = (page.items as StoreItem[] & { [RUN]?: Run })[RUN];
  if (run) {
    const { buf, starts } = joined(run.list);
    const base = starts[run.from]!;
    const body = buf.subarray(base, starts[run.end]! - 1);
    const out = Buffer.allocUnsafe(head.length + body.length + tail.length);
    out.set(head, 0);
    out.set(body, head.length);
    out.set(tail, head.length + body.length);
    for (let i = 0; i < page.items.length; i++) {
      const item = page.items[i]!;
      if (!item.alreadyOwned && !item.isEquipped) continue;
      const e = run.list[run.from + i]!;
      const at = head.length + starts[run.from + i]! - base;
      if (item.alreadyOwned) out.set(TRUE, at + e.ownedAt);
      if (item.isEquipped) out.set(TRUE, at + e.equippedAt);
    }
    return out;
  }
  const parts: (Entry | Buffer)[] = page.items.map((item) => (item as Listed)[ENTRY] ?? Buffer.from(JSON.stringify(item)));
  let size = head.length + tail.length + Math.max(0, parts.length - 1);
  for (const p of parts) size += p instanceof Entry ? p.json.length : p.length;
  const out = Buffer.allocUnsafe(size);
  out.set(head, 0);
  let at = head.length;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) out[at++] = 0x2c; // ,
    const p = parts[i]!;
    if (p instanceof Entry) {
      out.set(p.json, at);
      const item = page.items[i]!;
      if (item.alreadyOwned) out.set(TRUE, at + p.ownedAt);
      if (item.isEquipped) out.set(TRUE, at + p.equippedAt);
      at += p.json.length;
    } else {
      out.set(p, at);
      at += p.length;
    }
  }
  out.set(tail, at);
  return out;
}
