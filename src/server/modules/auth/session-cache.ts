import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import { findSession, SESSION_KEY_MAX, sessionKeyOf, type Authenticated } from './sessions';

/**
 * Sessions kept in memory for the hottest reads (store pages, forum lists), so a signed-in
 * page costs no database round trip: on this kind of machine each one costs more than the
 * whole of a cached page.
 *
 * Kept only while the process hears change notices (db/changes.ts): a session's entry is
 * dropped when its player's user row or any of their sessions changes (sign-out, revoke,
 * balances, role), so what a kept entry says is at most one notice old. Routes that spend or
 * change anything read the session from the database as before (authenticate()).
 *
 * An ended session is never answered from here, in any process: a kept entry is used only
 * while the feed is `serving` (its last delivered poll is recent), and sign-out and password
 * reset answer only once every process has heard their notice (untilEveryProcessHeard).
 * The key comes from the x-session-key header alone, as everywhere (sessions.ts).
 */
const MAX_KEPT = 50_000;

interface Kept {
  /** Frozen, with its user: every request of the session shares it. */
  auth: Authenticated;
  expiresMs: number;
}

class SessionCache {
  /** By the session key itself: hashing it (as the database lookup must) would cost each hit. */
  private byKey = new Map<string, Kept>();
  private keysOf = new Map<string, Set<string>>();

  constructor(private readonly feed: ChangeFeed) {
    feed.on('user', (userId) => this.forget(userId));
    feed.onReset(() => {
      this.byKey.clear();
      this.keysOf.clear();
    });
  }

  /** The session: as it is when kept (no promise to wait for), else loaded. */
  find(ctx: AppContext, key: string | undefined, load: SessionLoader): Authenticated | null | Promise<Authenticated | null> {
    if (!key || key.length > SESSION_KEY_MAX) return null;
    const kept = this.feed.serving ? this.byKey.get(key) : undefined;
    if (kept && kept.expiresMs > Date.now()) return kept.auth;
    return this.load(ctx, key, load);
  }

  private async load(ctx: AppContext, key: string, load: SessionLoader): Promise<Authenticated | null> {
    const seq = this.feed.seq;
    const auth = await load(ctx, key);
    if (auth && !this.feed.changedSince('user', auth.user.id, seq)) this.keep(key, auth);
    return auth;
  }

  private keep(key: string, auth: Authenticated): void {
    if (this.byKey.size >= MAX_KEPT) this.drop(this.byKey.keys().next().value!);
    // Shared by every request of this session from now on: nobody may change it in place.
    Object.freeze(auth.user);
    this.byKey.set(key, { auth: Object.freeze({ ...auth }), expiresMs: auth.expiresAt.getTime() });
    let keys = this.keysOf.get(auth.user.id);
    if (!keys) this.keysOf.set(auth.user.id, (keys = new Set()));
    keys.add(key);
  }

  private drop(key: string): void {
    const kept = this.byKey.get(key);
    if (!kept) return;
    this.byKey.delete(key);
    const keys = this.keysOf.get(kept.auth.user.id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(kept.auth.user.id);
  }

  private forget(userId: string): void {
    for (const key of this.keysOf.get(userId) ?? []) this.byKey.delete(key);
    this.keysOf.delete(userId);
  }
}

const caches = new WeakMap<ChangeFeed, SessionCache>();

/**
 * Reads a session from the database when none is kept: findSession, or a route's own lookup
 * that reads what else it needs in the same round trip (the store's viewer).
 */
export type SessionLoader = (ctx: AppContext, key: string) => Promise<Authenticated | null>;

/**
 * The request's session, from memory when it can be (see above), else from the database.
 * For read-only routes: the user row may be one notice behind a change made elsewhere.
 */
export function authenticateKept(ctx: AppContext, req: FastifyRequest, load: SessionLoader = findSession): Authenticated | null | Promise<Authenticated | null> {
  const feed = ctx.changes;
  const key = sessionKeyOf(req);
  if (!feed) return key ? load(ctx, key) : null;
  let cache = caches.get(feed);
  if (!cache) caches.set(feed, (cache = new SessionCache(feed)));
  return cache.find(ctx, key, load);
}
