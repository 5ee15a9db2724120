import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { Entry, sameRow, type Row } from './entry';
import { Snapshot } from './snapshot';

/**
 * The store's catalog, held in memory by each app process (GET /api/store is the hottest read
 * of the economy: the outlet asks for 10,000 items at a time).
 *
 * - Every for-sale item is cached once with its JSON already encoded (entry.ts), and each page
 *   the store is asked for is cached as its whole answer, encoded once for everyone with the
 *   player-specific flags written `false` (snapshot.ts, encoded-page.ts): a page asked for again
 *   costs a lookup, and a player's answer is those bytes as they are, or a copy with `true `
 *   over the flags of the items that are theirs. No per-item objects or JSON per request.
 * - What a filter keeps (tab, rarity, price, search; not affordability, which is the player's)
 *   is the same for everyone, so recent filter results are cached per snapshot too: another page
 *   of a filter costs its page, not a pass over the catalog.
 * - Cross-process freshness: the `catalog_version` sequence is bumped after any change every
 *   process must see at once commits (items added or edited, limited stock sold), and a
 *   `catalog` change notice sent (db/changes.ts). A process hearing notices reloads at the
 *   next request after one; without them, the player query each request makes also reads the
 *   version, and a process whose snapshot is older reloads before answering. Bumping after
 *   commit means a process that sees the new number reads rows that include the change.
 * - Popularity (owners) changes with every purchase, so it does not bump the version (every
 *   process would reload at each checkout): a process counts its own sales at once and
 *   re-reads everyone's counts (only those) at most every REFRESH_MS, in the background. The
 *   popular order is re-sorted at most once a second (its cached pages go with the old order).
 * - A reload re-reads the for-sale rows (one query) and keeps the entries that did not change,
 *   so orders are rebuilt only when something they sort by changed.
 */
export const REFRESH_MS = 5_000;

export class StoreCatalog {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private counting: Promise<void> | null = null;
  /** A `catalog` notice came since the snapshot's load began. */
  private noticed = false;

  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly ctx: AppContext) {
    const invalidate = () => {
      this.noticed = true;
    };
    if (ctx.changes) this.unsubscribe.push(ctx.changes.on('catalog', invalidate), ctx.changes.onReset(invalidate));
  }

  /** Stops listening to change notices (the app's close). */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  /** Whether `current()` may be used: change notices tell this process of catalog changes. */
  get followsNotices(): boolean {
    return this.ctx.changes?.live === true;
  }

  /**
   * The newest snapshot, reloaded first when a notice came since it was read (see `followsNotices`):
   * as it is when nothing came (a store page's usual case: no promise to wait for).
   */
  current(): Snapshot | Promise<Snapshot> {
    const snap = this.snapshot;
    return snap && !this.noticed ? this.refreshed(snap) : this.reloaded();
  }

  private async reloaded(): Promise<Snapshot> {
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

/** The app's catalog (built by services.ts). */
export const storeCatalog = (ctx: AppContext): StoreCatalog => ctx.services.storeCatalog;
