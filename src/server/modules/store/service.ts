import { defaultItemIds } from '@common/avatar/customization';
import type { StorePage } from '@common/api/routes/store';
import { STORE_TEXT, type StoreQuery } from '@common/economy/store';
import type { AppContext } from '../../context';
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

/** Balances come from the session's user row, read by this same request a moment ago. */
export async function storePage(ctx: AppContext, user: { id: string; coins: number; gems: number }, query: StoreQuery): Promise<StorePage> {
  const { rows } = await ctx.pool.query<ViewerRow>({ ...VIEWER_QUERY, values: [user.id] });
  const viewer = rows[0];
  if (!viewer) throw new NotFound('User not found');
  // Without a saved customization a player wears their body type's default outfit.
  const equipped = viewer.worn ? Object.values(viewer.worn) : DEFAULT_WORN[viewer.isMale ? 'male' : 'female'];
  const snapshot = await storeCatalog(ctx).at(Number(viewer.version));
  const { items, total } = snapshot.page(query, { owned: new Set(viewer.owned), equipped: new Set(equipped), coins: user.coins, gems: user.gems });
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
