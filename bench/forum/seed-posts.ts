import type { PoolClient } from 'pg';
import { OPENERS, VOCABULARY } from './words';

/**
 * The forum's rows, set-based (see seed.ts for the shape of the data). Every count is planned
 * in temporary tables first, so each post is written once with its counters (no UPDATE of
 * 100,000 rows afterwards), and the two big tables are loaded without their secondary indexes,
 * which are then built again from their own definitions: a sorted build takes seconds where a
 * million inserts into nine indexes take minutes.
 */
export const POSTS = 100_000;
export const REPLIES = 1_000_000;
const SENTENCES = 50_000;
const RARE_WORDS = 2_000;
/** Every HOT_EVERY-th post is hot; one reply in HOT_SHARE goes to the hot posts. */
export const HOT_EVERY = 100;
const HOT_SHARE = 5;

/** Made-up words (names of people, places, items), each in about a hundred posts. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'dor', 'vel', 'thi', 'zan', 'qua', 'bri', 'sol', 'mar', 'nix', 'ta', 'vo', 'el', 'ru', 'fen', 'gal', 'ish'];
export const RARE = Array.from({ length: RARE_WORDS }, (_, j) => {
  const k = j * 4;
  return SYLLABLES[k % 20]! + SYLLABLES[Math.floor(k / 20) % 20]! + SYLLABLES[Math.floor(k / 400) % 20]!;
});

export type Step = (name: string, text: string, values?: unknown[]) => Promise<void>;

/** Words, then sentences and titles made of them (temporary tables, gone with the connection). */
export async function seedText(client: PoolClient, step: Step, players: number): Promise<void> {
  const common = VOCABULARY.length;
  await client.query(`CREATE TEMP TABLE bench_words AS SELECT i::int, w FROM unnest($1::text[]) WITH ORDINALITY AS t(w, i)`, [[...VOCABULARY, ...RARE]]);
  await client.query(`CREATE UNIQUE INDEX ON bench_words (i)`);
  // A rare word where `rareWhen`, else a common word drawn skewed (random()^1.5 puts more
  // draws on the first words of the vocabulary, as real text does).
  const draw = (rareWhen: string) =>
    `CASE WHEN ${rareWhen} THEN ${common} + 1 + floor(random() * ${RARE_WORDS})::int ELSE 1 + floor(${common} * random() ^ 1.5)::int END`;
  await step(
    'sentences',
    `CREATE TEMP TABLE bench_sentences AS
     SELECT s.s AS i, upper(left(string_agg(w.w, ' ' ORDER BY s.k), 1)) || substr(string_agg(w.w, ' ' ORDER BY s.k), 2) || (ARRAY['.', '.', '!', '?'])[1 + s.s % 4] AS t
     FROM (SELECT s, k, ${draw('s % 3 = 0 AND k = 2')} AS wi FROM generate_series(1, ${SENTENCES}) s, generate_series(1, 5 + s % 9) k) s
     JOIN bench_words w ON w.i = s.wi
     GROUP BY s.s`,
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_sentences (i)`);
  await step(
    'titles',
    `CREATE TEMP TABLE bench_titles AS
     SELECT s.n, CASE WHEN s.n % 4 = 0 THEN ($1::text[])[1 + s.n % ${OPENERS.length}] || ' ' ELSE '' END
       || initcap(string_agg(w.w, ' ' ORDER BY s.k)) AS t
     FROM (SELECT n, k, ${draw('n % 4 = 1 AND k = 1')} AS wi FROM generate_series(1, ${POSTS}) n, generate_series(1, 3 + n % 5) k) s
     JOIN bench_words w ON w.i = s.wi
     GROUP BY s.n`,
    [OPENERS],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_titles (n)`);
  await planRows(client, step, players);
}

/**
 * Post n (1 = newest, six minutes apart back over a year): its author, category and flags,
 * and its counters from the plans of the replies, tips and votes that are inserted after it.
 */
