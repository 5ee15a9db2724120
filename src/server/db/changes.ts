import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Change notices: what the database announces after a commit, heard by every app process.
 *
 * Hot reads (who a session key belongs to, what a player owns and wears, the store catalog,
 * forum list pages) are kept in memory by each process and dropped when a notice says their
 * rows changed. Triggers (migration 0014) and a few writers (catalogChanged, the forum) send
 * the notices with pg_notify on the `oldroad_changes` channel as `topic:id`. PostgreSQL sends
 * them at commit, once per distinct payload per transaction, and none on rollback; so a
 * process that hears one reads rows that include the change.
 *
 * Two races are closed here rather than by each cache:
 * - a load that read rows before a change and finishes after its notice must not be kept:
 *   `changedSince(topic, id, seq)` tells, from `seq` taken when the load began;
 * - a lost connection loses notices: every cache is told to forget everything (`onReset`),
 *   and until the feed listens again `live` is false and callers read the database.
 */
export const CHANGES_CHANNEL = 'oldroad_changes';

export type ChangeTopic = 'user' | 'catalog' | 'forum';

type Listener = (id: string) => void;

/** How long a notice is remembered for `changedSince`; a load older than this is not kept. */
const REMEMBER_MS = 30_000;
const RECONNECT_MS = [250, 1_000, 5_000];

export class ChangeFeed {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempts = 0;
  private listeners = new Map<ChangeTopic, Set<Listener>>();
  private resetListeners = new Set<() => void>();
  /** Notices heard, as `topic:id` -> the seq at which they were heard; two generations. */
  private recent = new Map<string, number>();
  private older = new Map<string, number>();
  private rotatedAt = Date.now();
  /** The seq a generation rotation (or a reset) began: loads begun before it are not kept. */
  private floor = 0;
  /** Counts notices and resets; a load takes it when it begins. */
  seq = 0;
  /** True while notices are being heard: only then may a cache answer from memory. */
  live = false;

  constructor(
    private readonly url: string,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reset();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  on(topic: ChangeTopic, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Called whenever notices may have been missed: forget everything kept. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /** Whether `topic:id` changed (or notices may have been missed) after `seq` was taken. */
  changedSince(topic: ChangeTopic, id: string, seq: number): boolean {
    if (!this.live || seq < this.floor) return true;
    const key = `${topic}:${id}`;
    const at = this.recent.get(key) ?? this.older.get(key);
    return at !== undefined && at > seq;
  }

  /** Delivers a notice as if it came from the database (this process's own writes, tests). */
  heard(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const topic = payload.slice(0, colon) as ChangeTopic;
    const id = payload.slice(colon + 1);
    this.seq++;
    this.rotate();
    this.recent.set(payload, this.seq);
    for (const listener of this.listeners.get(topic) ?? []) listener(id);
  }

  private rotate(): void {
    if (Date.now() - this.rotatedAt < REMEMBER_MS) return;
    this.older = this.recent;
    this.recent = new Map();
    this.rotatedAt = Date.now();
    // What `older` held is forgotten at the next rotation: loads begun before now must not outlive it.
    this.floor = this.seq;
  }

  private reset(): void {
    this.live = false;
    this.seq++;
    this.floor = this.seq;
    this.recent.clear();
    this.older.clear();
    for (const listener of this.resetListeners) listener();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      if (n.channel === CHANGES_CHANNEL && n.payload) this.heard(n.payload);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.reset();
      if (err) this.log.warn({ err }, 'change notices lost; reading the database until they are back');
      client.end().catch(() => undefined);
      this.retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => undefined);
      if (this.attempts === 0) throw err;
      this.log.warn({ err }, 'change notices: reconnect failed');
      this.retry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempts = 0;
    // Loads begun before now may have read rows changed before LISTEN took effect: not kept.
    this.seq++;
    this.floor = this.seq;
    this.live = true;
  }

  private retry(): void {
    if (this.stopped) return;
    const delay = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!;
    this.attempts++;
    setTimeout(() => void this.connect().catch((err: unknown) => this.log.error({ err }, 'change notices: reconnect failed')), delay).unref();
  }
}

/** Announces a change that no trigger announces (sent at commit when `db` is in a transaction). */
export async function announce(db: { query(text: string, values: unknown[]): Promise<unknown> }, topic: ChangeTopic, id = ''): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${topic}:${id}`]);
}
