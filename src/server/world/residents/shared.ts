import type { Redis } from 'ioredis';

/**
 * What the processes of one town agree on about residents: who drives each one (a lease), and
 * who was greeted lately (so a newcomer is greeted once, whichever resident and process sees
 * them). In one process both are in memory; with REDIS_URL they live in Redis.
 */
export interface ResidentLeases {
  /** Takes or keeps the lease on a resident; true while this process holds it. */
  hold(username: string): Promise<boolean>;
  /** Gives the lease up (only when this process holds it). */
  release(username: string): Promise<void>;
}

export interface GreetBook {
  /** True when `username` was not greeted within `cooldownMs`, and records the greeting now. */
  claim(username: string, cooldownMs: number): Promise<boolean>;
}

const key = (username: string) => username.toLowerCase();

export class MemoryLeases implements ResidentLeases {
  async hold(): Promise<boolean> {
    return true;
  }

  async release(): Promise<void> {}
}

export class MemoryGreetBook implements GreetBook {
  private readonly until = new Map<string, number>();

  async claim(username: string, cooldownMs: number): Promise<boolean> {
    const now = Date.now();
    if ((this.until.get(key(username)) ?? 0) > now) return false;
    this.until.set(key(username), now + cooldownMs);
    if (this.until.size > 10_000) for (const [k, t] of this.until) if (t <= now) this.until.delete(k);
    return true;
  }
}

/** Extends the lease only when it is still ours (its value is our token). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A lease per resident: a key holding the driving process's token that expires unless renewed,
 * so a process that dies hands its residents to another within `leaseMs`.
 */
export class RedisLeases implements ResidentLeases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly token: string,
    private readonly leaseMs: number,
  ) {}

  private keyOf(username: string): string {
    return `${this.prefix}:resident:${key(username)}`;
  }

  async hold(username: string): Promise<boolean> {
    const k = this.keyOf(username);
    if ((await this.redis.set(k, this.token, 'PX', this.leaseMs, 'NX')) === 'OK') return true;
    return Number(await this.redis.eval(RENEW, 1, k, this.token, String(this.leaseMs))) === 1;
  }

  async release(username: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.keyOf(username), this.token);
  }
}

export class RedisGreetBook implements GreetBook {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(username: string, cooldownMs: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}:greeted:${key(username)}`, '1', 'PX', cooldownMs, 'NX')) === 'OK';
  }
}
