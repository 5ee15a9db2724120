import type autocannon from 'autocannon';
import { BROWSER_ENCODINGS, serveLoad } from '../support';
import { pathFor, pick } from './paths';
import type { Fixture, LoadRequest, Scenario, WriteTally } from './protocol';
import { startWriters } from './writers';

/**
 * The load generator: a process of its own (autocannon, 50 connections by default), so the
 * server's figures are not its own requests' cost. Every request is signed in as another
 * seeded player (their session keys in turn, in the x-session-key header as the web sends it),
 * saying it takes gzip as a browser does, and, where a scenario has several targets (categories, search terms, posts), takes the next.
 * In the mixed scenarios other players post, reply, tip and vote beside them (writers.ts).
 */

/** Requests made so far per scenario: each run carries on through the targets where the last stopped. */
const made = new Map<Scenario, number>();

function requestsFor(scenario: Scenario, fixture: Fixture | null, onResponse: (status: number, body: string) => void): autocannon.Request[] | undefined {
  // The references (hello-world, a same-size answer): a GET of the url they are given.
  if (scenario === 'hello') return undefined;
  const f = fixture!;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const i = made.get(scenario) ?? 0;
        made.set(scenario, i + 1);
        return { ...req, path: pathFor(scenario, f, i), headers: { 'x-session-key': pick(f.keys, i), 'accept-encoding': BROWSER_ENCODINGS } };
      },
      onResponse,
    },
  ];
}

type Run = Extract<LoadRequest, { type: 'run' }>;
/** The mixed scenarios: other players write beside the measured reads (writers.ts). */
const MIXED: Scenario[] = ['mixList', 'mixPost'];
serveLoad<Run, WriteTally>(requestsFor, (m, answered) => (MIXED.includes(m.scenario) ? startWriters(m.url, m.fixture!, answered) : undefined));
