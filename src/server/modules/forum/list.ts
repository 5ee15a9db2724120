import { createHash } from 'node:crypto';
import type { ForumPost, ForumSort } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
import type { Viewer } from './policy';
import { authorAndFlags, authorJoins, postColumns, presentPost, type PostRow } from './present';
import { searchTerms, searchTiers, unindexed, type SearchMode, type SearchTerms, type SearchTier } from './search';

/**
 * GET /api/forum/:category. Pinned posts first, then the sort's order. Every order is a key
 * that ends in (created_at, id), so a position is exact; the list is made of segments (pinned,
 * not pinned; with a search, each split into title matches and message-only matches), each
 * read in its index's order, glued with UNION ALL in one statement. Offsets
 * answer `page`; a cursor (the last post's key) answers the page after it from the index
 * without walking the pages before, so page 3,000 costs what page 2 does.
 */

export interface ListOptions {
  category: ForumCategoryId;
  page: number;
  limit: number;
  sort: ForumSort;
  search?: string | undefined;
  cursor?: string | undefined;
}

/** A position: which segment, the leading sort value (when the order has one), created_at and id. */
interface Position {
  segment: number;
  value: string | null;
  created: string;
  id: string;
}

/** Leading key column (beyond created_at, id) and direction of each sort. */
const ORDERS: Record<ForumSort, { lead: string | null; desc: boolean }> = {
  newest: { lead: null, desc: true },
  oldest: { lead: null, desc: false },
  top: { lead: 'tips_count', desc: true },
  replies: { lead: 'reply_count', desc: true },
};

export async function listPosts(ctx: AppContext, viewer: Viewer, opts: ListOptions): Promise<{ posts: ForumPost[]; hasMore: boolean; nextCursor: string | null }> {
  const { rows, hasMore, nextCursor } = await listRows(ctx, viewer, opts);
  return { posts: rows.map((r) => presentPost(r, true)), hasMore, nextCursor };
}

/** A list page's rows (the viewer's flags as the database says), for listPosts and the page cache (cache.ts). */
export interface ListRows {
  rows: PostRow[];
  hasMore: boolean;
  nextCursor: string | null;
}

export async function listRows(ctx: AppContext, viewer: Viewer, opts: ListOptions): Promise<ListRows> {
  const terms = opts.search ? searchTerms(opts.search) : null;
  const scopeOf = (mode: SearchMode) => `${opts.sort}|${opts.category}|${mode}|${terms ? opts.search!.trim().toLowerCase() : ''}`;
  if (!terms) return listPage(ctx, viewer, opts, null, 'none', scopeOf('none'));
  if (opts.cursor) {
    // The cursor says which of the two ways its list was found.
    const similar = decodeScope(opts.cursor) === scopeOf('similar');
    return listPage(ctx, viewer, opts, terms, similar ? 'similar' : 'tiers', scopeOf(similar ? 'similar' : 'tiers'));
  }
  const found = await listPage(ctx, viewer, opts, terms, 'tiers', scopeOf('tiers'));
  if (found.rows.length > 0 || opts.page > 1 || !terms.trigram) return found;
  return listPage(ctx, viewer, opts, terms, 'similar', scopeOf('similar'));
}

/**
 * A whole list's order without a search, as post ids (pinned first, then the sort's key): the
 * page cache cuts deep pages by number from it (cache.ts) instead of making PostgreSQL walk
 * and sort every post before the page. One narrow statement over the order's index.
 */
export async function listOrder(ctx: AppContext, seesHidden: boolean, category: ForumCategoryId, sort: ForumSort): Promise<string[]> {
  const { lead, desc } = ORDERS[sort];
  const dir = desc ? 'DESC' : 'ASC';
  const where = [...(seesHidden ? [] : ['p.hidden_at IS NULL']), ...(category !== 'all' ? ['p.category = $1'] : [])];
  const text = `SELECT p.id FROM forum_posts p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY p.is_pinned DESC, ${[...(lead ? [`p.${lead}`] : []), 'p.created_at', 'p.id'].map((c) => `${c} ${dir}`).join(', ')}`;
  const { rows } = await ctx.pool.query<[string]>({ text, values: category !== 'all' ? [category] : [], rowMode: 'array' });
  return rows.map((r) => r[0]);
}

/**
 * The rows of a page cut from listOrder (ids in list order; the one after the page too, for
 * hasMore), with the cursor that continues after it: the same answer listRows gives.
 */
export async function listRowsByIds(ctx: AppContext, viewer: Viewer, opts: ListOptions, ids: string[], more: boolean): Promise<ListRows> {
  const text = `SELECT ${postColumns(false)}, ${authorAndFlags}
    FROM unnest($2::uuid[]) WITH ORDINALITY AS k(id, n) JOIN forum_posts p ON p.id = k.id ${authorJoins('p')}
    ORDER BY k.n`;
  const { rows } = await ctx.pool.query<PostRow>({ name: statementName(text), text, values: [viewer.id, ids] });
  const last = rows.at(-1);
  const scope = `${opts.sort}|${opts.category}|none|`;
  const nextCursor = more && last ? encodeCursor(scope, positionOf(last, last.is_pinned ? 0 : 1, opts.sort)) : null;
  return { rows, hasMore: more, nextCursor };
}

