import autocannon from 'autocannon';
import { pathFor, pick } from './paths';
import type { Fixture, LoadRequest, LoadResult, Scenario } from './protocol';

/**
 * The load generator: a process of its own (autocannon, 50 connections by default), so the
 * server's figures are not its own requests' cost. Every request is signed in as another
 * seeded player (their session keys in turn, in the x-session-key header as the web sends it)
 * and, where a scenario has several targets (categories, search terms, posts), takes the next.
 */

/** The first refusal's status and body, to tell what went wrong. */
let firstRefusal: string | null = null;
const onResponse = (status: number, body: string) => {
  if (status >= 300 && firstRefusal === null) firstRefusal = `${status} ${body.slice(0, 200)}`;
};

/** Requests made so far per scenario: each run carries on through the targets where the last stopped. */
const made = new Map<Scenario, number>();

function requestsFor(scenario: Scenario, fixture: Fixture | null): autocannon.Request[] {
  if (scenario === 'hello') return [{ method: 'GET', path: '/' }];
  const f = fixture!;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const i = made.get(scenario) ?? 0;
        made.set(scenario, i + 1);
        return { ...req, path: pathFor(scenario, f, i), headers: { 'x-session-key': pick(f.keys, i) } };
      },
      onResponse,
    },
  ];
}

async function run(m: Extract<LoadRequest, { type: 'run' }>): Promise<LoadResult> {
  firstRefusal = null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url: m.url, connections: m.connections, duration: m.seconds, requests: requestsFor(m.scenario, m.fixture), timeout: 30 });
  const used = process.cpuUsage(cpu);
  return {
    type: 'result',
    scenario: m.scenario,
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    loadCpuPercent: Math.round(((used.user + used.system) / 1000 / (performance.now() - started)) * 100),
    firstRefusal,
  };
}

process.on('message', (m: LoadRequest) => {
  if (m.type === 'run') void run(m).then((r) => process.send?.(r));
  else if (m.type === 'stop') process.exit(0);
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
