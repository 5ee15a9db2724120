import type { FastifyReply } from 'fastify';
import type { OutletFlags, StorePage } from '@common/api/routes/store';
import { STORE_CACHE_TTL_MS } from '@common/economy/store';
import type { AppContext } from '../../context';
import { encodedAnswer } from '../../http/encoded';
import { readCatalogVersion, storeCatalog } from './catalog';
import { snapshotFor } from './service';
import type { Snapshot } from './snapshot';
import { viewerOf, type StoreViewer } from './viewer';

/**
 * The outlet's first page in two parts (contract: src/common/api/routes/store.ts). The page is
 * 10,000 items, 2.2 MB of JSON, and all of it but two flags per item is the same for everyone:
 * sent whole to each player (GET /api/store?page=1&limit=10000, still answered) it cost a copy
 * and 2.2 MB on the wire per request, uncompressed since the copy was the player's own.
 *
 * - GET /api/store/outlet, the player's part: the catalog version their page is at and the
 *   for-sale items they own and wear (a few dozen numbers), from the kept viewer (viewer.ts),
 *   encoded once per viewer and snapshot.
 * - GET /api/store/outlet/:version, the shared part: the snapshot's outlet page (snapshot.ts),
 *   encoded once per catalog version with its brotli and gzip made in zlib's thread pool, sent
 *   as they are. At its own version the browser may keep it for 24 hours (the store cache's
 *   expiry); the address changes with the version, so a kept copy is never stale.
 */

/** How long a browser may keep a version's shared page: the store cache's 24 hours. */
const KEEP = `private, max-age=${STORE_CACHE_TTL_MS / 1000}, immutable`;

/** The player's part, encoded, per cached viewer (a memo of that object, gone with it) and the snapshot it was made from. */
const encodedFlags = new WeakMap<StoreViewer, { snapshot: Snapshot; json: Buffer }>();

function flagsOf(snapshot: Snapshot, viewer: StoreViewer): Buffer {
  const kept = encodedFlags.get(viewer);
  if (kept?.snapshot === snapshot) return kept.json;
  // Only items the page can list: what else a player owns is no business of the outlet's.
  const listed = (ids: ReadonlySet<number>) => [...ids].filter((id) => snapshot.byId.has(id));
  const answer: OutletFlags = { success: true, version: snapshot.version, owned: listed(viewer.owned), equipped: listed(viewer.equipped) };
  const json = Buffer.from(JSON.stringify(answer));
  encodedFlags.set(viewer, { snapshot, json });
  return json;
}

/** GET /api/store/outlet: see above. A kept viewer and snapshot answer without waiting. */
export function outletFlags(ctx: AppContext, userId: string): OutletFlags | Promise<OutletFlags> {
  const viewer = viewerOf(ctx, userId);
  const answer = (v: StoreViewer) => {
    const snapshot = snapshotFor(ctx, v);
    const encode = (s: Snapshot) => encodedAnswer<OutletFlags>(ctx, flagsOf(s, v));
    return snapshot instanceof Promise ? snapshot.then(encode) : encode(snapshot);
  };
  return viewer instanceof Promise ? viewer.then(answer) : answer(viewer);
}

/**
 * GET /api/store/outlet/:version: the current shared page. A version newer than this process's
 * snapshot is one it has not heard of yet (another process answered the player's part) or one
 * that does not exist: the catalog is reloaded only when the database has a newer version, so
 * made-up versions cost one small read each, never a reload. Any version but the page's own is
 * answered not to be kept.
 */
export function outletPage(ctx: AppContext, version: number, reply: FastifyReply): StorePage | Promise<StorePage> {
  const catalog = storeCatalog(ctx);
  const current = catalog.followsNotices ? catalog.current() : catalog.at(0);
  const send = (snapshot: Snapshot): StorePage | Promise<StorePage> => {
    const page = snapshot.outlet();
    reply.header('cache-control', snapshot.version === version ? KEEP : 'no-store');
    const shared = page.sharedAnswer;
    const answer = () => encodedAnswer<StorePage>(ctx, shared);
    // Sent compressed, as every browser takes it: the first request of a version waits the few
    // milliseconds its compression takes, in the thread pool.
    return shared.compressed!.done ? answer() : shared.compressed!.made().then(answer);
  };
  const checked = async (snapshot: Snapshot): Promise<Snapshot> => {
    if (snapshot.version >= version || (await readCatalogVersion(ctx)) <= snapshot.version) return snapshot;
    return catalog.load();
  };
  if (current instanceof Promise) return current.then(checked).then(send);
  return current.version >= version ? send(current) : checked(current).then(send);
}
