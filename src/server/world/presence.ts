/**
 * Who is in town right now. The world server marks players online and offline; HTTP routes
 * (status, friends) read it. In one process this is a Map; with REDIS_URL the world module
 * swaps in a Redis-backed one so every process sees the same players.
 */
export interface Presence {
  count(): Promise<number>;
  isOnline(username: string): Promise<boolean>;
  onlineAmong(usernames: string[]): Promise<Set<string>>;
}

export class LocalPresence implements Presence {
  private readonly online = new Map<string, number>();

  add(username: string): void {
    this.online.set(username.toLowerCase(), (this.online.get(username.toLowerCase()) ?? 0) + 1);
  }

  remove(username: string): void {
    const key = username.toLowerCase();
    const n = (this.online.get(key) ?? 0) - 1;
    if (n > 0) this.online.set(key, n);
    else this.online.delete(key);
  }

  async count(): Promise<number> {
    return this.online.size;
  }

  async isOnline(username: string): Promise<boolean> {
    return this.online.has(username.toLowerCase());
  }

  async onlineAmong(usernames: string[]): Promise<Set<string>> {
    return new Set(usernames.filter((u) => this.online.has(u.toLowerCase())));
  }
}
