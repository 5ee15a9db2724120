import type autocannon from 'autocannon';
import { BROWSER_ENCODINGS, serveLoad } from '../support';
import type { Fixture, LoadRequest, Scenario } from './protocol';

/**
 * The load generator: a process of its own (autocannon, 50 connections by default), so the
 * server's figures are not its own requests' cost. Every store and checkout request is made
 * as a different player (their session keys in turn); each checkout buys an item that player
 * does not own yet, with an Idempotency-Key of its own (as the store dialog sends). Store pages
 * say they take gzip, as a browser does.
 */

/** Filtered store pages (the store dialog's kind of request), taken in turn. */
const FILTERED = [
  '/api/store?page=1&limit=50&categories=10,11&sortBy=price_low',
  '/api/store?page=1&limit=50&search=velvet&sortBy=popular',
  '/api/store?page=1&limit=50&categories=0&rarity=1,2&onlyAffordable=true',
  '/api/store?page=2&limit=50&categories=13&priceRange=200-600',
];
/** The outlet's first unfiltered page as one answer (newest, so sortBy is omitted): how the outlet asked before. */
const OUTLET_WHOLE = '/api/store?page=1&limit=10000';
/** The same page in two parts (store/outlet.ts): the player's own, then the shared page at its version. */
const OUTLET_MINE = '/api/store/outlet';
const outletShared = (version: number) => `/api/store/outlet/${version}`;

/**
 * Players browsing: BROWSING at a time, each looking at PAGES_PER_VISIT pages (the store's
 * filters in turn), then the next ones come (all 10,000 players in turn). The first page of
 * each visit finds nothing of the player in the app's memory.
 */
const BROWSING = 50;
const PAGES_PER_VISIT = 20;
const browsing = (i: number) => Math.floor(i / (BROWSING * PAGES_PER_VISIT)) * BROWSING + (i % BROWSING);

/** Requests made so far per scenario: the measured run carries on from its warm-up (no checkout repeats one). */
const made = new Map<Scenario, number>();

function requestsFor(scenario: Scenario, fixture: Fixture | null, onResponse: (status: number, body: string) => void): autocannon.Request[] | undefined {
  // The references (hello-world, a same-size answer): a GET of the url they are given.
  if (scenario === 'hello') return undefined;
  const f = fixture!;
  const next = () => {
    const i = made.get(scenario) ?? 0;
    made.set(scenario, i + 1);
    return i;
  };
  const key = (i: number) => f.keys[i % f.keys.length]!;
  if (scenario === 'outlet') {
    // A player opening the outlet with nothing kept by their browser: their part, then the shared
    // page (autocannon runs the two in turn on each connection; the context carries the player).
    type Visit = { key?: string };
    return [
      {
        method: 'GET',
        setupRequest: (req, context: Visit) => {
          context.key = key(next());
          return { ...req, path: OUTLET_MINE, headers: { 'x-session-key': context.key, 'accept-encoding': BROWSER_ENCODINGS } };
        },
        onResponse,
      },
      {
        method: 'GET',
        setupRequest: (req, context: Visit) => ({ ...req, path: outletShared(f.outletVersion), headers: { 'x-session-key': context.key!, 'accept-encoding': BROWSER_ENCODINGS } }),
        onResponse,
      },
    ];
  }
  if (scenario === 'outletWhole' || scenario === 'filtered' || scenario === 'inTurn') {
    return [
      {
        method: 'GET',
        setupRequest: (req) => {
          const i = next();
          const player = scenario === 'filtered' ? browsing(i) : i;
          const headers = { 'x-session-key': key(player), 'accept-encoding': BROWSER_ENCODINGS };
          return { ...req, path: scenario === 'outletWhole' ? OUTLET_WHOLE : FILTERED[i % FILTERED.length]!, headers };
        },
        onResponse,
      },
    ];
  }
  // Request i: player i mod P buys pool item (player + round x 31) mod pool size, round = i div P.
  // 31 and the pool size (2000) share no factor, so no player is sent the same item twice
  // within 2000 rounds, and the 50 requests in flight buy 50 different items.
  const players = f.keys.length;
  const pool = f.checkoutPool;
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = next();
        const player = i % players;
        const round = Math.floor(i / players);
        const item = pool[(player + round * 31) % pool.length]!;
        // An Idempotency-Key, as the store dialog sends with every checkout.
        const headers = { 'x-session-key': key(player), 'content-type': 'application/json', 'idempotency-key': `bench-${i}` };
        return { ...req, path: '/api/store/checkout', headers, body: JSON.stringify({ items: JSON.stringify([item]) }) };
      },
      onResponse,
    },
  ];
}

serveLoad<Extract<LoadRequest, { type: 'run' }>>(requestsFor);
