import type { Redis } from 'ioredis';

/**
 * A token bucket: `capacity` events at once, refilled at `perSecond`. Used per socket for
 * moves, chat and whispers, where the socket lives in one process and a check must cost
 * nothing; a drop also costs the socket one token of its flood bucket, and an empty flood
 * bucket disconnects it.
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
  /** Dropped or malformed events a socket may send before it is cut off. */
  flood: { capacity: 30, perSecond: 1 },
} as const;

/**
 * Per-account counters over fixed windows, shared by every process through Redis when there
 * is one (so reconnecting to another process does not reset them): chat and whisper volume per
 * minute and honor earned per minute.
 */
export interface WindowCounters {
  /** Adds n to the key's counter for the current window and answers the new total. */
  add(key: string, n: number, windowSeconds: number): Promise<number>;
}

export const ACCOUNT_LIMITS = {
  chatPerMinute: 40,
  whispersPerMinute: 40,
} as const;

export class MemoryWindowCounters implements WindowCounters {
  private readonly counts = new Map<string, { window: number; n: number }>();

  async add(key: string, n: number, windowSeconds: number): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const cur = this.counts.get(key);
    const total = (cur && cur.window === window ? cur.n : 0) + n;
    this.counts.set(key, { window, n: total });
    if (this.counts.size > 50_000) this.prune(window);
    return total;
  }

  private prune(window: number): void {
    for (const [k, v] of this.counts) if (v.window < window) this.counts.delete(k);
  }
}

export class RedisWindowCounters implements WindowCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(key: string, n: number, windowSeconds: number): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const k = `${this.prefix}:rl:${key}:${window}`;
    const res = await this.redis.multi().incrby(k, n).expire(k, windowSeconds * 2).exec();
    return Number(res?.[0]?.[1] ?? n);
  }
}
