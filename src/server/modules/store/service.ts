import type { StorePage } from '@common/api/routes/store';
import type { StoreQuery } from '@common/economy/store';
import type { AppContext } from '../../context';
import { encodedAnswer } from '../../http/encoded';
import { storeCatalog } from './catalog';
import { viewerOf } from './viewer';

/**
 * A store page (GET /api/store) as `user` sees it, its answer encoded already (see catalog.ts).
 * Balances come from the session's user row, read by this same request (or kept with it).
 */
export async function storePage(ctx: AppContext, user: { id: string; coins: number; gems: number }, query: StoreQuery): Promise<StorePage> {
  // Kept viewer and snapshot come as they are: a warm page waits for nothing.
  let viewer = viewerOf(ctx, user.id);
  if (viewer instanceof Promise) viewer = await viewer;
  const catalog = storeCatalog(ctx);
  let snapshot = catalog.heard ? catalog.current() : catalog.at(viewer.version);
  if (snapshot instanceof Promise) snapshot = await snapshot;
  return encodedAnswer<StorePage>(ctx, snapshot.answer(query, { owned: viewer.owned, equipped: viewer.equipped, coins: user.coins, gems: user.gems }));
}
