import type { StorePage } from '@common/api/routes/store';
import { STORE_TEXT, type StoreQuery } from '@common/economy/store';
import type { AppContext } from '../../context';
import { storeCatalog } from './catalog';
import { viewerOf } from './viewer';

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
