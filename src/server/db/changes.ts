import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Change notices: what committed transactions changed, heard by every app process.
 *
 * Hot reads (who a session key belongs to, what a player owns and wears, the store catalog,
 * forum pages) are kept in memory by each process and dropped when a notice says their rows
 * changed. Triggers (migration 0014) and a few writers (`announce`) add rows `(topic, id)` to
 * the unlogged `change_notices` table through `oldroad_notice()`, in the writer's transaction;
 * each process polls the table every POLL_MS on a connection of its own. (Not LISTEN/NOTIFY:
 * PostgreSQL serializes the commits of notifying transactions, their flush included, which
 * would put every purchase in one line; see the migration.)
 *
 * Rows commit out of order, so a poll cannot simply read "after the last seq". Each row keeps
 * its transaction id; a poll reads the rows of transactions from the previous poll's horizon
 * on (the oldest transaction still running at that poll) and takes its own snapshot's horizon
 * for the next. A transaction older than a horizon had ended when that horizon was taken, so
 * its rows were read by that poll or an earlier one. Rows read twice are told apart by seq.
 *
 * Two races are closed here rather than by each cache:
 * - a load that read rows before a change and finishes after its notice must not be kept:
 *   `changedSince(topic, id, seq)` tells, from `seq` taken when the load began;
 * - failed polls may lose notices: every cache is told to forget everything (`onReset`), and
 *   until polls succeed again `live` is false and callers read the database.
 *
 * Ending a session must not wait for a poll (sign-out, password reset: the next request with
 * the old key is refused by every process). So each process says, on its polling connection,
 * how far it has heard: its application_name becomes `oldroad-changes <xmax>`, the xmax of the
 * snapshot of its last poll whose notices it has delivered (set in the next poll's own
 * statement, so it costs no round trip). `untilEveryProcessHeard` (called after the session is
 * gone) takes a fresh transaction id M, which exists only after the sign-out committed, and
 * waits until every polling connection of the database reports an xmax above M: that poll's
 * snapshot was taken after M was handed out, so after the sign-out committed, and its notices
 * (the sign-out's among them) are delivered. A process that cannot say so in time (its polls
 * hang, its connection is half-open) is covered by `serving`: kept sessions are answered only
 * while the last delivered poll began less than FRESH_MS ago, and the wait never ends before
 * FRESH_MS has passed for anyone not heard from. A process whose connection ends stops
 * answering from memory at once (the server tells it before its backend leaves
 * pg_stat_activity).
 */
export const POLL_MS = 50;
/** The polling connection's application_name (pg_stat_activity). */
export const CHANGES_APPLICATION = 'oldroad-changes';
/**
 * Kept sessions are answered only while the last delivered poll began less than this long ago
 * (polls start every POLL_MS): a process whose polls stall reads sessions from the database.
 * It bounds how long a sign-out waits for a process that does not report (see above).
 */
export const FRESH_MS = 1_000;
/** How often a sign-out looks whether every process has heard it. */
const HEARD_CHECK_MS = 15;
/** A poll finding more rows than this (a bulk load) forgets everything instead of reading them. */
const POLL_ROWS = 5_000;
/** Polls further apart than this (a stalled process) may have missed pruned rows. */
const STALL_MS = 20_000;
const PRUNE_EVERY_MS = 10_000;
/** How long a notice is remembered for `changedSince`; a load older than this is not kept. */
const REMEMBER_MS = 30_000;
const RETRY_MS = [250, 1_000, 5_000];

/**
 * `user`: any change of a player's users row, sessions, inventory or customization (what the
 * session cache, the store's viewers and the town's standing keep); `author`: how a player is
 * shown as an author changed (name, membership, badges, colours: migration 0027), a narrower
 * notice for the forum's pages, which a balance or honor change does not send.
 */
export type ChangeTopic = 'user' | 'balance' | 'author' | 'catalog' | 'forum' | 'words';

type Listener = (id: string) => void;

// $2: this process's application_name, which says how far it has heard (see above).
const POLL_SQL = `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax,
  set_config('application_name', $2, false) AS named,
  (SELECT coalesce(json_agg(json_build_array(seq, tx::text, topic, id) ORDER BY seq), '[]')
   FROM (SELECT seq, tx, topic, id FROM change_notices WHERE tx >= $1::xid8 ORDER BY seq LIMIT ${POLL_ROWS + 1}) r) AS rows`;
