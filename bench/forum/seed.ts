import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { AppContext } from '@server/context';
import { hashKey } from '@server/modules/auth/sessions';
import type { Fixture, SeedCounts } from './protocol';
import { HOT_EVERY, RARE, seedRows, seedText, type Step } from './seed-posts';

/**
 * The forums at size, written set-based inside the database (generate_series, a statement per
 * table), so 100,000 posts and 1,000,000 replies take a minute or two rather than an hour:
 * - PLAYERS authors (as bench/economy seeds players: balances with their ledger rows, a session
 *   key each, a verified email, as tipping needs), a third with a bio colour, half with a name-tag colour, one in five a member;
 * - 50,000 sentences of words drawn skewed from the vocabulary (words.ts), one in three with a
 *   rare made-up word, so searches find anything from a hundred posts to most of them;
 * - posts in the five categories (one in 500 an announcement, ten of those pinned, two more
 *   pinned), one in five with BBCode, one in fifty long; some locked, hidden or automatically
 *   NSFW; every post paid its gem (ledger);
 * - replies: one in five to the thousand "hot" posts (200 each), the rest about 8 per post,
 *   spread between their post's time and now; one in 10,007 hidden;
 * - tips (coins moved in the ledger) and NSFW votes as rows; every counter (replyCount,
 *   tipsCount, nsfwVotes) is its rows' count, checked after seeding (countersOff).
 */
export const PLAYERS = 3_000;
export const DEEP_PAGE = 2000;

/** Search terms: very common, middling and rare words, and two words together. */
const SEARCH_WORDS = ['town', 'lantern', 'festival', 'dragon', 'telescope', 'velvet dress', RARE[17]!, RARE[1234]!];
/** Beginnings of words (partial-word search). */
const PARTIALS = ['lant', 'fest', 'drag', 'teles', 'cott', RARE[17]!.slice(0, 5)];

