import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { PLAYER_ID_LIMIT } from '@common/world/move-batch';
import type { Player, PlayerState } from '@common/world/protocol';
import type { WorldPresence } from './presence';

/** A process's entry outlives it by this much when it dies without cleaning up. */
const PROCESS_TTL_SECONDS = 30;
const HEARTBEAT_MS = 10_000;

const keyOf = (username: string) => username.toLowerCase();

/**
 * Presence shared by every app process through Redis. Each process owns one hash of its
 * players (username -> Player JSON) that expires unless the process keeps it alive, so a
 * crashed process's players disappear on their own within half a minute; a set lists the
 * processes. Positions are written once per tick, in one command, for the players that moved.
 */
export class RedisPresence implements WorldPresence {
  readonly processId = randomBytes(6).toString('hex');
  private readonly mine = new Map<string, Player>();
  private readonly heartbeat: NodeJS.Timeout;

  private readonly procs: string;
  private readonly last: string;

  /** prefix separates towns sharing one Redis (tests run several at once). */
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'world',
  ) {
    this.procs = `${prefix}:procs`;
    this.last = `${prefix}:last`;
    this.heartbeat = setInterval(() => void this.touch().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private get hash(): string {
    return this.hashOf(this.processId);
  }

  private hashOf(processId: string): string {
    return `${this.prefix}:p:${processId}`;
  }

  private async touch(): Promise<void> {
    await this.redis.multi().sadd(this.procs, this.processId).expire(this.hash, PROCESS_TTL_SECONDS).exec();
  }

  /** One counter for every process, so ids in move batches never collide. */
  async nextId(): Promise<number> {
    return (await this.redis.incr(`${this.prefix}:ids`)) % PLAYER_ID_LIMIT;
  }

  async add(player: Player): Promise<void> {
    this.mine.set(keyOf(player.user.username), player);
    await this.redis
      .multi()
      .hset(this.hash, keyOf(player.user.username), JSON.stringify(player))
      .expire(this.hash, PROCESS_TTL_SECONDS)
      .sadd(this.procs, this.processId)
      .exec();
  }

  async remove(username: string, socketId: string): Promise<void> {
    const key = keyOf(username);
    const p = this.mine.get(key);
    if (!p || p.socketId !== socketId) return;
    this.mine.delete(key);
    await this.redis.multi().hdel(this.hash, key).hset(this.last, key, JSON.stringify(p.state)).exec();
  }

  async setStates(states: Map<string, PlayerState>): Promise<void> {
    const fields: string[] = [];
    for (const [username, state] of states) {
      const p = this.mine.get(keyOf(username));
      if (!p) continue;
      p.state = state;
      fields.push(keyOf(username), JSON.stringify(p));
    }
    if (fields.length > 0) await this.redis.hset(this.hash, ...fields);
  }

  /** Every live process's hash, dropping processes whose hash expired. */
  private async hashes(): Promise<string[]> {
    const procs = await this.redis.smembers(this.procs);
    if (!procs.includes(this.processId)) procs.push(this.processId);
    const exists = await Promise.all(procs.map((p) => this.redis.exists(this.hashOf(p))));
    const dead = procs.filter((p, i) => exists[i] === 0 && p !== this.processId);
    if (dead.length > 0) await this.redis.srem(this.procs, ...dead);
    return procs.filter((p) => !dead.includes(p)).map((p) => this.hashOf(p));
  }

  async list(): Promise<Player[]> {
    const all = await Promise.all((await this.hashes()).map((h) => this.redis.hvals(h)));
    const byName = new Map<string, Player>();
    for (const json of all.flat()) {
      const p = JSON.parse(json) as Player;
      byName.set(keyOf(p.user.username), p);
    }
    return [...byName.values()];
  }

  async lastPosition(username: string): Promise<PlayerState | null> {
    const key = keyOf(username);
    const hashes = await this.hashes();
    const pipeline = this.redis.pipeline();
    for (const h of hashes) pipeline.hget(h, key);
    const live = ((await pipeline.exec()) ?? []).map(([, json]) => json).find((json): json is string => typeof json === 'string');
    if (live) return (JSON.parse(live) as Player).state;
    const json = await this.redis.hget(this.last, key);
    return json ? (JSON.parse(json) as PlayerState) : null;
  }

  /** Sums the processes' players (a player being replaced may briefly count twice). */
  async count(): Promise<number> {
    const sizes = await Promise.all((await this.hashes()).map((h) => this.redis.hlen(h)));
    return sizes.reduce((a, b) => a + b, 0);
  }

  async isOnline(username: string): Promise<boolean> {
    return (await this.onlineAmong([username])).size > 0;
  }

  /** Asks only about the given names (friends lists are polled often; the town may be big). */
  async onlineAmong(usernames: string[]): Promise<Set<string>> {
    if (usernames.length === 0) return new Set();
    const hashes = await this.hashes();
    const pipeline = this.redis.pipeline();
    for (const h of hashes) for (const u of usernames) pipeline.hexists(h, keyOf(u));
    const results = (await pipeline.exec()) ?? [];
    const online = new Set<string>();
    results.forEach(([, found], i) => {
      if (found === 1) online.add(usernames[i % usernames.length]!);
    });
    return online;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    // Leaving players' last positions are kept so they come back where they were.
    const fields: string[] = [];
    for (const [key, p] of this.mine) fields.push(key, JSON.stringify(p.state));
    const tx = this.redis.multi().del(this.hash).srem(this.procs, this.processId);
    if (fields.length > 0) tx.hset(this.last, ...fields);
    await tx.exec();
    this.mine.clear();
  }
}
