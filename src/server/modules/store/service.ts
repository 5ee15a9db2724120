import type { StorePage } from '@common/api/routes/store';
import type { StoreQuery } from '@common/economy/store';
import type { AppContext } from '../../context';
import { encodedAnswer } from '../../http/encoded';
import { storeCatalog } from './catalog';
import type { Snapshot } from './snapshot';
import { viewerOf, type StoreViewer } from './viewer';

/**
 * A store page (GET /api/store) as `user` sees it, its answer encoded already (see catalog.ts).
 * Balances come from the session's user row, read by this same request (or kept with it).
 */
export function storePage(ctx: AppContext, user: { id: string; coins: number; gems: number }, query: StoreQuery): StorePage | Promise<StorePage> {
  // Kept viewer and snapshot come as they are: a warm page is answered without waiting.
  const viewer = viewerOf(ctx, user.id);
  if (viewer instanceof Promise) return viewer.then((v) => pageFor(ctx, user, query, v));
  return pageFor(ctx, user, query, viewer);
}

function pageFor(ctx: AppContext, user: { coins: number; gems: number }, query: StoreQuery, viewer: StoreViewer): StorePage | Promise<StorePage> {
  const catalog = storeCatalog(ctx);
  const snapshot = catalog.heard ? catalog.current() : catalog.at(viewer.version);
  const answer = (s: Snapshot) =>
    encodedAnswer<StorePage>(ctx, s.answer(query, { owned: viewer.owned, equipped: viewer.equipped, coins: user.coins, gems: user.gems }));
  return snapshot instanceof Promise ? snapshot.then(answer) : answer(snapshot);
}
