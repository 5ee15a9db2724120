import type { forumListResponse, ForumPostDetail } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import { Compressed, encodedAnswer, type EncodedJson } from '../../http/encoded';
import type { Viewer } from './policy';
import { listOrder, listRows, listRowsByIds, type ListOptions, type ListRows } from './list';
import { activeMembershipSql } from '../users/membership';
import { detailRows } from './posts';
import { presentPost, presentReply, type AuthorRow, type PostRow, type ReplyRow } from './present';

/**
 * The forum's hot reads from memory: list pages (with or without a search) and post pages, so
 * a page asked for again costs no database round trip (on this kind of machine one round trip
 * costs more than the whole page), whoever asks.
 *
 * A page is kept as its answer encoded once as JSON, with the viewer's own flags (isAuthor,
 * hasTipped, hasNSFWVoted, hasReplied; a reply's isAuthor and hasTipped) written `false` at known
 * byte offsets, and, read with it, who holds which flag on it: the authors, the players who
 * tipped or voted on its posts or replied to them, who tipped its replies (one statement over the
 * page's posts). A viewer's answer is that buffer as is (gzipped once for all who take gzip:
 * http/encoded.ts), or a copy with `true ` (JSON allows the space) written over the flags that
 * are theirs: one lookup by viewer, no query per viewer.
 *
 * Freshness: only while the process hears change notices (db/changes.ts; migration 0016's
 * triggers record `forum` notices for every write, whoever makes it): `p<post>` (the post, its
 * counters, its tips and votes, replies added or deleted) drops every list page (orders and what
 * pages show may all have changed) and that post's pages; `r<post>` (its replies or their tips)
 * that post's pages; `a<player>` and `user:<player>` (the author's name, badges and colours)
 * the pages showing that author, when how they are shown really changed. The forum's own
 * writers deliver their notices to this process at once after commit (notices.ts), so a player's
 * next request sees their own change; other processes drop theirs at their next poll. A load
 * begun before a notice is answered but not kept. Without notices (`live` false, or no feed in
 * tests) callers read the database as before.
 *
 * Deep pages by number (offset ORDER_FROM and beyond, no search) are cut from the list's whole
 * order, kept as post ids (listOrder): page 2,000 costs a slice and the page's 35 rows, not a
 * walk and sort of 70,000 keys.
 */

/** An id no player has: the shared loads' flags are all false. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const PAGE_BYTES = 64 * 1024 * 1024;
const DETAIL_BYTES = 32 * 1024 * 1024;
const ORDERS_KEPT = 16;
/** Pages by number from this offset on are cut from the kept order. */
export const ORDER_FROM = 1_000;

const POST_TAIL = '"isAuthor":false,"hasTipped":false,"hasNSFWVoted":false,"hasReplied":false}';
const REPLY_TAIL = '"isAuthor":false,"hasTipped":false}';
const valueAt = (tail: string, name: string) => tail.indexOf(`"${name}":`) + name.length + 3;
const P_AUTHOR = valueAt(POST_TAIL, 'isAuthor');
const P_TIPPED = valueAt(POST_TAIL, 'hasTipped');
const P_VOTED = valueAt(POST_TAIL, 'hasNSFWVoted');
const P_REPLIED = valueAt(POST_TAIL, 'hasReplied');
const R_AUTHOR = valueAt(REPLY_TAIL, 'isAuthor');
const R_TIPPED = valueAt(REPLY_TAIL, 'hasTipped');
const TRUE = Buffer.from('true ');

/** A post or reply inside an encoded answer: where its flags' tail starts. */
interface Mark {
  reply: boolean;
  at: number;
}

const AUTHOR = 1;
const TIPPED = 2;
const VOTED = 4;
const REPLIED = 8;

interface Encoded {
  buf: Buffer;
  marks: Mark[];
  /** Player id -> pairs (mark index, flag bits) of the flags that are theirs. */
  flags: Map<string, number[]>;
  /** The answer of every viewer without flags on the page, gzipped once for all. */
  shared: EncodedJson;
}

