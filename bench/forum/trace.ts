import fs from 'node:fs';
import type { AppContext } from '@server/context';
import { STALE_MS } from '@server/modules/forum/cache-tagged';

/**
 * BENCH_FORUM_TRACE=1: where the app's time goes in each mixed window, printed by the server
 * process when the window ends. Each forum page read is counted as answered at once (session
 * and page from memory) or as waiting, and for how long, on the session (a database lookup) or
 * on the page (a reload it may not be answered stale); beside them the app process's CPU and
 * its embedded PostgreSQL's (every process under the postmaster it started), in percent of
 * one core over the window.
 */

interface Tally {
  /** Why a page read waited: no page kept, stale for longer than STALE_MS, or stale and the reader wrote since it was loaded. */
  why: Record<'cold' | 'tooStale' | 'ownWrite' | 'expired', number>;
  atOnce: number;
  /** Loads of pages begun (list pages and post pages): each is one or two statements and a page built. */
  loads: number;
  sessionWaits: number;
  sessionMs: number;
  pageWaits: number;
  pageMs: number;
}

const empty = (): Tally => ({ why: { cold: 0, tooStale: 0, ownWrite: 0, expired: 0 }, atOnce: 0, loads: 0, sessionWaits: 0, sessionMs: 0, pageWaits: 0, pageMs: 0 });

/** Clock ticks of a process and its descendants (utime + stime), from /proc. */
function treeTicks(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const dir of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${dir}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(dir);
      const ppid = Number(fields[1]);
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // gone meanwhile
    }
  }
  let sum = 0;
  const walk = (pid: number) => {
    sum += ticks.get(pid) ?? 0;
    for (const c of children.get(pid) ?? []) walk(c);
  };
  for (const c of children.get(root) ?? []) walk(c);
  return sum;
}

const TICKS_PER_SECOND = 100;

export function traceForum(ctx: AppContext): { begin(): void; end(): string } {
  let tally = empty();
  const sessions = ctx.services.sessionCache;
  const pages = ctx.services.forumCache;
  // A session lookup that waited marks the request it belongs to (by key), so the page's wait is told apart.
  if (sessions) {
    const find = sessions.find.bind(sessions);
    sessions.find = (...args) => {
      const found = find(...args);
      if (!(found instanceof Promise)) return found;
      const started = performance.now();
      return found.finally(() => {
        tally.sessionWaits++;
        tally.sessionMs += performance.now() - started;
      });
    };
  }
  if (pages) {
    // Which of the cache's own reasons made a read wait (TaggedCache.get's conditions, read from outside).
    for (const store of ['lists', 'details'] as const) {
      const tagged = (pages as unknown as Record<string, { get: (...a: unknown[]) => unknown; entries: { peek(k: string): { expiresAt: number; staleSince: number | null; began: number } | undefined } }>)[store]!;
      const get = tagged.get.bind(tagged);
      const internals = tagged as unknown as { start: (...a: unknown[]) => unknown };
      const start = internals.start.bind(tagged);
      internals.start = (...a: unknown[]) => {
        tally.loads++;
        return start(...a);
      };
      tagged.get = (...a: unknown[]) => {
        const answer = get(...a);
        if (answer instanceof Promise) {
          const e = tagged.entries.peek(a[0] as string);
          const now = Date.now();
          if (!e) tally.why.cold++;
          else if (e.expiresAt <= now) tally.why.expired++;
          else if (e.staleSince !== null && now - e.staleSince >= STALE_MS) tally.why.tooStale++;
          else tally.why.ownWrite++;
        }
        return answer;
      };
    }
    for (const method of ['list', 'detail'] as const) {
      const original = (pages[method] as (...args: unknown[]) => unknown).bind(pages);
      (pages as unknown as Record<string, (...args: unknown[]) => unknown>)[method] = (...args: unknown[]) => {
        const answer = original(...args);
        if (!(answer instanceof Promise)) {
          tally.atOnce++;
          return answer;
        }
        const started = performance.now();
        return answer.finally(() => {
          tally.pageWaits++;
          tally.pageMs += performance.now() - started;
        });
      };
    }
  }
  // The main pool's queue, sampled: requests waiting for a connection behind others' statements and transactions.
  let samples = 0;
  let waitingSum = 0;
  let busySum = 0;
  const sampler = setInterval(() => {
    samples++;
    waitingSum += ctx.pool.waitingCount;
    busySum += ctx.pool.totalCount - ctx.pool.idleCount;
  }, 10);
  sampler.unref();
  let cpu = process.cpuUsage();
  let pg = treeTicks(process.pid);
  let began = performance.now();
  return {
    begin() {
      tally = empty();
      samples = waitingSum = busySum = 0;
      cpu = process.cpuUsage();
      pg = treeTicks(process.pid);
      began = performance.now();
    },
    end() {
      const seconds = (performance.now() - began) / 1000;
      const used = process.cpuUsage(cpu);
      const appCpu = ((used.user + used.system) / 1e6 / seconds) * 100;
      const pgCpu = ((treeTicks(process.pid) - pg) / TICKS_PER_SECOND / seconds) * 100;
      const t = tally;
      const reads = t.atOnce + t.pageWaits;
      const avg = (ms: number, n: number) => (n ? (ms / n).toFixed(1) : '-');
      return (
        `  trace: ${reads} page reads in the app (${t.atOnce} at once, ${t.pageWaits} waited for the page, avg ${avg(t.pageMs, t.pageWaits)} ms: ${JSON.stringify(t.why)}); ${t.loads} page loads; ` +
        `${t.sessionWaits} session lookups from the database (avg ${avg(t.sessionMs, t.sessionWaits)} ms); app CPU ${appCpu.toFixed(0)}%, its PostgreSQL ${pgCpu.toFixed(0)}%; ` +
        `main pool: ${avg(busySum, samples)} of ${ctx.pool.options.max} connections busy, ${avg(waitingSum, samples)} waiting for one`
      );
    },
  };
}
