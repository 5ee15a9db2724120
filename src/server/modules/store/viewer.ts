import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { defaultItemIds } from '@common/avatar/customization';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import type { Authenticated } from '../auth/sessions';
import { hashKey, SESSION_KEY_MAX } from '../auth/sessions';
import { sessions } from '../auth/schema';
import { customizations } from '../customization/schema';
import { users } from '../users/schema';
import { CATALOG_VERSION_SQL } from './catalog';

/**
 * What a store page needs to know of its player besides balances: what they own and wear, and
 * the catalog version read with it (is this process's snapshot fresh?).
 *
 * Cached per player while change notices are heard (db/changes.ts): inventory and customization
 * rows send `user` notices, which drop the player's entry. With the session cached too
 * (auth/session-cache.ts), a warm store page costs no database round trip; a cold one costs
 * one (`sessionWithViewer`: the session, the user and this, in one statement).
 */
export interface StoreViewer {
  owned: ReadonlySet<number>;
  equipped: ReadonlySet<number>;
  version: number;
}

/** The default outfit's items by body type (worn by players who never changed clothes). */
const DEFAULT_WORN = { male: defaultItemIds(true), female: defaultItemIds(false) };

interface ViewerRow {
  worn: Record<string, number> | null;
  isMale: boolean;
  owned: number[];
  version: number;
}

function viewerFrom(row: ViewerRow): StoreViewer {
  // Without a saved customization a player wears their body type's default outfit.
  const equipped = row.worn ? Object.values(row.worn) : DEFAULT_WORN[row.isMale ? 'male' : 'female'];
  return { owned: new Set(row.owned), equipped: new Set(equipped), version: Number(row.version) };
}

/** A named statement, so each pooled connection parses it once. */
const VIEWER_QUERY = {
  name: 'store-viewer',
  text: `SELECT c.worn, u.is_male AS "isMale", ARRAY(SELECT item_id FROM inventory WHERE user_id = u.id) AS owned,
    ${CATALOG_VERSION_SQL} AS version
    FROM users u LEFT JOIN customizations c ON c.user_id = u.id WHERE u.id = $1`,
};

async function readViewer(ctx: AppContext, userId: string): Promise<StoreViewer> {
  const { rows } = await ctx.pool.query<ViewerRow>({ ...VIEWER_QUERY, values: [userId] });
  const row = rows[0];
  if (!row) throw new NotFound('User not found');
  return viewerFrom(row);
}

const MAX_VIEWERS = 50_000;

/** A session lookup waiting for the end of the event-loop turn (see sessionWithViewer). */
interface Waiting {
  key: string;
  done: (auth: Authenticated | null) => void;
  fail: (err: unknown) => void;
}
/** Sessions read by one statement at most. */
const BATCH_MAX = 100;

/**
 * The app's store viewers (built by services.ts): players' viewers cached while change notices
 * are heard, and the session lookups of this event-loop turn, read together at its end.
 */
export class StoreViewers {
  private readonly cached = new LRUCache<string, StoreViewer>({ max: MAX_VIEWERS });
  private waiting: Waiting[] | null = null;
  private lookup: ReturnType<typeof prepareLookup> | null = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly ctx: AppContext) {
    const feed = ctx.changes;
    if (feed) this.unsubscribe.push(feed.on('user', (userId) => this.cached.delete(userId)), feed.onReset(() => this.cached.clear()));
  }

  /** Stops listening to change notices (the app's close). */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.cached.clear();
  }

  /** The player's viewer: cached (no promise to wait for), else read from the database. */
  of(userId: string): StoreViewer | Promise<StoreViewer> {
    const feed = this.ctx.changes;
    if (!feed?.live) return readViewer(this.ctx, userId);
    return this.cached.get(userId) ?? this.read(feed, userId);
  }

  private async read(feed: ChangeFeed, userId: string): Promise<StoreViewer> {
    const seq = feed.seq;
    const viewer = await readViewer(this.ctx, userId);
    this.cache(feed, userId, viewer, seq);
    return viewer;
  }

  /** Caches a viewer read since `seq`, unless a notice about the player came meanwhile. */
  private cache(feed: ChangeFeed, userId: string, viewer: StoreViewer, seq: number): void {
    if (feed.changedSince('user', userId, seq)) return;
    this.cached.set(userId, viewer);
  }

  /** See sessionWithViewer. */
  session(key: string): Promise<Authenticated | null> {
    if (key.length > SESSION_KEY_MAX) return Promise.resolve(null);
    let queue = this.waiting;
    if (!queue) {
      const started: Waiting[] = (queue = this.waiting = []);
      setImmediate(() => {
        this.waiting = null;
        for (let i = 0; i < started.length; i += BATCH_MAX) void this.readSessions(started.slice(i, i + BATCH_MAX));
      });
    }
    return new Promise((done, fail) => queue.push({ key, done, fail }));
  }

  private async readSessions(batch: Waiting[]): Promise<void> {
    const feed = this.ctx.changes;
    const seq = feed?.seq ?? 0;
    this.lookup ??= prepareLookup(this.ctx.db);
    const hashes = batch.map((w) => hashKey(w.key));
    try {
      const rows = await this.lookup.execute({ hashes: [...new Set(hashes)] });
      const byHash = new Map(rows.map((row) => [row.keyHash, row]));
      batch.forEach((w, i) => {
        const row = byHash.get(hashes[i]!);
        if (!row) return w.done(null);
        if (feed?.live) this.cache(feed, row.user.id, viewerFrom({ worn: row.worn, isMale: row.user.isMale, owned: row.owned, version: row.version }), seq);
        w.done({ user: row.user, sessionId: row.sessionId, sessionKey: w.key, expiresAt: row.expiresAt });
      });
    } catch (err) {
      for (const w of batch) w.fail(err);
    }
  }
}

/** The player's viewer: cached (no promise to wait for), else read from the database. */
export const viewerOf = (ctx: AppContext, userId: string): StoreViewer | Promise<StoreViewer> => ctx.services.storeViewers.of(userId);

/**
 * The session lookup of a store page that found no cached session (see session-cache.ts): the
 * session, its user and the store viewer in one round trip, the viewer cached on the way.
 *
 * Players arriving together (a crowd opening the store) are read together: the lookups asked
 * for in one turn of the event loop go in one statement at its end (setImmediate), as a round
 * trip costs this process far more than the rows it brings.
 */
export const sessionWithViewer = (ctx: AppContext, key: string): Promise<Authenticated | null> => ctx.services.storeViewers.session(key);

function prepareLookup(db: Db) {
  return db
    .select({
      keyHash: sessions.keyHash,
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      worn: customizations.worn,
      owned: sql<number[]>`ARRAY(SELECT item_id FROM inventory WHERE user_id = ${users.id})`,
      version: sql<number>`${sql.raw(CATALOG_VERSION_SQL)}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(sql`${sessions.keyHash} = ANY(${sql.placeholder('hashes')}::text[]) AND ${sessions.expiresAt} > now()`)
    .prepare('store_sessions_viewers');
}
