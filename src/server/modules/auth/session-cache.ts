import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import { findSession, SESSION_KEY_MAX, sessionKeyOf, type Authenticated } from './sessions';

/**
 * Sessions cached in memory for the hottest reads (store pages, forum lists), so a signed-in
 * page costs no database round trip: on this kind of machine each one costs more than the
 * whole of a cached page.
 *
 * Cached only while the process hears change notices (db/changes.ts): a session's entry is
 * dropped when its player's user row or any of their sessions changes (sign-out, revoke, role,
 * name), so what a cached entry says is at most one notice old. A change of balances alone (a
 * `balance` notice, migration 0028: every tip, purchase and FLOW grant) keeps the entry for
 * routes whose answer shows no balance (forum pages) and has a route that shows them (the
 * store) read it again. Routes that spend or change anything read the session from the
 * database as before (authenticate()).
 *
 * An ended session is never answered from here, in any process: a cached entry is used only
 * while the feed is `serving` (its last delivered poll is recent), and sign-out and password
 * reset answer only once every process has heard their notice (untilEveryProcessHeard).
 * The key comes from the x-session-key header alone, as everywhere (sessions.ts).
 */
const MAX_CACHED = 50_000;

interface Cached {
  /** Frozen, with its user: every request of the session shares it. */
  auth: Authenticated;
  expiresMs: number;
  /** A `balance` notice came after it was read: its coins, gems and honor may be old. */
  balancesOld: boolean;
}

/** What a route shows of the session's user: `false` when it shows no coins, gems or honor. */
export interface CachedSessionUse {
  balances: boolean;
}
const SHOWS_BALANCES: CachedSessionUse = { balances: true };

/** The app's session cache (built by services.ts when change notices are heard). */
export class SessionCache {
  /** By the session key itself: hashing it (as the database lookup must) would cost each hit. */
  private readonly byKey = new LRUCache<string, Cached>({ max: MAX_CACHED, dispose: (cached, key) => this.unindex(cached, key) });
  /** Each player's cached session keys, so a notice about them drops them all. */
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly feed: ChangeFeed) {
    this.unsubscribe = [
      feed.on('user', (userId) => this.invalidate(userId)),
      feed.on('balance', (userId) => this.markBalancesOld(userId)),
      feed.onReset(() => {
        this.byKey.clear();
        this.keysOf.clear();
      }),
    ];
  }

  /** Stops listening to change notices (the app's close). */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.byKey.clear();
    this.keysOf.clear();
  }

  /** The session: as it is when cached (no promise to wait for), else loaded. */
  find(ctx: AppContext, key: string | undefined, load: SessionLoader, use: CachedSessionUse = SHOWS_BALANCES): Authenticated | null | Promise<Authenticated | null> {
    if (!key || key.length > SESSION_KEY_MAX) return null;
    const cached = this.feed.serving ? this.byKey.get(key) : undefined;
    if (cached && cached.expiresMs > Date.now() && !(use.balances && cached.balancesOld)) return cached.auth;
    return this.load(ctx, key, load);
  }

  private async load(ctx: AppContext, key: string, load: SessionLoader): Promise<Authenticated | null> {
    const seq = this.feed.seq;
    const auth = await load(ctx, key);
    if (auth && !this.feed.changedSince('user', auth.user.id, seq)) this.cache(key, auth, this.feed.changedSince('balance', auth.user.id, seq));
    return auth;
  }

  private cache(key: string, auth: Authenticated, balancesOld: boolean): void {
    // Shared by every request of this session from now on: nobody may change it in place.
    Object.freeze(auth.user);
    this.byKey.set(key, { auth: Object.freeze({ ...auth }), expiresMs: auth.expiresAt.getTime(), balancesOld });
    let keys = this.keysOf.get(auth.user.id);
    if (!keys) this.keysOf.set(auth.user.id, (keys = new Set()));
    keys.add(key);
  }

  /** An entry left the cache (evicted, replaced or invalidated): its player no longer lists its key. */
  private unindex(cached: Cached, key: string): void {
    const keys = this.keysOf.get(cached.auth.user.id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(cached.auth.user.id);
  }

  private invalidate(userId: string): void {
    for (const key of [...(this.keysOf.get(userId) ?? [])]) this.byKey.delete(key);
  }

  private markBalancesOld(userId: string): void {
    for (const key of this.keysOf.get(userId) ?? []) {
      const cached = this.byKey.peek(key);
      if (cached) cached.balancesOld = true;
    }
  }
}

/**
 * Reads a session from the database when none is cached: findSession, or a route's own lookup
 * that reads what else it needs in the same round trip (the store's viewer).
 */
export type SessionLoader = (ctx: AppContext, key: string) => Promise<Authenticated | null>;

/**
 * The request's session, from memory when it can be (see above), else from the database.
 * For read-only routes: the user row may be one notice behind a change made elsewhere.
 */
export function authenticateCached(
  ctx: AppContext,
  req: FastifyRequest,
  load: SessionLoader = findSession,
  use: CachedSessionUse = SHOWS_BALANCES,
): Authenticated | null | Promise<Authenticated | null> {
  const cache = ctx.services.sessionCache;
  const key = sessionKeyOf(req);
  if (!cache) return key ? load(ctx, key) : null;
  return cache.find(ctx, key, load, use);
}
