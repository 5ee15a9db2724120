import type { LoadFigures } from '../support';

/** Messages between the forum benchmark's orchestrator (run.ts) and its child processes. */

/** What the load process needs to build requests, all read from the seeded database. */
export interface Fixture {
  /** Session keys of seeded players (requests are signed in, as the web's are). */
  keys: string[];
  /** Posts whose first reply page is full (15 replies or more), many of them with hundreds. */
  postIds: string[];
  /** Whole words that occur in titles and messages. */
  words: string[];
  /** Beginnings of such words (3 to 5 letters), for the partial-word search. */
  partials: string[];
  /** The page the deep scenarios read (offset) and its keyset cursor, when the contract has one. */
  deepPage: number;
  deepCursor: string | null;
  /** Posts the mixed scenarios' writers reply to, tip and vote on: the first page of All posts and the post scenario's. */
  writeTargets: string[];
}

export type Scenario = 'hello' | 'first' | 'deep' | 'deepCursor' | 'category' | 'search' | 'partial' | 'post' | 'mixList' | 'mixPost';

/**
 * drain: answer once the app has finished the requests a measured window left behind. honor:
 * grant FLOW honor through the ledger to that many seeded players a second (0: stop).
 */
export type ServerRequest = { type: 'explain' } | { type: 'drain' } | { type: 'honor'; perSecond: number } | { type: 'stop' };
export type ServerReply =
  | { type: 'ready'; port: number; fixture: Fixture; seedSeconds: number; counts: SeedCounts; steps: string[] }
  | { type: 'explained'; plans: string }
  | { type: 'drained' }
  | { type: 'honored'; granted: number };

export interface SeedCounts {
  players: number;
  posts: number;
  replies: number;
  pinned: number;
  /** Posts whose reply counter differs from their replies: 0 when the seed is consistent. */
  countersOff: number;
}

export type LoadRequest = { type: 'run'; scenario: Scenario; url: string; seconds: number; connections: number; fixture: Fixture | null } | { type: 'stop' };
/** What the mixed scenarios' writers did beside the measured reads (writers.ts). */
export interface WriteTally {
  writes: { ok: number; refused: number; perKind: Record<'post' | 'reply' | 'tip' | 'vote', number>; firstRefusal: string | null };
}

export interface LoadResult extends LoadFigures, Partial<WriteTally> {
  type: 'result';
  scenario: Scenario;
}
