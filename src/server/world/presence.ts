import { PLAYER_ID_LIMIT } from '@common/world/move-batch';
import type { Player, PlayerState } from '@common/world/protocol';

/**
 * Who is in town right now. The world server marks players online and offline; HTTP routes
 * (status, friends) read it. In one process this is a Map; with REDIS_URL the world module
 * swaps in a Redis-backed one (presence-redis.ts) so every process sees the same players.
 */
export interface Presence {
  count(): Promise<number>;
  isOnline(username: string): Promise<boolean>;
  onlineAmong(usernames: string[]): Promise<Set<string>>;
}

/** What the world server needs on top: the players themselves, for join_room. */
export interface WorldPresence extends Presence {
  /** A new Player.id: counts up (across processes) and starts over after 2^32 connections. */
  nextId(): Promise<number>;
  add(player: Player): Promise<void>;
  /** Removes the player only while `socketId` is still its live connection. */
  remove(username: string, socketId: string): Promise<void>;
  /** Positions of players of this process that moved since the last call (once per tick). */
  setStates(states: Map<string, PlayerState>): Promise<void>;
  list(): Promise<Player[]>;
  /**
   * Where a connecting player appears, if known: where their avatar stands now when they are in
   * town (a new connection takes it over: another window, a person taking over a demo
   * resident), else where they were when they left.
   */
  lastPosition(username: string): Promise<PlayerState | null>;
  close(): Promise<void>;
}

const keyOf = (username: string) => username.toLowerCase();

export class LocalPresence implements WorldPresence {
  private readonly players = new Map<string, Player>();
  private readonly last = new Map<string, PlayerState>();
  private lastId = 0;

  async nextId(): Promise<number> {
    this.lastId = (this.lastId + 1) % PLAYER_ID_LIMIT;
    return this.lastId;
  }

  async add(player: Player): Promise<void> {
    this.players.set(keyOf(player.user.username), player);
  }

  async remove(username: string, socketId: string): Promise<void> {
    const key = keyOf(username);
    const p = this.players.get(key);
    if (p && p.socketId === socketId) {
      this.players.delete(key);
      this.last.set(key, { ...p.state });
    }
  }

  async setStates(states: Map<string, PlayerState>): Promise<void> {
    for (const [username, state] of states) {
      const p = this.players.get(keyOf(username));
      if (p) p.state = state;
    }
  }

  async list(): Promise<Player[]> {
    return [...this.players.values()];
  }

  async lastPosition(username: string): Promise<PlayerState | null> {
    const key = keyOf(username);
    const live = this.players.get(key);
    return live ? { ...live.state } : (this.last.get(key) ?? null);
  }

  async count(): Promise<number> {
    return this.players.size;
  }

  async isOnline(username: string): Promise<boolean> {
    return this.players.has(keyOf(username));
  }

  async onlineAmong(usernames: string[]): Promise<Set<string>> {
    return new Set(usernames.filter((u) => this.players.has(keyOf(u))));
  }

  async close(): Promise<void> {
    this.players.clear();
  }
}