const positionOf = (row: PostRow, segment: number, sort: ForumSort): Position => ({
  segment,
  value: sort === 'top' ? String(row.tips_count) : sort === 'replies' ? String(row.reply_count) : null,
  created: row.created_key,
  id: row.id,
});

async function listPage(ctx: AppContext, viewer: Viewer, opts: ListOptions, terms: SearchTerms | null, mode: SearchMode, scope: string): Promise<ListRows> {
  const after = opts.cursor ? decodeCursor(opts.cursor, scope) : null;
  const offset = after ? 0 : (opts.page - 1) * opts.limit;
  const params: unknown[] = [viewer.id];
  const $ = (v: unknown) => `$${params.push(v)}`;
  const { lead, desc } = ORDERS[opts.sort];
  const dir = desc ? 'DESC' : 'ASC';
  const keyCols = [...(lead ? [`p.${lead}`] : []), 'p.created_at', 'p.id'];
  const segmentLimit = $(offset + opts.limit + 1);

  const filtersWith = ($$: (v: unknown) => string) => [
    ...(viewer.seesHidden ? [] : ['p.hidden_at IS NULL']),
    ...(opts.category !== 'all' ? [`p.category = ${$$(opts.category)}`] : []),
  ];
  const filters = filtersWith($);
  // Segments in list order: pinned posts first, and within each, the search's tiers.
  const tiers: SearchTier[] = terms && mode !== 'none' ? await searchTiers(ctx, terms, mode, filtersWith, $) : [{ condition: null, walk: true }];
  const kinds = [true, false].flatMap((pinned) => tiers.map((tier) => ({ pinned, tier })));

  const segment = (i: number) => {
    const { pinned, tier } = kinds[i]!;
    const where = [`p.is_pinned = ${pinned}`, ...filters, ...(tier.condition ? [tier.condition] : [])];
    if (after && after.segment === i) {
      const values = [...(lead ? [`${$(after.value)}::int`] : []), `${$(after.created)}::timestamptz`, `${$(after.id)}::uuid`];
      where.push(`(${keyCols.join(', ')}) ${desc ? '<' : '>'} (${values.join(', ')})`);
    }
    return `(SELECT ${i} AS segment, ${keyCols.join(', ')} FROM forum_posts p WHERE ${where.join(' AND ')}
      ORDER BY ${keyCols.map((c, k) => `${k === 0 && !tier.walk ? unindexed(c) : c} ${dir}`).join(', ')} LIMIT ${segmentLimit})`;
  };
  // A cursor in a later segment has left the earlier ones behind.
  const segments = kinds.map((_, i) => i).filter((i) => !after || i >= after.segment).map(segment);
  const orderBy = (alias: string) => ['segment', ...(lead ? [`${lead} ${dir}`] : []), `created_at ${dir}`, `id ${dir}`].map((c) => `${alias}.${c}`).join(', ');
  // The page is cut from the segments' keys in list order (narrow rows, so a deep page by number
  // sorts keys, not messages); then the page's own rows are read with their authors and the
  // viewer's flags.
  const text = `SELECT k.segment, ${postColumns(false)}, ${authorAndFlags}
    FROM (SELECT * FROM (${segments.join(' UNION ALL ')}) s ORDER BY ${orderBy('s')} OFFSET ${$(offset)} LIMIT ${$(opts.limit + 1)}) k
    JOIN forum_posts p ON p.id = k.id ${authorJoins('p')}
    ORDER BY ${orderBy('k')}`;

  // Lists without a search have a few shapes only: prepared once per connection, they skip planning.
  const { rows } = await ctx.pool.query<PostRow & { segment: number }>(mode === 'none' ? { name: statementName(text), text, values: params } : { text, values: params });
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const nextCursor = hasMore && last ? encodeCursor(scope, positionOf(last, last.segment, opts.sort)) : null;
  return { rows: page, hasMore, nextCursor };
}

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `forum_list_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
}

function encodeCursor(scope: string, p: Position): string {
  return Buffer.from(JSON.stringify([scope, p.segment, p.value, p.created, p.id])).toString('base64url');
}

/** created_at as PostgreSQL writes it (microseconds kept, so the position is exact). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor from another list (category, order or search) or one tampered with is refused, never guessed at. */
/** The list a cursor belongs to (or null for a cursor that is not one). */
function decodeScope(cursor: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : null;
  } catch {
    return null;
  }
}

function decodeCursor(cursor: string, scope: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Invalid(FORUM_TEXT.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw new Invalid(FORUM_TEXT.badCursor);
  const [s, segment, value, created, id] = parsed as unknown[];
  const valid =
    s === scope &&
    (segment === 0 || segment === 1 || segment === 2 || segment === 3) &&
    (value === null || (typeof value === 'string' && /^[0-9]{1,10}$/.test(value))) &&
    typeof created === 'string' &&
    TIMESTAMP.test(created) &&
    typeof id === 'string' &&
    UUID.test(id);
  if (!valid) throw new Invalid(FORUM_TEXT.badCursor);
  return { segment: segment as number, value: value as string | null, created: created as string, id: id as string };
}