async function planRows(client: PoolClient, step: Step, players: number): Promise<void> {
  // Reply r goes to a hot post (one in HOT_SHARE) or to post (r * 7919) mod POSTS + 1, a
  // permutation within each block of POSTS replies: about eight everywhere else.
  await step(
    'plans',
    `CREATE TEMP TABLE bench_reply_plan AS
     SELECT r, CASE WHEN r % ${HOT_SHARE} = 0 THEN ${HOT_EVERY} * (1 + (r / ${HOT_SHARE}) % ${POSTS / HOT_EVERY}) ELSE 1 + (r::bigint * 7919) % ${POSTS} END::int AS pn,
       r % 10007 = 3 AS hidden
     FROM generate_series(1, ${REPLIES}) r;
     CREATE TEMP TABLE bench_post_author AS SELECT g.n, p.id AS author_id FROM generate_series(1, ${POSTS}) AS g(n) JOIN bench_players p ON p.n = 1 + (g.n * 7919) % ${players};
     CREATE UNIQUE INDEX ON bench_post_author (n);
     -- One post in four tipped by up to 8 players, one in 200 voted NSFW by 5; never by its author.
     CREATE TEMP TABLE bench_tip_plan AS
     SELECT a.n, p.id AS tipper_id FROM bench_post_author a, generate_series(1, a.n % 9) j, bench_players p
     WHERE a.n % 4 = 0 AND p.n = 1 + (a.n + j * 131) % ${players} AND p.id <> a.author_id;
     CREATE TEMP TABLE bench_vote_plan AS
     SELECT a.n, p.id AS voter_id FROM bench_post_author a, generate_series(1, 5) j, bench_players p
     WHERE a.n % 200 = 0 AND p.n = 1 + (a.n + j * 211) % ${players} AND p.id <> a.author_id;
     CREATE TEMP TABLE bench_posts AS
     SELECT a.n, gen_random_uuid() AS id, a.author_id,
       CASE WHEN a.n % 500 = 0 THEN 'announcements' ELSE (ARRAY['oldroad', 'general', 'clothes', 'creativity'])[1 + a.n % 4] END AS category,
       now() - a.n * interval '6 minutes' AS created_at,
       (a.n % 500 = 0 AND a.n <= 5000) OR a.n IN (7, 4242) AS pinned,
       a.n % 97 = 0 AS locked,
       a.n % 1000 = 501 AS hidden,
       coalesce(r.c, 0)::int AS reply_count, coalesce(t.c, 0)::int AS tips_count, coalesce(v.c, 0)::int AS nsfw_votes
     FROM bench_post_author a
     LEFT JOIN (SELECT pn, count(*) AS c FROM bench_reply_plan WHERE NOT hidden GROUP BY pn) r ON r.pn = a.n
     LEFT JOIN (SELECT n, count(*) AS c FROM bench_tip_plan GROUP BY n) t ON t.n = a.n
     LEFT JOIN (SELECT n, count(*) AS c FROM bench_vote_plan GROUP BY n) v ON v.n = a.n;
     CREATE UNIQUE INDEX ON bench_posts (n)`,
  );
}

/** Posts, replies, tips and votes; posts and replies without their secondary indexes until loaded. */
export async function seedRows(client: PoolClient, step: Step, players: number): Promise<void> {
  const rebuild = await dropIndexes(client, ['forum_posts', 'forum_replies']);
  // Every row below is built consistent with its references: no need for a foreign-key check
  // per row (pg_dump's --disable-triggers). Needs a superuser; without one the checks just run.
  const unchecked = await client.query(`SET session_replication_role = replica`).then(
    () => true,
    () => false,
  );
  // Messages: 3 to 10 sentences (one post in fifty: 35), the first in [b] in one post in five.
  await step(
    'posts',
    `INSERT INTO forum_posts (id, author_id, category, title, message, created_at, is_pinned, is_locked, hidden_at, automatically_nsfw, reply_count, tips_count, nsfw_votes)
     SELECT b.id, b.author_id, b.category, t.t, m.message, b.created_at, b.pinned, b.locked,
       CASE WHEN b.hidden THEN b.created_at + interval '1 hour' END, b.n % 300 = 0, b.reply_count, b.tips_count, b.nsfw_votes
     FROM bench_posts b
     JOIN bench_titles t ON t.n = b.n
     JOIN (SELECT x.n, string_agg(CASE WHEN x.n % 5 = 0 AND x.k = 1 THEN '[b]' || s.t || '[/b]' ELSE s.t END, ' ' ORDER BY x.k) AS message
           FROM (SELECT n, k, 1 + floor(random() * ${SENTENCES})::int AS si
                 FROM generate_series(1, ${POSTS}) n, generate_series(1, CASE WHEN n % 50 = 0 THEN 35 ELSE 3 + n % 8 END) k) x
           JOIN bench_sentences s ON s.i = x.si
           GROUP BY x.n) m ON m.n = b.n`,
  );
  // Replies of one to three sentences, between their post's time and now, in plan order.
  await step(
    'replies',
    `INSERT INTO forum_replies (post_id, author_id, message, created_at, hidden_at)
     SELECT b.id, p.id,
       s1.t || CASE WHEN r.r % 2 = 0 THEN ' ' || s2.t ELSE '' END || CASE WHEN r.r % 3 = 0 THEN ' ' || s3.t ELSE '' END,
       b.created_at + (r.r::float8 / ${REPLIES + 1}) * (now() - b.created_at),
       CASE WHEN r.hidden THEN now() END
     FROM bench_reply_plan r
     JOIN bench_posts b ON b.n = r.pn
     JOIN bench_players p ON p.n = 1 + (r.r::bigint * 104729) % ${players}
     JOIN bench_sentences s1 ON s1.i = 1 + (r.r::bigint * 31) % ${SENTENCES}
     JOIN bench_sentences s2 ON s2.i = 1 + (r.r::bigint * 7207) % ${SENTENCES}
     JOIN bench_sentences s3 ON s3.i = 1 + (r.r::bigint * 15013) % ${SENTENCES}`,
  );
  await step('tips and votes', `
    INSERT INTO forum_tips (tipper_id, post_id, recipient_id, amount, created_at)
    SELECT t.tipper_id, b.id, b.author_id, 1000, b.created_at + interval '1 hour' FROM bench_tip_plan t JOIN bench_posts b ON b.n = t.n;
    INSERT INTO forum_nsfw_votes (post_id, voter_id) SELECT b.id, v.voter_id FROM bench_vote_plan v JOIN bench_posts b ON b.n = v.n`);
  if (unchecked) await client.query(`RESET session_replication_role`);
  await step('indexes', rebuild.join(';\n'));
}

/** Drops the tables' indexes that back no constraint; returns the statements that build them again. */
async function dropIndexes(client: PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     WHERE i.indrelid = ANY ($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const r of rows) await client.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
