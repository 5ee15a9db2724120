import { LRUCache } from 'lru-cache';

/**
 * Values cached in memory by key, each with the tags of what it shows (`post:<id>`,
 * `author:<id>`, `list:<category>`...), so a change invalidates exactly the values that show it,
 * most recently used kept within a byte budget (the server's one LRU, lru-cache).
 *
 * A drop is soft or hard. Hard (`drop(tag, true)`, `clear`): the value goes. Soft: the value is
 * kept as stale and a new load starts at the next request, which, and every request until that
 * load ends, is still answered with the stale value, for at most STALE_MS after the change:
 * readers never wait behind a reload (on a busy database a load may wait tens of milliseconds
 * for a connection while writers commit), and another player's change shows within that bound
 * (another process shows it after its next poll anyway). One player is never answered stale:
 * the writer of the change (`mine`, the clock when their own last write was heard): a value
 * loaded before it waits for the next load.
 *
 * A load in flight is shared by every request that must wait for it. Which tags it will have is
 * only partly known before it ends (which posts and authors a list page holds is what it reads),
 * so a drop while loads are in flight is noted by each load that has the tag for sure (`known`)
 * or may find it (`open`: kinds such as 'post:'). When the load ends, the first noted drop of a
 * tag it really has decides: none, and it is kept fresh; otherwise it is kept stale, the
 * requests that joined before that drop are answered with it (they asked before the change was
 * heard), and those that joined after it take the next one.
 *
 * `clock` counts the changes heard (ChangeFeed.seq): a load notes it when it begins, a request
 * when it comes.
 *
 * `reloadGapMs`: a stale value's reload begins no sooner than that long after its last load
 * began (until then it is answered stale, as while a reload runs). Under steady writes a page
 * showing a busy post goes stale again before each reload ends, and reloads ran back to back,
 * a page's statements again and again for answers nobody had waited for. A request that may
 * not be answered stale (the writer of the change, a change older than STALE_MS, a hard drop)
 * begins the reload at once.
 */
export const STALE_MS = 1_000;

export interface Loaded<V> {
  value: V;
  tags: readonly string[];
  /** When the value stops being right by the clock alone (a membership's end), ms. */
  expiresAt?: number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  bytes: number;
  expiresAt: number;
  /** The clock when its load began. */
  began: number;
  /** When its load began (ms): the next reload waits for reloadGapMs after it. */
  beganAt: number;
  /** When a change it shows was first heard (ms), or null while it is fresh. */
  staleSince: number | null;
}

interface Drop {
  seq: number;
  at: number;
}

interface InFlight<V> {
  promise: Promise<{ loaded: Loaded<V>; firstDrop: number }>;
  /** The clock when its read began (for a reload waiting for its gap: when it was planned, until it begins). */
  began: number;
  beganAt: number;
  /** A reload waiting for its gap: begins it now (null once it has begun). */
  kick: (() => void) | null;
  /** A reload waiting for its gap: never begins (clear). */
  cancel: (() => void) | null;
  known: readonly string[];
  open: readonly string[];
  /** Tags dropped since the load began that it may have, each with its first drop. */
  dropped: Map<string, Drop>;
}

type Read<V> = () => Promise<Loaded<V>>;

