import { storeRoutes, withOutletFlags } from '@common/api/routes/store';
import { OUTLET_FIRST_PAGE_LIMIT, type StoreQueryInput } from '@common/economy/store';
import { call } from '../../api/client';
import type { FetchPage } from '../store/state/listLoader';

/**
 * The outlet's pages from the server. Its first unfiltered page (10,000 items) comes in two
 * parts (contract: src/common/api/routes/store.ts): the player's own (the catalog version and
 * the items they own and wear, a few hundred bytes), then the shared page at that version,
 * which the browser keeps for 24 hours under its version's address, compressed on the wire; a
 * checkout or a new outfit asks for the player's part again and finds the shared one kept.
 * Every other page is GET /api/store as it is.
 */
export const fetchOutletPage: FetchPage = async (query, signal) => {
  if (!isFirstOutletPage(query)) return call(storeRoutes.list, { query }, { signal });
  const flags = await call(storeRoutes.outlet, {}, { signal });
  const shared = await call(storeRoutes.outletPage, { params: { version: flags.version } }, { signal });
  return withOutletFlags(shared, flags);
};

/** The first page in default mode (listModes.pageQuery): page 1 of 10,000, no filter, newest. */
export function isFirstOutletPage(q: StoreQueryInput): boolean {
  const filtered = q.categories !== undefined || q.search !== undefined || (q.sortBy !== undefined && q.sortBy !== 'newest');
  return !filtered && String(q.page) === '1' && String(q.limit) === String(OUTLET_FIRST_PAGE_LIMIT) && !q.rarity && !q.priceRange && !q.onlyAffordable;
}
