import type { ForumPost, ForumSort } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
import type { Viewer } from './guards';
import { authorAndFlags, authorJoins, postColumns, presentPost, type PostRow } from './present';
import { searchTerms, type SearchTerms } from './search';

/**
 * GET /api/forum/:category. Pinned posts first, then the sort's order. Every order is a key
 * that ends in (created_at, id), so a position is exact; the list is two segments (pinned, not
 * pinned), each read in its index's order, glued with UNION ALL in one statement. Offsets
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
  pinned: boolean;
  value: string | null;
  created: string;
  id: string;
}

type Order = 'newest' | 'oldest' | 'top' | 'replies' | 'search';

/** Leading key column (beyond created_at, id) and direction of each order. */
const ORDERS: Record<Order, { lead: string | null; cast: string; desc: boolean }> = {
  newest: { lead: null, cast: '', desc: true },
  oldest: { lead: null, cast: '', desc: false },
  top: { lead: 'tips_count', cast: 'int', desc: true },
  replies: { lead: 'reply_count', cast: 'int', desc: true },
  search: { lead: 'rank_key', cast: 'real', desc: true },
};

export async function listPosts(ctx: AppContext, viewer: Viewer, opts: ListOptions): Promise<{ posts: ForumPost[]; hasMore: boolean; nextCursor: string | null }> {
  const terms = opts.search ? searchTerms(opts.search) : null;
  const order: Order = terms ? 'search' : opts.sort;
  const scope = `${order}|${opts.category}|${terms ? opts.search!.trim().toLowerCase() : ''}`;
  const after = opts.cursor ? decodeCursor(opts.cursor, scope) : null;
  const offset = after ? 0 : (opts.page - 1) * opts.limit;

  const params: unknown[] = [viewer.id];
  const $ = (v: unknown) => `$${params.push(v)}`;
  const { lead, cast, desc } = ORDERS[order];
  const dir = desc ? 'DESC' : 'ASC';
  const keyCols = [...(lead ? [lead === 'rank_key' ? rankExpr(terms!, $) : `p.${lead}`] : []), 'p.created_at', 'p.id'];
  const segmentLimit = $(offset + opts.limit + 1);

  const filters: string[] = [];
  if (!viewer.seesHidden) filters.push('p.hidden_at IS NULL');
  if (opts.category !== 'all') filters.push(`p.category = ${$(opts.category)}`);
  if (terms) filters.push(matchExpr(terms, $));

  const segment = (pinned: boolean) => {
    const where = [`p.is_pinned = ${pinned}`, ...filters];
    if (after && after.pinned === pinned) {
      const values = [...(lead ? [`${$(after.value)}::${cast}`] : []), `${$(after.created)}::timestamptz`, `${$(after.id)}::uuid`];
      where.push(`(${keyCols.join(', ')}) ${desc ? '<' : '>'} (${values.join(', ')})`);
    }
    return `(SELECT ${postColumns(false)}${terms ? `, ${keyCols[0]} AS rank_key, ${keyCols[0]}::text AS rank_text` : ''}
      FROM forum_posts p WHERE ${where.join(' AND ')}
      ORDER BY ${keyCols.map((c) => `${c} ${dir}`).join(', ')} LIMIT ${segmentLimit})`;
  };
  // A cursor in the unpinned segment has left every pinned post behind.
  const segments = after && !after.pinned ? [segment(false)] : [segment(true), segment(false)];
  const orderBy = (alias: string) => ['is_pinned DESC', ...(lead ? [`${lead} ${dir}`] : []), `created_at ${dir}`, `id ${dir}`].map((c) => `${alias}.${c}`).join(', ');
  // The page is cut from the segments in list order; the join adds each post's author and the viewer's flags.
  const text = `SELECT p.*, ${authorAndFlags}
    FROM (SELECT * FROM (${segments.join(' UNION ALL ')}) s ORDER BY ${orderBy('s')} OFFSET ${$(offset)} LIMIT ${$(opts.limit + 1)}) p ${authorJoins('p')}
    ORDER BY ${orderBy('p')}`;

  const { rows } = await ctx.pool.query<PostRow & { rank_text?: string }>(text, params);
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor(scope, {
          pinned: last.is_pinned,
          value: order === 'search' ? (last.rank_text ?? null) : order === 'top' ? String(last.tips_count) : order === 'replies' ? String(last.reply_count) : null,
          created: last.created_key,
          id: last.id,
        })
      : null;
  return { posts: page.map((r) => presentPost(r, true)), hasMore, nextCursor };
}

/** Full-text match (the tsvector's GIN index) or, for partial and misspelt words, the title's trigrams. */
function matchExpr(t: SearchTerms, $: (v: unknown) => string): string {
  const parts: string[] = [];
  if (t.tsquery) parts.push(`p.search @@ to_tsquery('english', ${$(t.tsquery)})`);
  if (t.trigram) parts.push(`p.title ILIKE ${$(t.like)}`, `${$(t.trigram)} <% p.title`);
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

/** Relevance: the text-search rank (title weighs more) plus how well the words match a stretch of the title. */
function rankExpr(t: SearchTerms, $: (v: unknown) => string): string {
  const parts: string[] = [];
  if (t.tsquery) parts.push(`ts_rank(p.search, to_tsquery('english', ${$(t.tsquery)}))`);
  if (t.trigram) parts.push(`word_similarity(${$(t.trigram)}, p.title)`);
  return `(${parts.length ? parts.join(' + ') : '0'})::real`;
}

function encodeCursor(scope: string, p: Position): string {
  return Buffer.from(JSON.stringify([scope, p.pinned ? 1 : 0, p.value, p.created, p.id])).toString('base64url');
}

/** created_at as PostgreSQL writes it (microseconds kept, so the position is exact). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor from another list (category, order or search) or one tampered with is refused, never guessed at. */
function decodeCursor(cursor: string, scope: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Invalid(FORUM_TEXT.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw new Invalid(FORUM_TEXT.badCursor);
  const [s, pinned, value, created, id] = parsed as unknown[];
  const valid =
    s === scope &&
    (pinned === 0 || pinned === 1) &&
    (value === null || (typeof value === 'string' && /^-?[0-9.e+-]{1,30}$/i.test(value))) &&
    typeof created === 'string' &&
    TIMESTAMP.test(created) &&
    typeof id === 'string' &&
    UUID.test(id);
  if (!valid) throw new Invalid(FORUM_TEXT.badCursor);
  return { pinned: pinned === 1, value: value as string | null, created: created as string, id: id as string };
}
