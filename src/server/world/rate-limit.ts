import type { Redis } from 'ioredis';

/**
 * A token bucket: `capacity` events at once, refilled at `perSecond`. Used per socket for
 * moves, chat and whispers, where the socket lives in one process and a check must cost
 * nothing. Chat or whispers beyond their bucket (or their account's minute) mute the player
 * for a growing time (world/flood.ts); any other drop costs the socket one token of its flood
 * bucket, and an empty flood bucket disconnects it.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.at = now;
  }

  take(n = 1, now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}

/** Per-socket limits (events per second sustained, burst). Clients send moves every 175 ms. */
export const SOCKET_LIMITS = {
  /** Every incoming packet, whatever its event. */
  packets: { capacity: 40, perSecond: 20 },
  move: { capacity: 15, perSecond: 8 },
  chat: { capacity: 5, perSecond: 0.5 },
  whisper: { capacity: 5, perSecond: 0.5 },
  other: { capacity: 5, perSecond: 1 },
  /**
   * FLOW's swaps (`match_score`, flow.ts): a person makes at most one per 900 ms chain round;
   * this only stops a flood before it reaches the database (the pace and honor caps live in
   * modules/flow/claims.ts, shared across processes).
   */
  claims: { capacity: 8, perSecond: 2 },
  /** Dropped or malformed events a socket may send before it is cut off. */
  flood: { capacity: 30, perSecond: 1 },
} as const;

/**
 * Per-account counters over windows that start with the first event (so two events moments
 * apart always count together), shared by every process through Redis when there is one, so
 * reconnecting to another process does not reset them: chat and whisper volume per minute
 * and honor earned per minute.
 */
export interface WindowCounters {
  /** Adds n to the key's counter for its current window and answers the new total. */
  add(key: string, n: number, windowSeconds: number): Promise<number>;
  /**
   * Adds 1 to a counter that lives until `windowSeconds` after its latest event (each event
   * restarts the window) and answers the new total: how many in a row, each within the window
   * of the one before (flood mutes' ladder).
   */
  bump(key: string, windowSeconds: number): Promise<number>;
}

export const ACCOUNT_LIMITS = {
  chatPerMinute: 40,
  whispersPerMinute: 40,
} as const;

export class MemoryWindowCounters implements WindowCounters {
  private readonly counts = new Map<string, { until: number; n: number }>();

  async add(key: string, n: number, windowSeconds: number): Promise<number> {
    const now = Date.now();
    const cur = this.counts.get(key);
    const live = cur && cur.until > now ? cur : { until: now + windowSeconds * 1000, n: 0 };
    live.n += n;
    this.counts.set(key, live);
    if (this.counts.size > 50_000) this.prune(now);
    return live.n;
  }

  async bump(key: string, windowSeconds: number): Promise<number> {
    const now = Date.now();
    const cur = this.counts.get(key);
    const n = (cur && cur.until > now ? cur.n : 0) + 1;
    this.counts.set(key, { until: now + windowSeconds * 1000, n });
    return n;
  }

  private prune(now: number): void {
    for (const [k, v] of this.counts) if (v.until <= now) this.counts.delete(k);
  }
}

export class RedisWindowCounters implements WindowCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(key: string, n: number, windowSeconds: number): Promise<number> {
    const k = `${this.prefix}:rl:${key}`;
    // The window starts with the key: created with its expiry, then only incremented.
    const res = await this.redis.multi().set(k, 0, 'EX', windowSeconds, 'NX').incrby(k, n).exec();
    return Number(res?.[1]?.[1] ?? n);
  }

  async bump(key: string, windowSeconds: number): Promise<number> {
    const k = `${this.prefix}:rl:${key}`;
    const res = await this.redis.multi().incr(k).expire(k, windowSeconds).exec();
    return Number(res?.[0]?.[1] ?? 1);
  }
}