class Builder {
  private parts: Buffer[] = [];
  private size = 0;
  private readonly marks: Mark[] = [];
  private readonly holders = new Map<string, Map<number, number>>();
  /** Post or reply id -> its mark. */
  private readonly markOf = new Map<string, number>();

  text(s: string): void {
    this.push(Buffer.from(s));
  }

  /** JSON of a post or reply whose flags' tail is its last `tailLength` bytes. */
  item(bytes: Buffer, tailLength: number, row: PostRow | ReplyRow, reply: boolean): void {
    this.markOf.set(row.id, this.marks.length);
    this.flag(row.author_id, this.marks.length, AUTHOR);
    this.marks.push({ reply, at: this.size + bytes.length - tailLength });
    this.push(bytes);
  }

  /** Who holds which flag on the page's posts and replies (see holdersOf). */
  hold(rows: [number, string, string][]): void {
    for (const [bit, id, who] of rows) {
      const mark = this.markOf.get(id);
      if (mark !== undefined) this.flag(who, mark, bit);
    }
  }

  done(): Encoded {
    const flags = new Map<string, number[]>();
    for (const [who, marks] of this.holders) flags.set(who, [...marks].flat());
    const buf = Buffer.concat(this.parts, this.size);
    return { buf, marks: this.marks, flags, shared: { json: buf, compressed: new Compressed(buf) } };
  }

  private flag(who: string, mark: number, bit: number): void {
    let marks = this.holders.get(who);
    if (!marks) this.holders.set(who, (marks = new Map()));
    marks.set(mark, (marks.get(mark) ?? 0) | bit);
  }

  private push(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
}

/**
 * Who holds a flag on these posts and replies, as (bit, post or reply id, player id): the
 * posts' tippers (TIPPED), NSFW voters (VOTED) and repliers (REPLIED, hidden replies too, as the
 * database's hasReplied), and the replies' tippers (TIPPED on a reply).
 */
async function holdersOf(ctx: AppContext, postIds: string[], replyIds: string[]): Promise<[number, string, string][]> {
  if (postIds.length === 0) return [];
  const text = `SELECT ${TIPPED} AS bit, post_id AS id, tipper_id AS who FROM forum_tips WHERE post_id = ANY($1::uuid[]) AND reply_id IS NULL
    UNION ALL SELECT ${TIPPED}, reply_id, tipper_id FROM forum_tips WHERE reply_id = ANY($2::uuid[])
    UNION ALL SELECT ${VOTED}, post_id, voter_id FROM forum_nsfw_votes WHERE post_id = ANY($1::uuid[])
    UNION ALL (SELECT DISTINCT ${REPLIED}, post_id, author_id FROM forum_replies WHERE post_id = ANY($1::uuid[]))`;
  const { rows } = await ctx.pool.query<[number, string, string]>({ name: 'forum_flag_holders', text, values: [postIds, replyIds], rowMode: 'array' });
  return rows;
}

const presentation = (r: AuthorRow) => JSON.stringify([r.username, r.membership, r.badges, r.bio_color, r.nametag_color]);

function shared(json: string, tail: string): string {
  if (!json.endsWith(tail)) throw new Error('forum cache: an answer without the viewer flags at its end');
  return json;
}

type ListAnswer = z.infer<typeof forumListResponse>;

export class ForumCache {
  private pages = new Map<string, Encoded>();
  private pageBytes = 0;
  private pageLoads = new Map<string, Promise<Encoded>>();
  private details = new Map<string, Encoded>();
  private detailBytes = 0;
  private detailKeys = new Map<string, Set<string>>();
  private detailLoads = new Map<string, { postId: string; load: Promise<Encoded> }>();
  private orders = new Map<string, Promise<string[]>>();
  /** Authors shown by kept pages, with how they were shown (name, membership, badges, colours). */
  private authors = new Map<string, Set<string>>();
  /** Bumped whenever list pages are dropped: a load begun before is not kept. */
  private listGen = 0;
  /** Bumped whenever authors' presentation may have changed (post pages check it). */
  private authorGen = 0;
  /**
   * The earliest end (ms) of a membership kept pages show: a membership ends by the clock, with
   * no write and so no notice, so pages showing its crown go when that moment passes.
   */
  private nextMembershipEnd = Infinity;

