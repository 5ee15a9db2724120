import type { forumListResponse, ForumPostDetail } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import type { Viewer } from './guards';
import { listOrder, listRows, listRowsByIds, type ListOptions, type ListRows } from './list';
import { detailRows } from './posts';
import { presentPost, presentReply, type AuthorRow, type PostRow, type ReplyRow } from './present';

/**
 * The forum's hot reads from memory: list pages (with or without a search) and post pages, so
 * a page a player asks for again costs no database round trip (on this kind of machine one
 * round trip costs more than the whole page).
 *
 * What is kept is what every viewer sees alike: each page's answer encoded once as JSON with
 * the viewer's own flags (isAuthor, hasTipped, hasNSFWVoted, hasReplied; a reply's isAuthor and
 * hasTipped) written `false` at known byte offsets. A viewer's answer is that buffer as is, or a
 * copy with `true ` (JSON allows the space) written over the flags that are theirs, from their
 * relations: the posts they tipped, voted on and replied to and the replies they tipped, read
 * once per viewer (one statement) and kept until a notice concerns them.
 *
 * Freshness: only while the process hears change notices (db/changes.ts; migration 0016's
 * triggers send `forum:` notices for every write, whoever makes it): `forum:p<post>` drops every
 * list page (orders, counters and what a page shows may all have changed) and that post's
 * pages; `forum:r<post>` that post's pages; `forum:v<player>` the player's relations;
 * `forum:a<player>` and `user:<player>` (the author's name, badges and colours) everything
 * showing that author. The forum's own writers deliver their notices to this process at once
 * after commit (`forumChanged`), so a player's next request sees their own change; other
 * processes drop theirs when the database's notice arrives. A load begun before a notice is
 * answered but not kept. Without notices (`live` false, or no feed in tests) callers read the
 * database as before.
 *
 * Deep pages by number (offset ORDER_FROM and beyond, no search) are cut from the list's whole
 * order, kept as post ids (listOrder): page 2,000 costs a slice and the page's 35 rows, not a
 * walk and sort of 70,000 keys.
 */

/** An id no player has: the shared loads' flags are all false. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const PAGE_BYTES = 64 * 1024 * 1024;
const DETAIL_BYTES = 32 * 1024 * 1024;
const VIEWERS_KEPT = 20_000;
const ORDERS_KEPT = 16;
/** Pages by number from this offset on are cut from the kept order. */
export const ORDER_FROM = 1_000;
/** Ids named by kept things are numbered (the relations keep numbers); past this many, start over. */
const IDS_MAX = 2_000_000;

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

/** A post or reply inside an encoded answer: whose it is, and where its flags' tail starts. */
interface Mark {
  reply: boolean;
  /** The post's or reply's number (ForumCache.idOf). */
  key: number;
  authorId: string;
  at: number;
}

interface Encoded {
  buf: Buffer;
  marks: Mark[];
}

/**
 * What one player did to posts and replies: post or reply number (ForumCache.idOf) -> bits
 * (one lookup per post of a page).
 */
type Relations = Map<number, number>;
const TIPPED = 1;
const TIPPED_REPLY = 2;
const VOTED = 4;
const REPLIED = 8;
/** Bits by the relation query's kind column. */
const KIND_BITS = [TIPPED, TIPPED_REPLY, VOTED, REPLIED];

/** The encoded answer behind a response object (a symbol: invisible to JSON and zod). */
const ENCODED = Symbol('encoded');

/**
 * The routes' serializer for answers from the cache: the encoded bytes as they are. Fastify
 * types a serializer as returning a string; it sends the Buffer this one returns as is.
 */
export const encodedJson = ((payload: unknown) => (payload as { [ENCODED]?: Buffer })[ENCODED] ?? JSON.stringify(payload)) as (payload: unknown) => string;

class Builder {
  private parts: Buffer[] = [];
  private size = 0;
  readonly marks: Mark[] = [];

  text(s: string): void {
    this.push(Buffer.from(s));
  }

  /** JSON of a post or reply whose flags' tail is its last `tailLength` bytes. */
  item(bytes: Buffer, tailLength: number, mark: Omit<Mark, 'at'>): void {
    this.marks.push({ ...mark, at: this.size + bytes.length - tailLength });
    this.push(bytes);
  }

  done(): Encoded {
    return { buf: Buffer.concat(this.parts, this.size), marks: this.marks };
  }

  private push(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
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
  private viewers = new Map<string, Relations>();
  private viewerLoads = new Map<string, Promise<Relations>>();
  private ids = new Map<string, number>();
  /** Authors shown by kept pages, with how they were shown (name, membership, badges, colours). */
  private authors = new Map<string, Set<string>>();
  /** Bumped whenever list pages are dropped: a load begun before is not kept. */
  private listGen = 0;
  /** Bumped whenever authors' presentation may have changed (post pages check it). */
  private authorGen = 0;
  /** Bumped when `ids` starts over: relations numbered before are not kept. */
  private idsGen = 0;

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
    const [page, rel] = await Promise.all([this.listPage(ctx, viewer.seesHidden, opts), this.relations(ctx, viewer.id)]);
    return this.answer<ListAnswer>(this.render(page, viewer.id, rel));
  }

