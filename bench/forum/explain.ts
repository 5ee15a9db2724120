import type pg from 'pg';
import { pathFor } from './paths';
import type { Fixture, Scenario } from './protocol';

/**
 * EXPLAIN ANALYZE of what the routes really ask: while one request of each scenario runs, the
 * app's pool records every query it is sent (text and parameters, as drizzle sends them), and
 * each is then run again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Queries
 * inside transactions (a checked-out client) are not seen.
 *
 * The app answers pages it has kept in memory without a query (forum/cache.ts), so each request
 * is made twice: cold (the app told to forget what it kept, as after a change) and warm.
 */

interface Captured {
  text: string;
  values: unknown[];
}

function recordQueries(pool: pg.Pool): { take: () => Captured[]; restore: () => void } {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let seen: Captured[] = [];
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
    seen.push({ text: config.text, values: (Array.isArray(second) ? second : config.values) ?? [] });
    return original(...args);
  };
  return {
    take: () => {
      const out = seen;
      seen = [];
      return out;
    },
    restore: () => {
      (pool as { query: unknown }).query = original;
    },
  };
}

/** The session lookup every signed-in request makes first: measured by every scenario, explained once. */
const isSessionLookup = (text: string) => /from "sessions"/.test(text);

/** Waits until the app's pool has had nothing in flight for a moment (requests left over from the load have finished). */
export async function quiet(pool: pg.Pool): Promise<void> {
  for (let still = 0; still < 5; ) {
    await new Promise((r) => setTimeout(r, 100));
    still = pool.totalCount - pool.idleCount === 0 && pool.waitingCount === 0 ? still + 1 : 0;
  }
}

/** Plans of queries that took at least this long are printed whole; the rest get one line each. */
const SLOW_MS = 5;

/**
 * One request of each scenario (every search term of the search scenarios), each of its
 * queries explained: one line per query with its execution time, the whole plan when slow.
 */
export async function explainScenarios(
  pool: pg.Pool,
  baseUrl: string,
  fixture: Fixture,
  scenarios: Exclude<Scenario, 'hello'>[],
  forget: () => void,
): Promise<string> {
  const recorder = recordQueries(pool);
  const out: string[] = [];
  let sessionShown = false;
  try {
    for (const scenario of scenarios) {
      const targets = scenario === 'search' ? fixture.words.length : scenario === 'partial' ? fixture.partials.length : scenario === 'category' ? 4 : 1;
      for (let i = 0; i < targets; i++) {
        const path = pathFor(scenario, fixture, i);
        await quiet(pool);
        forget();
        const cold = await requestQueries(path);
        const warm = await requestQueries(path);
        out.push(`=== ${scenario}: GET ${path} (${cold.status}), cold: ${cold.queries.length} queries, warm: ${warm.queries.length}`);
        for (const q of cold.queries) {
          if (isSessionLookup(q.text)) {
            if (sessionShown) continue;
            sessionShown = true;
          }
          const { rows } = await pool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, values: q.values });
          const plan = rows.map((r) => r['QUERY PLAN']);
          const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
          const first = q.text.replace(/\s+/g, ' ').trim().slice(0, 100);
          if (ms < SLOW_MS) out.push(`--- ${ms.toFixed(2)} ms: ${first}...`);
          else out.push(`--- ${ms.toFixed(2)} ms (slow, plan follows):`, q.text, `    params: ${JSON.stringify(q.values)}`, ...plan.map((l) => `    ${l}`));
        }
      }
    }
  } finally {
    recorder.restore();
  }
  return out.join('\n');

  async function requestQueries(path: string): Promise<{ status: number; queries: Captured[] }> {
    recorder.take();
    const res = await fetch(baseUrl + path, { headers: { 'x-session-key': fixture.keys[0]! } });
    await res.arrayBuffer();
    // Loads the answer did not wait for (none today) would land in the next request's list.
    return { status: res.status, queries: recorder.take() };
  }
}