export async function seedForum(ctx: AppContext): Promise<{ fixture: Fixture; counts: SeedCounts; steps: string[] }> {
  const client = await ctx.pool.connect();
  const steps: string[] = [];
  const step: Step = async (name, text, values = []) => {
    const started = performance.now();
    await client.query(text, values);
    steps.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    // A throwaway database: no waiting for the disk at each commit; room to sort and build indexes.
    await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`);
    await seedPlayers(step);
    const keys = await seedSessions(step);
    await seedText(client, step, PLAYERS);
    await seedRows(client, step, PLAYERS);
    await seedBalances(step);
    await step('vacuum', `VACUUM ANALYZE forum_posts, forum_replies, forum_tips, forum_nsfw_votes, users, sessions, profiles, customizations, ledger`);
    const counts = await countSeed(client);
    // Hot posts (hundreds of replies) and ordinary ones (about eight), in turn.
    const { rows: hot } = await client.query<{ id: string }>(`SELECT id FROM bench_posts WHERE n % ${HOT_EVERY} = 0 AND NOT hidden ORDER BY n LIMIT 500`);
    const { rows: plain } = await client.query<{ id: string }>(`SELECT id FROM bench_posts WHERE n % ${HOT_EVERY} <> 0 AND NOT hidden AND reply_count > 0 ORDER BY n LIMIT 500`);
    const postIds = hot.flatMap((h, i) => [h.id, plain[i]?.id ?? h.id]);
    // What the mixed scenarios' writers touch: the first page of All posts, and posts readers open.
    const { rows: open } = await client.query<{ id: string }>(
      `SELECT id FROM forum_posts WHERE hidden_at IS NULL AND NOT is_locked AND id = ANY($1::uuid[]) OR id IN (
         SELECT id FROM forum_posts WHERE hidden_at IS NULL AND NOT is_locked ORDER BY is_pinned DESC, created_at DESC LIMIT 35)`,
      [postIds.slice(0, 40)],
    );
    const writeTargets = open.map((r) => r.id);
    return { fixture: { keys, postIds, words: SEARCH_WORDS, partials: PARTIALS, deepPage: DEEP_PAGE, deepCursor: null, writeTargets }, counts, steps };
  } finally {
    client.release();
  }

  async function seedSessions(run: Step): Promise<string[]> {
    // A session key per player; only its SHA-256 is stored, as createSession does.
    const keys = Array.from({ length: PLAYERS }, () => randomBytes(16).toString('base64url'));
    await run(
      'sessions',
      `INSERT INTO sessions (user_id, key_hash, expires_at)
       SELECT p.id, k.hash, now() + interval '1 day' FROM unnest($1::text[]) WITH ORDINALITY AS k(hash, n) JOIN bench_players p ON p.n = k.n`,
      [keys.map(hashKey)],
    );
    return keys;
  }
}

async function seedPlayers(step: Step): Promise<void> {
  await step(
    'players',
    `INSERT INTO users (username, email, is_male, membership, badges, email_verified_at)
     SELECT 'poster' || n, 'poster' || n || '@forum.bench', n % 2 = 0, CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END, (n * 37) % 16, now()
     FROM generate_series(1, ${PLAYERS}) n;
     CREATE TEMP TABLE bench_players AS SELECT substr(username, 7)::int AS n, id FROM users WHERE email LIKE '%@forum.bench';
     CREATE UNIQUE INDEX ON bench_players (n);
     INSERT INTO profiles (user_id, bio_color)
     SELECT id, '#' || lpad(to_hex((n::bigint * 2654435) % 16777216), 6, '0') FROM bench_players WHERE n % 3 = 0;
     INSERT INTO customizations (user_id, nametag_color)
     SELECT id, '#' || lpad(to_hex((n::bigint * 40503) % 16777216), 6, '0') FROM bench_players WHERE n % 2 = 0`,
  );
}

/** Ledger rows for the start grant, every post's gem and every tip's coins; balances are their sums. */
async function seedBalances(step: Step): Promise<void> {
  await step(
    'ledger',
    `INSERT INTO ledger (user_id, currency, amount, reason, created_at)
     SELECT id, c.currency, c.amount, 'grant', now() - interval '2 years'
     FROM bench_players CROSS JOIN (VALUES ('coins', 1000000), ('gems', 1000)) AS c(currency, amount);
     INSERT INTO ledger (user_id, currency, amount, reason, ref, created_at)
     SELECT author_id, 'gems', -1, 'post_fee', id::text, created_at FROM bench_posts;
     INSERT INTO ledger (user_id, currency, amount, reason, ref, created_at)
     SELECT t.tipper_id, 'coins', -t.amount, 'tip', t.post_id::text, t.created_at FROM forum_tips t
     UNION ALL SELECT t.recipient_id, 'coins', t.amount, 'tip', t.post_id::text, t.created_at FROM forum_tips t;
     UPDATE users u SET coins = l.coins, gems = l.gems
     FROM (SELECT user_id, sum(amount) FILTER (WHERE currency = 'coins')::int AS coins, sum(amount) FILTER (WHERE currency = 'gems')::int AS gems
           FROM ledger GROUP BY user_id) l
     WHERE u.id = l.user_id AND u.email LIKE '%@forum.bench'`,
  );
}

async function countSeed(client: PoolClient): Promise<SeedCounts> {
  const { rows } = await client.query<SeedCounts>(`SELECT
    (SELECT count(*)::int FROM bench_players) AS players,
    (SELECT count(*)::int FROM forum_posts) AS posts,
    (SELECT count(*)::int FROM forum_replies) AS replies,
    (SELECT count(*)::int FROM forum_posts WHERE is_pinned) AS pinned,
    (SELECT count(*)::int FROM forum_posts f
      LEFT JOIN (SELECT post_id, count(*) AS n FROM forum_replies WHERE hidden_at IS NULL GROUP BY post_id) r ON r.post_id = f.id
      LEFT JOIN (SELECT post_id, count(*) AS n FROM forum_tips WHERE reply_id IS NULL GROUP BY post_id) t ON t.post_id = f.id
      LEFT JOIN (SELECT post_id, count(*) AS n FROM forum_nsfw_votes GROUP BY post_id) v ON v.post_id = f.id
      WHERE f.reply_count <> coalesce(r.n, 0) OR f.tips_count <> coalesce(t.n, 0) OR f.nsfw_votes <> coalesce(v.n, 0)) AS "countersOff"`);
  return rows[0]!;
}