const PRUNE_SQL = `DELETE FROM change_notices WHERE at < now() - interval '1 minute' AND tx < pg_snapshot_xmin(pg_current_snapshot())`;

export class ChangeFeed {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private failures = 0;
  private horizon = '0';
  /** Seqs already delivered of rows at or after the horizon (they are read again). */
  private delivered = new Set<number>();
  private lastPollAt = 0;
  private prunedAt = 0;
  private waiting: (() => void)[] = [];
  private listeners = new Map<ChangeTopic, Set<Listener>>();
  private resetListeners = new Set<() => void>();
  /** Notices heard, as `topic:id` -> the seq at which they were heard; two generations. */
  private recent = new Map<string, number>();
  private older = new Map<string, number>();
  private rotatedAt = Date.now();
  /** Loads begun before this seq are not kept (a rotation or a reset came since). */
  private floor = 0;
  /** Counts notices and resets; a load takes it when it begins. */
  seq = 0;
  /** True while polls succeed: only then may a cache answer from memory. */
  live = false;
  /** The xmax of the snapshot of the last poll (or connect) whose notices are delivered. */
  private heardXmax = '0';
  /** performance.now() when that poll began (see `serving`). */
  private heardSince = -Infinity;

  constructor(
    private readonly url: string,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
  ) {}

  /** Connects and takes the first horizon; throws when the database cannot be reached. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lose();
    for (const resolve of this.waiting.splice(0)) resolve();
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

  /** Resolves once every change committed before the call has been heard (a poll begun after it). */
  caughtUp(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Whether a kept session may be answered: live, and the last delivered poll began less than
   * FRESH_MS ago. A sign-out waits for every process to hear it or to stop serving this way
   * (untilEveryProcessHeard), so a process whose polls stall never answers an ended session.
   */
  get serving(): boolean {
    return this.live && performance.now() - this.heardSince < FRESH_MS;
  }

  /** Whether `topic:id` changed (or notices may have been missed) after `seq` was taken. */
  changedSince(topic: ChangeTopic, id: string, seq: number): boolean {
    if (!this.live || seq < this.floor) return true;
    const key = `${topic}:${id}`;
    const at = this.recent.get(key) ?? this.older.get(key);
    return at !== undefined && at > seq;
  }

  /** Delivers a notice at once in this process (its own writes, before the poll brings them). */
  deliver(topic: ChangeTopic, id = ''): void {
    this.seq++;
    this.rotate();
    this.recent.set(`${topic}:${id}`, this.seq);
    for (const listener of this.listeners.get(topic) ?? []) listener(id);
  }

  private rotate(): void {
    if (Date.now() - this.rotatedAt < REMEMBER_MS) return;
    this.older = this.recent;
    this.recent = new Map();
    this.rotatedAt = Date.now();
    // What `older` holds is forgotten at the next rotation: loads begun before now must end first.
    this.floor = this.seq;
  }

  /** Notices may have been missed: not live, and every cache forgets. */
  private lose(): void {
    this.live = false;
    this.heardSince = -Infinity;
    this.seq++;
    this.floor = this.seq;
    this.recent.clear();
    this.older.clear();
    this.delivered.clear();
    for (const listener of this.resetListeners) listener();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: CHANGES_APPLICATION });
    client.on('error', (err) => {
      this.log.warn({ err }, 'change notices: connection error');
      this.ended(client);
    });
    client.on('end', () => this.ended(client));
    await client.connect();
    const began = performance.now();
    const { rows } = await client.query<{ horizon: string; xmax: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
    );
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Nothing is kept yet (or everything was forgotten): notices from before this horizon are of no use.
    this.horizon = rows[0]!.horizon;
    // Nothing kept dates from before this snapshot: everything committed before it counts as heard.
    this.heardXmax = rows[0]!.xmax;
    this.heardSince = began;
    this.delivered.clear();
    this.lastPollAt = Date.now();
    this.seq++;
    this.floor = this.seq;
    this.live = true;
  }

  /**
   * The polling connection ended or failed between polls: notices may be missed from now on, so
   * nothing is answered from memory until a new connection polls (the next tick makes it).
   */
  private ended(client: pg.Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.lose();
    void client.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay = this.failures === 0 ? POLL_MS : RETRY_MS[Math.min(this.failures - 1, RETRY_MS.length - 1)]!;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      if (!this.client) await this.connect();
      else await this.poll(this.client);
      this.failures = 0;
    } catch (err) {
      if (this.failures === 0) this.log.warn({ err }, 'change notices lost; reading the database until they are back');
      this.failures++;
      this.lose();
      const client = this.client;
      this.client = null;
      await client?.end().catch(() => undefined);
    }
    this.schedule();
  }

  private async poll(client: pg.Client): Promise<void> {
    if (Date.now() - this.lastPollAt > STALL_MS) this.lose();
    const waiting = this.waiting;
    this.waiting = [];
    let rows: { horizon: string; xmax: string; rows: [number, string, ChangeTopic, string][] }[];
    const began = performance.now();
    try {
      ({ rows } = await client.query<(typeof rows)[number]>(POLL_SQL, [this.horizon, `${CHANGES_APPLICATION} ${this.heardXmax}`]));
    } catch (err) {
      this.waiting.unshift(...waiting);
      throw err;
    }
    if (this.stopped) return;
    if (this.client !== client) {
      // The connection ended meanwhile (everything was forgotten): the next connection's poll answers them.
      this.waiting.unshift(...waiting);
      return;
    }
    const { horizon, xmax, rows: notices } = rows[0]!;
    this.lastPollAt = Date.now();
    if (notices.length > POLL_ROWS) this.lose();
    else {
      const next = BigInt(horizon);
      const stillOpen = new Set<number>();
      for (const [seq, tx, topic, id] of notices) {
        if (BigInt(tx) >= next) stillOpen.add(seq);
        if (!this.delivered.has(seq)) this.deliver(topic, id);
      }
      this.delivered = stillOpen;
    }
    this.horizon = horizon;
    this.live = true;
    // Delivered: the next poll tells the other processes (see untilEveryProcessHeard).
    this.heardXmax = xmax;
    this.heardSince = began;
    for (const resolve of waiting) resolve();
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await client.query(PRUNE_SQL);
    }
  }
}

