import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';

/**
 * What a search box's text becomes (social-core §5: at most 26 characters). Whole words go to
 * the full-text query (English stemming: 'dress' finds 'dresses'), in titles and messages; the
 * text also matches anywhere inside a title through its trigram index, so a part of a word
 * finds it ('gira', 'ostum'). Whole words rather than prefixes keep PostgreSQL's row estimates
 * right (its statistics know each word's frequency), and those estimates choose between walking
 * the list's index (common words) and the GIN indexes (rare ones). Only letters and digits
 * reach to_tsquery, so no input can make a malformed query.
 *
 * Ranking comes in tiers, each in the list's own order from an index: posts whose title matches
 * first, then posts that match in their message only. When nothing matches at all, titles
 * similar to the text are offered (trigram word similarity: 'girafe' finds 'Giraffe').
 */
export interface SearchTerms {
  /** 'fashion & week' (any weight), or null when the text has no word. */
  anywhere: string | null;
  /** The same words in the title (weight A): 'fashion:A & week:A'. */
  inTitle: string | null;
  /** The text for trigram matching, or null when it is too short for trigrams to mean much. */
  trigram: string | null;
  /** ILIKE pattern for the text anywhere in a title. */
  like: string;
}

const TRIGRAM_MIN = 3;

export function searchTerms(search: string): SearchTerms | null {
  const text = search.trim().toLowerCase();
  if (!text) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const query = (weight: string) => (words.length ? words.map((w) => (weight ? `${w}:${weight}` : w)).join(' & ') : null);
  const trigram = [...text].length >= TRIGRAM_MIN ? text : null;
  return { anywhere: query(''), inTitle: query('A'), trigram, like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** How a search matches: in tiers (title, then message only), or by similar titles when that finds nothing. */
export type SearchMode = 'none' | 'tiers' | 'similar';

/**
 * One tier's condition and how to read it. `walk`: follow the list order's index and test each
 * post (fast when matches are common: a page is found after a few hundred posts). Otherwise the
 * GIN indexes find every match and a small sort orders them (fast when matches are rare).
 */
export interface SearchTier {
  condition: string | null;
  walk: boolean;
}

/**
 * Matches counted up to this many decide the way. Walking costs about (posts x page / matches)
 * rows, sorting about (matches) rows; with this many matches a walk reads at most a few
 * thousand rows at a hundred thousand posts.
 */
const DENSE = 1000;

/**
 * A search's tiers, each with the cheaper way to read it. PostgreSQL's own choice rests on
 * row estimates, which for a rare word (or a part of a title) can be far off and make it walk
 * the whole table; so one capped count per tier, read through the GIN indexes, measures it
 * (one extra statement per search page).
 */
export async function searchTiers(
  ctx: AppContext,
  t: SearchTerms,
  mode: Exclude<SearchMode, 'none'>,
  filtersWith: ($: (v: unknown) => string) => string[],
  $: (v: unknown) => string,
): Promise<SearchTier[]> {
  if (mode === 'similar') return [{ condition: `${$(t.trigram)} <% p.title`, walk: false }];
  const probeParams: unknown[] = [];
  const p$ = (v: unknown) => `$${probeParams.push(v)}`;
  const probe = conditions(t, p$);
  const where = filtersWith(p$);
  const capped = (condition: string) =>
    `(SELECT count(*)::int FROM (SELECT 1 FROM forum_posts p WHERE ${[...where, condition].join(' AND ')} LIMIT ${DENSE}) m)`;
  const counts = await countsOf(ctx, `SELECT ${capped(probe.inTitle)} AS title, ${capped(probe.messageOnly)} AS message`, probeParams);
  const c = conditions(t, $);
  return [
    { condition: c.inTitle, walk: counts.title >= DENSE },
    { condition: c.messageOnly, walk: counts.message >= DENSE },
  ];
}

/**
 * The capped counts of a search only choose how to read its tiers (a stale count makes a page
 * slower, never different), so each is cached a while per process: the next pages and sorts of a
 * search skip their three round trips.
 */
const COUNTS_CACHED = 1_000;
const COUNTS_MS = 60_000;
type Counts = { title: number; message: number };
type CountsQuery = { text: string; values: unknown[] };

/** The app's cache of search counts (built by services.ts): one read per search in flight. */
export type SearchCounts = LRUCache<string, Counts, CountsQuery>;

export function buildSearchCounts(ctx: AppContext): SearchCounts {
  return new LRUCache<string, Counts, CountsQuery>({
    max: COUNTS_CACHED,
    ttl: COUNTS_MS,
    fetchMethod: (_key, _stale, { context }) => readThroughGin(ctx, context.text, context.values),
  });
}

async function countsOf(ctx: AppContext, text: string, values: unknown[]): Promise<Counts> {
  return (await ctx.services.searchCounts.fetch(JSON.stringify([text, values]), { context: { text, values } }))!;
}

/**
 * Runs the capped counts with plain index and table scans switched off for this transaction:
 * the GIN indexes find the matches and the count stops at the cap, whatever the estimates say
 * (left to itself, PostgreSQL would scan the table until the cap, which for a rare word is all of it).
 */
async function readThroughGin(ctx: AppContext, text: string, values: unknown[]): Promise<{ title: number; message: number }> {
  const client = await ctx.pool.connect();
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off');
    const { rows } = await client.query<{ title: number; message: number }>(text, values);
    await client.query('COMMIT');
    return rows[0]!;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The two tiers: the words (or the text) in the title; the words in the message and not in the title. */
function conditions(t: SearchTerms, $: (v: unknown) => string): { inTitle: string; messageOnly: string } {
  const title = [
    ...(t.inTitle ? [`p.search @@ to_tsquery('english', ${$(t.inTitle)})`] : []),
    ...(t.trigram ? [`p.title ILIKE ${$(t.like)}`] : []),
  ];
  const inTitle = title.length ? `(${title.join(' OR ')})` : 'false';
  return { inTitle, messageOnly: t.anywhere ? `p.search @@ to_tsquery('english', ${$(t.anywhere)}) AND NOT ${inTitle}` : 'false' };
}

/** An order key no index provides (the same values), so PostgreSQL reads the matches through GIN and sorts them. */
export function unindexed(column: string): string {
  return column.endsWith('created_at') ? `(${column} + interval '0 s')` : `(${column} + 0)`;
}