  /** GET /api/forum/post/:id from memory (see above). */
  async detail(ctx: AppContext, viewer: Viewer, id: string, repliesPage: number, repliesLimit: number): Promise<ForumPostDetail> {
    const [page, rel] = await Promise.all([this.detailPage(ctx, viewer.seesHidden, id, repliesPage, repliesLimit), this.relations(ctx, viewer.id)]);
    return this.answer<ForumPostDetail>(this.render(page, viewer.id, rel));
  }

  /** A response object for the bytes: outside production the parsed answer too, so routes check it against the contract. */
  private answer<T>(buf: Buffer): T {
    const out = (this.ctx.config.NODE_ENV === 'production' ? {} : JSON.parse(buf.toString('utf8'))) as Record<PropertyKey, unknown>;
    Object.defineProperty(out, ENCODED, { value: buf });
    return out as T;
  }

  private render(page: Encoded, viewerId: string, rel: Relations): Buffer {
    let out: Buffer | null = null;
    for (const m of page.marks) {
      const author = m.authorId === viewerId;
      const bits = rel.get(m.key) ?? 0;
      if (!author && bits === 0) continue;
      out ??= Buffer.from(page.buf);
      if (m.reply) {
        if (author) out.set(TRUE, m.at + R_AUTHOR);
        if (bits & TIPPED_REPLY) out.set(TRUE, m.at + R_TIPPED);
      } else {
        if (author) out.set(TRUE, m.at + P_AUTHOR);
        if (bits & TIPPED) out.set(TRUE, m.at + P_TIPPED);
        if (bits & VOTED) out.set(TRUE, m.at + P_VOTED);
        if (bits & REPLIED) out.set(TRUE, m.at + P_REPLIED);
      }
    }
    return out ?? page.buf;
  }

  // ---- list pages

  private listPage(ctx: AppContext, seesHidden: boolean, opts: ListOptions): Promise<Encoded> | Encoded {
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
      b.item(Buffer.from(shared(JSON.stringify(presentPost(row, true)), POST_TAIL)), POST_TAIL.length, this.markOf(row, false));
    });
    b.text(`],"hasMore":${rows.hasMore},"nextCursor":${JSON.stringify(rows.nextCursor)}}`);
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
    b.item(Buffer.from(post.slice(1, -1)), POST_TAIL.length - 1, this.markOf(row, false));
    b.text(`,"totalReplies":${total},"replies":[`);
    replies.forEach((reply, i) => {
      if (i > 0) b.text(',');
      b.item(Buffer.from(shared(JSON.stringify(presentReply(reply)), REPLY_TAIL)), REPLY_TAIL.length, this.markOf(reply, true));
    });
    b.text(`],"repliesPage":${repliesPage},"repliesLimit":${repliesLimit}}`);
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

  // ---- viewers

  private relations(ctx: AppContext, userId: string): Promise<Relations> | Relations {
    const kept = this.viewers.get(userId);
    if (kept) {
      this.viewers.delete(userId);
      this.viewers.set(userId, kept);
      return kept;
    }
    let load = this.viewerLoads.get(userId);
    if (!load) {
      const seq = this.feed.seq;
      const gen = this.idsGen;
      const started = this.loadRelations(ctx, userId).then((rel) => {
        if (gen === this.idsGen && !this.feed.changedSince('forum', `v${userId}`, seq)) {
          this.viewers.set(userId, rel);
          if (this.viewers.size > VIEWERS_KEPT) this.viewers.delete(this.viewers.keys().next().value!);
        }
        return rel;
      });
      load = started.finally(() => {
        if (this.viewerLoads.get(userId) === load) this.viewerLoads.delete(userId);
      });
      this.viewerLoads.set(userId, load);
    }
    return load;
  }

  private async loadRelations(ctx: AppContext, userId: string): Promise<Relations> {
    const text = `SELECT 0 AS k, post_id AS id FROM forum_tips WHERE tipper_id = $1 AND reply_id IS NULL
      UNION ALL SELECT 1, reply_id FROM forum_tips WHERE tipper_id = $1 AND reply_id IS NOT NULL
      UNION ALL SELECT 2, post_id FROM forum_nsfw_votes WHERE voter_id = $1
      UNION ALL (SELECT DISTINCT 3, post_id FROM forum_replies WHERE author_id = $1)`;
    const { rows } = await ctx.pool.query<[number, string]>({ name: 'forum_viewer_relations', text, values: [userId], rowMode: 'array' });
    const rel: Relations = new Map();
    for (const [k, id] of rows) {
      const n = this.idOf(id);
      rel.set(n, (rel.get(n) ?? 0) | KIND_BITS[k]!);
    }
    return rel;
  }

  // ---- notices

  private idOf(id: string): number {
    let n = this.ids.get(id);
    if (n === undefined) {
      if (this.ids.size >= IDS_MAX) this.clear();
      this.ids.set(id, (n = this.ids.size));
    }
    return n;
  }

  private markOf(row: PostRow | ReplyRow, reply: boolean): Omit<Mark, 'at'> {
    let shown = this.authors.get(row.author_id);
    if (!shown) this.authors.set(row.author_id, (shown = new Set()));
    shown.add(presentation(row));
    return { reply, key: this.idOf(row.id), authorId: row.author_id };
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
        `SELECT u.username, u.membership, u.badges, pr.bio_color, c.nametag_color FROM users u
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
      case 'v':
        this.viewers.delete(what);
        this.viewerLoads.delete(what);
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
  }

  private clear(): void {
    this.authorChanged();
    this.viewers.clear();
    this.viewerLoads.clear();
    this.ids.clear();
    this.idsGen++;
  }
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
