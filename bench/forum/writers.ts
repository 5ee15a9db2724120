import type { Fixture, WriteTally } from './protocol';

/**
 * Other players writing while the mixed scenarios read (issue 23 §4): posts, replies, tips and
 * votes in turn, paced to WRITE_SHARE of all requests (the measured reads and these writes),
 * from at most WRITERS requests in flight beside the load generator's connections. Each is a real
 * request as the web sends it, signed in as a seeded player (in turn): a post pays its gem and
 * a tip its coins through the ledger, and each write's notices reach the pages they touch.
 *
 * Targets are the posts readers look at: those on the first page of All posts when the run
 * began and the post pages the post scenario reads. A tip is never sent twice for one player
 * and post (the k-th tip of a post comes from the k-th player after one of its own), so refused
 * writes are rare (a tip to oneself); they are counted, with the first one's answer.
 */
export const WRITE_SHARE = 0.05;
/**
 * Writes in flight at most: enough to keep the share when each takes a hundred milliseconds or
 * more (a busy pool; with 16 the writes fell behind, to 3.5% of requests).
 */
const WRITERS = 64;
const KINDS = ['post', 'reply', 'tip', 'vote'] as const;
type Kind = (typeof KINDS)[number];
const CATEGORIES = ['oldroad', 'general', 'clothes', 'creativity'];

/** Writes made so far per kind, across runs: no tip is sent twice for one player and post. */
const made: Record<Kind, number> = { post: 0, reply: 0, tip: 0, vote: 0 };

const MESSAGE = 'Written by the benchmark while others read the forum, long enough for a post.';

function request(f: Fixture, kind: Kind, n: number): { path: string; method: 'GET' | 'POST'; key: string; body?: object } {
  const players = f.keys.length;
  const targets = f.writeTargets;
  const target = targets[n % targets.length]!;
  switch (kind) {
    case 'post':
      return { method: 'POST', path: '/api/forum/post', key: f.keys[(n * 7919) % players]!, body: { title: `Bench post ${n}`, category: CATEGORIES[n % CATEGORIES.length], message: MESSAGE } };
    case 'reply':
      return { method: 'POST', path: `/api/forum/post/${target}/reply`, key: f.keys[(n * 104729) % players]!, body: { message: `Bench reply ${n}` } };
    case 'tip': {
      const round = Math.floor(n / targets.length);
      return { method: 'GET', path: `/api/forum/post/${target}/tip`, key: f.keys[(round + (n % targets.length) * 97) % players]! };
    }
    case 'vote':
      return { method: 'POST', path: `/api/forum/post/${target}/nsfw`, key: f.keys[(n * 31) % players]!, body: {} };
  }
}

/**
 * Starts the writers against `base`; `reads` says how many measured requests have been
 * answered so far. `stop` waits for the writes in flight and answers the tally.
 */
export function startWriters(base: string, f: Fixture, reads: () => number): { stop(): Promise<WriteTally> } {
  const tally: WriteTally = { writes: { ok: 0, refused: 0, perKind: { post: 0, reply: 0, tip: 0, vote: 0 }, firstRefusal: null } };
  const w = tally.writes;
  let sent = 0;
  let running = true;
  const due = () => sent < Math.floor((reads() + sent) * WRITE_SHARE);

  async function writer(): Promise<void> {
    while (running) {
      if (!due()) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const kind = KINDS[sent++ % KINDS.length]!;
      const r = request(f, kind, made[kind]++);
      try {
        const res = await fetch(base + r.path, {
          method: r.method,
          headers: { 'x-session-key': r.key, ...(r.body ? { 'content-type': 'application/json' } : {}) },
          ...(r.body ? { body: JSON.stringify(r.body) } : {}),
        });
        const text = await res.text();
        if (res.ok) {
          w.ok++;
          w.perKind[kind]++;
        } else {
          w.refused++;
          w.firstRefusal ??= `${kind} ${res.status} ${text.slice(0, 160)}`;
        }
      } catch (err) {
        w.refused++;
        w.firstRefusal ??= `${kind} ${String(err)}`;
      }
    }
  }

  const workers = Array.from({ length: WRITERS }, () => writer());
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return tally;
    },
  };
}
