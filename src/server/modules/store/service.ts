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

/**
 * The catalog as a player's page must show it: the newest this process has heard of, or without
 * change notices at least the version the player's own query read (viewer.ts).
 */
export function snapshotFor(ctx: AppContext, viewer: StoreViewer): Snapshot | Promise<Snapshot> {
  const catalog = storeCatalog(ctx);
  return catalog.followsNotices ? catalog.current() : catalog.at(viewer.version);
}

function pageFor(ctx: AppContext, user: { coins: number; gems: number }, query: StoreQuery, viewer: StoreViewer): StorePage | Promise<StorePage> {
  const snapshot = snapshotFor(ctx, viewer);
  const answer = (s: Snapshot) =>
    encodedAnswer<StorePage>(ctx, s.answer(query, { owned: viewer.owned, equipped: viewer.equipped, coins: user.coins, gems: user.gems }));
  return snapshot instanceof Promise ? snapshot.then(answer) : answer(snapshot);
}