  constructor(
    private readonly ctx: AppContext,
    private readonly feed: ChangeFeed,
  ) {
    feed.on('forum', (id) => this.heard(id));
    feed.on('user', (id) => this.authorMayHaveChanged(id));
    feed.onReset(() => this.clear());
  }

  get live(): boolean {
    return this.feed.live;
  }

  /** GET /api/forum/:category from memory (see above). */
  async list(ctx: AppContext, viewer: Viewer, opts: ListOptions): Promise<ListAnswer> {
    return encodedAnswer<ListAnswer>(ctx, render(await this.listPage(ctx, viewer.seesHidden, opts), viewer.id));
  }

  /** GET /api/forum/post/:id from memory (see above). */
  async detail(ctx: AppContext, viewer: Viewer, id: string, repliesPage: number, repliesLimit: number): Promise<ForumPostDetail> {
    return encodedAnswer<ForumPostDetail>(ctx, render(await this.detailPage(ctx, viewer.seesHidden, id, repliesPage, repliesLimit), viewer.id));
  }

  // ---- list pages

  private listPage(ctx: AppContext, seesHidden: boolean, opts: ListOptions): Promise<Encoded> | Encoded {
    this.dropEndedMemberships();
    const search = opts.search ? opts.search.trim().toLowerCase() : '';
    const key = `${seesHidden ? 1 : 0}|${opts.category}|${opts.sort}|${opts.limit}|${opts.cursor ? `c${opts.cursor}` : `p${opts.page}`}|${search}`;
    const kept = this.pages.get(key);
    if (kept) {
      // Most recently used last: the oldest go first when memory is short.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    let load = this.pageLoads.get(key);
    if (!load) {
      const gen = this.listGen;
      const started: Promise<Encoded> = this.loadListPage(ctx, seesHidden, opts).then((page) => {
        if (gen === this.listGen) this.keepPage(key, page);
        return page;
      });
      load = started.finally(() => {
        if (this.pageLoads.get(key) === load) this.pageLoads.delete(key);
      });
      this.pageLoads.set(key, load);
    }
    return load;
  }

  private async loadListPage(ctx: AppContext, seesHidden: boolean, opts: ListOptions): Promise<Encoded> {
    const nobody: Viewer = { id: NOBODY, seesHidden };
    const offset = (opts.page - 1) * opts.limit;
    let rows: ListRows;
    if (!opts.search && !opts.cursor && offset >= ORDER_FROM) {
      const order = await this.order(ctx, seesHidden, opts.category, opts.sort);
      const ids = order.slice(offset, offset + opts.limit);
      const more = order.length > offset + opts.limit;
      rows = ids.length ? await listRowsByIds(ctx, nobody, opts, ids, more) : { rows: [], hasMore: false, nextCursor: null };
    } else {
      rows = await listRows(ctx, nobody, opts);
    }
    const b = new Builder();
    b.text('{"success":true,"posts":[');
    rows.rows.forEach((row, i) => {
      if (i > 0) b.text(',');
      b.item(Buffer.from(shared(JSON.stringify(presentPost(row, true)), POST_TAIL)), POST_TAIL.length, this.shown(row), false);
    });
    b.text(`],"hasMore":${rows.hasMore},"nextCursor":${JSON.stringify(rows.nextCursor)}}`);
    b.hold(await holdersOf(ctx, rows.rows.map((r) => r.id), []));
    return b.done();
  }

  private keepPage(key: string, page: Encoded): void {
    this.pages.set(key, page);
    this.pageBytes += page.buf.length;
    for (const [oldest, p] of this.pages) {
      if (this.pageBytes <= PAGE_BYTES) break;
      this.pages.delete(oldest);
      this.pageBytes -= p.buf.length;
    }
  }

  /** A list's whole order as post ids, loaded once per list (and again after a change). */
  private order(ctx: AppContext, seesHidden: boolean, category: ForumCategoryId, sort: ListOptions['sort']): Promise<string[]> {
    const key = `${seesHidden ? 1 : 0}|${category}|${sort}`;
    let order = this.orders.get(key);
    if (!order) {
      const gen = this.listGen;
      order = listOrder(ctx, seesHidden, category, sort);
      this.orders.set(key, order);
      const drop = () => {
        if (this.orders.get(key) === order) this.orders.delete(key);
      };
      // Kept only when no change came while it loaded (and never when it failed).
      order.then((ids) => (gen === this.listGen ? ids : drop()), drop);
      while (this.orders.size > ORDERS_KEPT) this.orders.delete(this.orders.keys().next().value!);
    }
    return order;
  }

  // ---- post pages

  private detailPage(ctx: AppContext, seesHidden: boolean, postId: string, repliesPage: number, repliesLimit: number): Promise<Encoded> | Encoded {
    this.dropEndedMemberships();
    const key = `${seesHidden ? 1 : 0}|${postId}|${repliesPage}|${repliesLimit}`;
    const kept = this.details.get(key);
    if (kept) {
      this.details.delete(key);
      this.details.set(key, kept);
      return kept;
    }
    const loading = this.detailLoads.get(key);
    if (loading) return loading.load;
    const seq = this.feed.seq;
    const gen = this.authorGen;
    const started = this.loadDetail(ctx, seesHidden, postId, repliesPage, repliesLimit).then((page) => {
      const changed = this.feed.changedSince('forum', `p${postId}`, seq) || this.feed.changedSince('forum', `r${postId}`, seq) || gen !== this.authorGen;
      if (!changed) this.keepDetail(key, postId, page);
      return page;
    });
    const load = started.finally(() => {
      if (this.detailLoads.get(key)?.load === load) this.detailLoads.delete(key);
    });
    this.detailLoads.set(key, { postId, load });
    return load;
  }

  private async loadDetail(ctx: AppContext, seesHidden: boolean, postId: string, repliesPage: number, repliesLimit: number): Promise<Encoded> {
    const { row, replies, total } = await detailRows(ctx, { id: NOBODY, seesHidden }, postId, repliesPage, repliesLimit);
    const b = new Builder();
    b.text('{"success":true,');
    // The post's fields without their braces, the detail's own fields after them (as postDetail spreads them).
    const post = shared(JSON.stringify(presentPost(row, false)), POST_TAIL);
    b.item(Buffer.from(post.slice(1, -1)), POST_TAIL.length - 1, this.shown(row), false);
    b.text(`,"totalReplies":${total},"replies":[`);
    replies.forEach((reply, i) => {
      if (i > 0) b.text(',');
      b.item(Buffer.from(shared(JSON.stringify(presentReply(reply)), REPLY_TAIL)), REPLY_TAIL.length, this.shown(reply), true);
    });
    b.text(`],"repliesPage":${repliesPage},"repliesLimit":${repliesLimit}}`);
    b.hold(await holdersOf(ctx, [row.id], replies.map((r) => r.id)));
    return b.done();
  }

  private keepDetail(key: string, postId: string, page: Encoded): void {
    this.details.set(key, page);
    this.detailBytes += page.buf.length;
    let keys = this.detailKeys.get(postId);
    if (!keys) this.detailKeys.set(postId, (keys = new Set()));
    keys.add(key);
    for (const [oldest, p] of this.details) {
      if (this.detailBytes <= DETAIL_BYTES) break;
      this.dropDetail(oldest, p);
    }
  }

  private dropDetail(key: string, page: Encoded): void {
    this.details.delete(key);
    this.detailBytes -= page.buf.length;
    const postId = key.split('|')[1]!;
    const keys = this.detailKeys.get(postId);
    keys?.delete(key);
    if (keys?.size === 0) this.detailKeys.delete(postId);
  }

  private dropDetails(postId: string): void {
    for (const key of this.detailKeys.get(postId) ?? []) {
      const page = this.details.get(key);
      if (page) this.dropDetail(key, page);
    }
    for (const [key, l] of this.detailLoads) if (l.postId === postId) this.detailLoads.delete(key);
  }

  // ---- notices

  /** Remembers how the row's author is shown (a change to it drops the pages); answers the row. */
  private shown<R extends PostRow | ReplyRow>(row: R): R {
    let shown = this.authors.get(row.author_id);
    if (!shown) this.authors.set(row.author_id, (shown = new Set()));
    shown.add(presentation(row));
    const end = row.membership > 0 && row.membership_ends_at ? row.membership_ends_at.getTime() : Infinity;
    if (end < this.nextMembershipEnd) this.nextMembershipEnd = end;
    return row;
  }

  /** Pages showing a membership whose end has passed go (see nextMembershipEnd). */
  private dropEndedMemberships(): void {
    if (Date.now() >= this.nextMembershipEnd) this.authorChanged();
  }

  /**
   * A player's row changed (`user:` notices come with every balance change too) or their
   * profile did. When they are an author shown by kept pages: loads under way are not kept, and
   * the kept pages go only if how the author is shown changed.
   */
  private authorMayHaveChanged(userId: string): void {
    if (!this.authors.has(userId)) return;
    this.listGen++;
    this.authorGen++;
    this.pageLoads.clear();
    this.detailLoads.clear();
    this.ctx.pool
      .query<AuthorRow>(
        `SELECT u.username, ${activeMembershipSql('u')} AS membership, u.membership_ends_at, u.badges, pr.bio_color, c.nametag_color FROM users u
         LEFT JOIN profiles pr ON pr.user_id = u.id LEFT JOIN customizations c ON c.user_id = u.id WHERE u.id = $1`,
        [userId],
      )
      .then(
        ({ rows }) => {
          const now = rows[0] ? presentation(rows[0]) : null;
          // Every way kept pages show them (a page loaded meanwhile may show them either way).
          const shown = this.authors.get(userId);
          if (shown && [...shown].some((s) => s !== now)) this.authorChanged();
        },
        () => this.authorChanged(),
      );
  }

  private heard(id: string): void {
    const what = id.slice(1);
    switch (id[0]) {
      case 'p':
        this.listsChanged();
        this.dropDetails(what);
        break;
      case 'r':
        this.dropDetails(what);
        break;
      case 'a':
        this.authorMayHaveChanged(what);
        break;
      default:
        this.clear();
    }
  }

  private listsChanged(): void {
    this.listGen++;
    this.pages.clear();
    this.pageBytes = 0;
    this.pageLoads.clear();
    this.orders.clear();
  }

  private authorChanged(): void {
    this.listsChanged();
    this.authorGen++;
    this.details.clear();
    this.detailBytes = 0;
    this.detailKeys.clear();
    this.detailLoads.clear();
    this.authors.clear();
    this.nextMembershipEnd = Infinity;
  }

  private clear(): void {
    this.authorChanged();
  }
}

/** The viewer's answer: the page as kept, or a copy with their flags set. */
function render(page: Encoded, viewerId: string): EncodedJson {
  const mine = page.flags.get(viewerId);
  if (!mine) return page.shared;
  const out = Buffer.from(page.buf);
  for (let i = 0; i < mine.length; i += 2) {
    const m = page.marks[mine[i]!]!;
    const bits = mine[i + 1]!;
    if (m.reply) {
      if (bits & AUTHOR) out.set(TRUE, m.at + R_AUTHOR);
      if (bits & TIPPED) out.set(TRUE, m.at + R_TIPPED);
    } else {
      if (bits & AUTHOR) out.set(TRUE, m.at + P_AUTHOR);
      if (bits & TIPPED) out.set(TRUE, m.at + P_TIPPED);
      if (bits & VOTED) out.set(TRUE, m.at + P_VOTED);
      if (bits & REPLIED) out.set(TRUE, m.at + P_REPLIED);
    }
  }
  return { json: out };
}

const caches = new WeakMap<ChangeFeed, ForumCache>();

/** The process's forum cache when it may answer (change notices heard), else null: read the database. */
export function forumCache(ctx: AppContext): ForumCache | null {
  const feed = ctx.changes;
  if (!feed) return null;
  let cache = caches.get(feed);
  if (!cache) caches.set(feed, (cache = new ForumCache(ctx, feed)));
  return cache.live ? cache : null;
}
