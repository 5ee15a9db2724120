import { defaultItemIds } from '@common/avatar/customization';
import type { StorePage } from '@common/api/routes/store';
import { STORE_TEXT, type StoreQuery } from '@common/economy/store';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import { NotFound } from '../../errors';
import { CATALOG_VERSION_SQL, storeCatalog } from './catalog';

/**
 * Everything a store page needs from the database besides the catalog, in one round trip:
 * what the player owns and wears, and the catalog version (is this process's snapshot fresh?).
 * A named statement, so each pooled connection parses it once.
 */
const VIEWER_QUERY = {
  name: 'store-viewer',
  text: `SELECT c.worn, u.is_male AS "isMale", ARRAY(SELECT item_id FROM inventory WHERE user_id = u.id) AS owned,
    ${CATALOG_VERSION_SQL} AS version
    FROM users u LEFT JOIN customizations c ON c.user_id = u.id WHERE u.id = $1`,
};

/** The default outfit's items by body type (worn by players who never changed clothes). */
const DEFAULT_WORN = { male: defaultItemIds(true), female: defaultItemIds(false) };

interface ViewerRow {
  worn: Record<string, number> | null;
  isMale: boolean;
  owned: number[];
  version: number;
}

interface StoreViewer {
  owned: ReadonlySet<number>;
  equipped: ReadonlySet<number>;
  /** The catalog version read with it. */
  version: number;
}

async function readViewer(ctx: AppContext, userId: string): Promise<StoreViewer> {
  const { rows } = await ctx.pool.query<ViewerRow>({ ...VIEWER_QUERY, values: [userId] });
  const row = rows[0];
  if (!row) throw new NotFound('User not found');
  // Without a saved customization a player wears their body type's default outfit.
  const equipped = row.worn ? Object.values(row.worn) : DEFAULT_WORN[row.isMale ? 'male' : 'female'];
  return { owned: new Set(row.owned), equipped: new Set(equipped), version: Number(row.version) };
}

/**
 * What each player owns and wears, kept while change notices are heard (db/changes.ts):
 * inventory and customization rows send `user` notices, which drop the player's entry. With
 * the session kept too (session-cache.ts), a warm store page costs no database round trip.
 */
const MAX_VIEWERS = 50_000;
const keptViewers = new WeakMap<ChangeFeed, Map<string, StoreViewer>>();

function viewersOf(feed: ChangeFeed): Map<string, StoreViewer> {
  let kept = keptViewers.get(feed);
  if (!kept) {
    const map = new Map<string, StoreViewer>();
    feed.on('user', (userId) => map.delete(userId));
    feed.onReset(() => map.clear());
    keptViewers.set(feed, (kept = map));
  }
  return kept;
}

async function viewerOf(ctx: AppContext, userId: string): Promise<StoreViewer> {
  const feed = ctx.changes;
  if (!feed?.live) return readViewer(ctx, userId);
  const kept = viewersOf(feed);
  const hit = kept.get(userId);
  if (hit) return hit;
  const seq = feed.seq;
  const viewer = await readViewer(ctx, userId);
  if (!feed.changedSince('user', userId, seq)) {
    if (kept.size >= MAX_VIEWERS) kept.delete(kept.keys().next().value!);
    kept.set(userId, viewer);
  }
  return viewer;
}

/** Balances come from the session's user row, read by this same request (or kept with it). */
export async function storePage(ctx: AppContext, user: { id: string; coins: number; gems: number }, query: StoreQuery): Promise<StorePage> {
  const viewer = await viewerOf(ctx, user.id);
  const catalog = storeCatalog(ctx);
  const snapshot = catalog.heard ? await catalog.current() : await catalog.at(viewer.version);
  const { items, total } = snapshot.page(query, { owned: viewer.owned, equipped: viewer.equipped, coins: user.coins, gems: user.gems });
  return {
    success: true,
    items,
    pagination: { total, hasMore: query.page * query.limit < total },
    message: pageMessage(query, total),
  };
}

function pageMessage(q: StoreQuery, total: number): string {
  if (total > 0) return STORE_TEXT.available(total);
  const onlyCategories = q.categories?.length && !q.search?.trim() && !q.rarity?.length && !q.priceRange && !q.onlyAffordable;
  return onlyCategories ? STORE_TEXT.emptyCategory : STORE_TEXT.noMatch;
}
