import type { LoadFigures } from '../support';

/** Messages between the economy benchmark's orchestrator (run.ts) and its child processes. */

/** What the load process needs to build requests: session keys and, per player, items to buy. */
export interface Fixture {
  keys: string[];
  /** Items no player owns at the start, affordable to all (coins, unlimited stock). */
  checkoutPool: number[];
  /** The catalog version the app's outlet answers (GET /api/store/outlet): the shared page's address. */
  outletVersion: number;
}

export type Scenario = 'hello' | 'outletWhole' | 'outlet' | 'filtered' | 'inTurn' | 'checkout';

export type ServerRequest = { type: 'verify' } | { type: 'stop' };
export type ServerReply =
  | { type: 'ready'; port: number; fixture: Fixture; seedSeconds: number }
  | { type: 'verified'; players: number; negative: number; mismatched: number; purchases: number; ownersMismatched: number };

export type LoadRequest = { type: 'run'; scenario: Scenario; url: string; seconds: number; connections: number; fixture: Fixture | null } | { type: 'stop' };
export interface LoadResult extends LoadFigures {
  type: 'result';
  scenario: Scenario;
}