export class TaggedCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** The keys of the entries showing each tag (kept in step by the LRU's dispose). */
  private readonly byTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, InFlight<V>>();

  constructor(
    maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    private readonly clock: () => number,
    /** false: every drop is hard (values something else is cut from). */
    private readonly soft = true,
    /** The least time between a value's load and its reload for a stale answer (see above). */
    private readonly reloadGapMs = 0,
  ) {
    this.entries = new LRUCache<string, Entry<V>>({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.bytes), dispose: (e, key) => this.unindex(key, e) });
  }

  /**
   * The cached value (no promise to wait for: fresh, or stale within STALE_MS and loaded after
   * `mine`), else the load in flight, else a new load by `read`. `joined`: the clock when the
   * request came (a request waiting for a second load keeps its own).
   */
  get(key: string, known: readonly string[], open: readonly string[], read: Read<V>, mine = 0, joined = this.clock()): V | Promise<V> {
    const cached = this.entries.get(key);
    const now = Date.now();
    if (cached && cached.expiresAt > now) {
      const stale = cached.staleSince !== null;
      if (!stale || (now - cached.staleSince! < STALE_MS && cached.began >= mine)) {
        if (stale && !this.loading.has(key)) this.start(key, known, open, read, cached.beganAt + this.reloadGapMs - now);
        return cached.value;
      }
    } else if (cached) this.entries.delete(key);
    const load = this.loading.get(key) ?? this.start(key, known, open, read);
    // A reload waiting for its gap is of no use to a request that must wait: it begins now.
    load.kick?.();
    // Answered with the load unless a change it shows was heard after it began and before this
    // request came; then with the next (begun after the request: one wait more at most).
    return load.promise.then(({ loaded, firstDrop }) => (load.began >= joined || joined < firstDrop ? loaded.value : this.get(key, known, open, read, mine, joined)));
  }

  /** A change shown by values with `tag`: they go stale (or go, `hard`); loads in flight that may show it note it. */
  drop(tag: string, hard = false): void {
    const drop = { seq: this.clock(), at: Date.now() };
    for (const load of this.loading.values()) {
      if (!load.dropped.has(tag) && (load.known.includes(tag) || load.open.some((kind) => tag.startsWith(kind)))) load.dropped.set(tag, drop);
    }
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) {
      const cached = this.entries.peek(key);
      if (!cached) continue;
      if (hard || !this.soft) this.entries.delete(key);
      else cached.staleSince ??= drop.at;
    }
  }

  /** Drops everything (notices may have been missed): loads in flight are not cached, and joined no more. */
  clear(): void {
    const drop = { seq: this.clock(), at: Date.now() };
    for (const load of this.loading.values()) {
      for (const tag of load.known) if (!load.dropped.has(tag)) load.dropped.set(tag, drop);
      load.cancel?.();
    }
    this.loading.clear();
    this.entries.clear();
    this.byTag.clear();
  }

  /** Begins a load of `key` now, or after `delayMs` (a stale value's reload: see reloadGapMs). */
  private start(key: string, known: readonly string[], open: readonly string[], read: Read<V>, delayMs = 0): InFlight<V> {
    const load: InFlight<V> = { promise: Promise.resolve(null as never), began: this.clock(), beganAt: Date.now(), kick: null, cancel: null, known, open, dropped: new Map() };
    const begin = () => {
      // What changed while it waited is read by it, not missed.
      load.kick = load.cancel = null;
      load.began = this.clock();
      load.beganAt = Date.now();
      load.dropped.clear();
      return read();
    };
    let reading: Promise<Loaded<V>>;
    if (delayMs > 0) {
      reading = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        timer.unref();
        load.kick = () => {
          clearTimeout(timer);
          resolve();
        };
        load.cancel = () => {
          clearTimeout(timer);
          reject(new Error('cleared before it began'));
        };
      }).then(begin);
    } else reading = begin();
    load.promise = reading
      .then((loaded) => {
        let first: Drop | null = null;
        for (const tag of loaded.tags) {
          const drop = load.dropped.get(tag);
          if (drop && (!first || drop.seq < first.seq)) first = drop;
        }
        // Cached (stale when a change it shows came meanwhile) unless cleared, or a later load's value is cached.
        const current = this.entries.peek(key);
        const cache = this.loading.get(key) === load && (!current || current.began <= load.began) && (this.soft || !first);
        if (cache) this.cache(key, loaded, load.began, load.beganAt, first?.at ?? null);
        return { loaded, firstDrop: first?.seq ?? Infinity };
      })
      .finally(() => {
        if (this.loading.get(key) === load) this.loading.delete(key);
      });
    // A reload started for a stale answer has nobody waiting: its failure is the next request's to see.
    load.promise.catch(() => undefined);
    this.loading.set(key, load);
    return load;
  }

  private cache(key: string, loaded: Loaded<V>, began: number, beganAt: number, staleSince: number | null): void {
    // Replacing an entry disposes of the old one (its tags unindexed) before the new one's are indexed.
    this.entries.set(key, { value: loaded.value, tags: loaded.tags, bytes: this.sizeOf(loaded.value), expiresAt: loaded.expiresAt ?? Infinity, began, beganAt, staleSince });
    if (!this.entries.has(key)) return; // larger than the whole budget: not cached
    for (const tag of loaded.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** An entry left the cache (evicted, replaced, invalidated): its tags no longer name it. */
  private unindex(key: string, entry: Entry<V>): void {
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