type Queryable = { query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> };

/** `oldroad-changes <xmax>` -> xmax; a connection that has not polled yet says nothing. */
function heardXmaxOf(applicationName: string): bigint | null {
  const m = /^oldroad-changes (\d{1,20})$/.exec(applicationName);
  return m ? BigInt(m[1]!) : null;
}

/**
 * Waits, after a change that must not be answered from memory any more (a session ended),
 * until every process of this database has heard it, or has not heard from the database for
 * FRESH_MS and so answers nothing from memory (see the top of this file). Call it after the
 * change committed. Costs one statement, then one look at pg_stat_activity every
 * HEARD_CHECK_MS; with processes polling every POLL_MS it returns within about two polls.
 */
export async function untilEveryProcessHeard(db: Queryable): Promise<void> {
  // A transaction id handed out now, after the change committed (an xid of its own).
  const { rows } = await db.query<{ mark: string }>('SELECT pg_current_xact_id()::text AS mark');
  const mark = BigInt(rows[0]!.mark);
  const began = performance.now();
  for (;;) {
    const listeners = await db.query<{ name: string }>(
      'SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1',
      [`${CHANGES_APPLICATION}%`],
    );
    if (listeners.rows.every((l) => (heardXmaxOf(l.name) ?? 0n) > mark)) return;
    // Whoever has not said so by now began no poll since the change: it is not serving from memory.
    if (performance.now() - began >= FRESH_MS) return;
    await new Promise((resolve) => setTimeout(resolve, HEARD_CHECK_MS));
  }
}

/** Records a change that no trigger records (heard by every process once committed). */
export async function announce(db: { query(text: string, values: unknown[]): Promise<unknown> }, topic: ChangeTopic, id = ''): Promise<void> {
  await db.query('SELECT oldroad_notice($1, $2)', [topic, id]);
}
