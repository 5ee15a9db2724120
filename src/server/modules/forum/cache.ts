import type { forumListResponse, ForumPostDetail } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ChangeFeed } from '../../db/changes';
import { encodedAnswer } from '../../http/encoded';
import { answerFor, holdersOf, PageBuilder, type EncodedPage } from './cache-encoded';
import { TaggedCache, STALE_MS, type Loaded } from './cache-tagged';
import { listOrder, listRows, listRowsByIds, type ListOptions, type ListRows } from './list';
import type { Viewer } from './policy';
import { detailRows } from './posts';
import { presentPost, presentReply, type AuthorRow } from './present';

/**
 * The forum's hot reads from memory: list pages (any category, sort, page, cursor or search)
 * and post pages, so a page asked for again costs no database round trip, whoever asks (on this
 * kind of machine one round trip costs more than the whole page). Each is cached encoded with its
 * viewers' flags apart (cache-encoded.ts) and tagged with what it shows (cache-tagged.ts).
 *
 * Freshness, only while the process hears change notices (db/changes.ts; `live` false, or no
 * feed in tests: callers read the database). Migration 0027's triggers say what changed, for
 * every writer, and a change touches only the pages that show it (they reload at their next
 * request, answered meanwhile as they were for at most a second, but never to the change's
 * writer: cache-tagged.ts):
 *   k<category>  a post came, went, moved, was pinned or hidden, or its words changed: the lists
 *                of its category and of All posts (and their whole orders)
 *   c<post>      what pages show of the post (lock, NSFW votes, who tipped, voted, replied):
 *                the pages holding it; t<post> also lists sorted by tips, n<post> by replies
 *   r<post>      its replies: its post pages;  p<post>: every list and its post pages go at
 *                once (writers that know no better: moderation, My Data, reports)
 *   author       how a player is shown as an author (name, membership, badges, colours): the
 *                pages showing them. Balance and honor changes send no such notice.
 * A membership ends by the clock, without a write: a page showing one is cached until that end.
 * The forum's own writers tell their process at once after commit, naming the writer
 * (notices.ts), so a player's next request sees their own write; other processes hear it at
 * their next poll.
 *
 * Deep pages by number (offset ORDER_FROM and beyond, no search) are cut from the list's whole
 * order, kept as post ids (listOrder): page 2,000 costs a slice and the page's 35 rows, not a
 * walk and sort of 70,000 keys.
 */

/** An id no player has: the shared loads' flags are all false. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
/** Pages by number from this offset on are cut from the cached order. */
export const ORDER_FROM = 1_000;
/**
 * A stale page reloads at most this often (TaggedCache's reloadGapMs): under steady writes
 * the pages showing busy posts went stale during each reload and reloaded back to back. Others
 * still see a change within about this plus one load, well inside STALE_MS.
 */
export const RELOAD_GAP_MS = 250;

/** Tags a list page (or a list's order) has before it is read; it may find posts and authors. */
const listTags = (category: ForumCategoryId, sort: ListOptions['sort']) => ['lists', `list:${category}`, `sort:${sort}`];
const LIST_FINDS = ['post:', 'author:'];
const detailTags = (postId: string) => [`detail:${postId}`, `post:${postId}`];
const DETAIL_FINDS = ['author:'];

type ListAnswer = z.infer<typeof forumListResponse>;

export class ForumCache {
  private readonly clock = () => this.feed.seq;
  private readonly lists = new TaggedCache<EncodedPage>(64 * 1024 * 1024, (p) => p.buf.length, this.clock, true, RELOAD_GAP_MS);
  private readonly details = new TaggedCache<EncodedPage>(32 * 1024 * 1024, (p) => p.buf.length, this.clock, true, RELOAD_GAP_MS);
  /** Whole orders as post ids (a uuid string: about 50 bytes cached); never answered stale, as deep pages are cut from them. */
  private readonly orders = new TaggedCache<string[]>(32 * 1024 * 1024, (ids) => ids.length * 50, this.clock, false);

  /** Players' own last forum writes heard by this process: the feed's seq then, and when; oldest first. */
  private readonly writes = new Map<string, { seq: number; at: number }>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly ctx: AppContext,
    private readonly feed: ChangeFeed,
  ) {
    this.unsubscribe = [
      feed.on('forum', (id) => this.invalidate(id)),
      feed.on('author', (id) => this.drop(`author:${id}`)),
      feed.onReset(() => this.clear()),
    ];
  }

  /** Stops listening to change notices and drops every page (the app's close). */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.clear();
  }

  get live(): boolean {
    return this.feed.live;
  }

  /** Notes a forum write of the player's own, just heard (notices.ts forumWritten). */
  wrote(userId: string): void {
    const now = Date.now();
    this.writes.delete(userId);
    this.writes.set(userId, { seq: this.feed.seq, at: now });
    // Oldest first: no page stays stale longer than STALE_MS, so no mark is needed longer.
    for (const [id, mark] of this.writes) {
      if (now - mark.at < STALE_MS) break;
      this.writes.delete(id);
    }
  }

  /** When this process heard the viewer's own last write (0: none lately): no page from before it is theirs to see stale. */
  private mine(userId: string): number {
    return this.writes.get(userId)?.seq ?? 0;
  }

  /** GET /api/forum/:category from memory (see above): no promise when the page is cached. */
  list(viewer: Viewer, opts: ListOptions): ListAnswer | Promise<ListAnswer> {
    const search = opts.search ? opts.search.trim().toLowerCase() : '';
    const key = `${viewer.seesHidden ? 1 : 0}|${opts.category}|${opts.sort}|${opts.limit}|${opts.cursor ? `c${opts.cursor}` : `p${opts.page}`}|${search}`;
    const page = this.lists.get(key, listTags(opts.category, opts.sort), LIST_FINDS, () => this.loadList(viewer.seesHidden, opts), this.mine(viewer.id));
    const answer = (p: EncodedPage) => encodedAnswer<ListAnswer>(this.ctx, answerFor(p, viewer.id));
    return page instanceof Promise ? page.then(answer) : answer(page);
  }

  /** GET /api/forum/post/:id from memory (see above). */
  detail(viewer: Viewer, id: string, repliesPage: number, repliesLimit: number): ForumPostDetail | Promise<ForumPostDetail> {
    const key = `${viewer.seesHidden ? 1 : 0}|${id}|${repliesPage}|${repliesLimit}`;
    const page = this.details.get(key, detailTags(id), DETAIL_FINDS, () => this.loadDetail(viewer.seesHidden, id, repliesPage, repliesLimit), this.mine(viewer.id));
    const answer = (p: EncodedPage) => encodedAnswer<ForumPostDetail>(this.ctx, answerFor(p, viewer.id));
    return page instanceof Promise ? page.then(answer) : answer(page);
  }

  private async loadList(seesHidden: boolean, opts: ListOptions): Promise<Loaded<EncodedPage>> {
    const nobody: Viewer = { id: NOBODY, seesHidden };
    const offset = (opts.page - 1) * opts.limit;
    let rows: ListRows;
    if (!opts.search && !opts.cursor && offset >= ORDER_FROM) {
      const order = await this.order(seesHidden, opts.category, opts.sort);
      const ids = order.slice(offset, offset + opts.limit);
      rows = ids.length ? await listRowsByIds(this.ctx, nobody, opts, ids, order.length > offset + opts.limit) : { rows: [], hasMore: false, nextCursor: null };
    } else {
      rows = await listRows(this.ctx, nobody, opts);
    }
    const b = new PageBuilder();
    b.text('{"success":true,"posts":[');
    rows.rows.forEach((row, i) => {
      if (i > 0) b.text(',');
      b.post(JSON.stringify(presentPost(row, true)), row);
    });
    b.text(`],"hasMore":${rows.hasMore},"nextCursor":${JSON.stringify(rows.nextCursor)}}`);
    b.hold(await holdersOf(this.ctx, rows.rows.map((r) => r.id), []));
    return shows(await gzipped(b.done()), listTags(opts.category, opts.sort), rows.rows, []);
  }

  /** A list's whole order as post ids, loaded once per list (and again after a change). */
  private order(seesHidden: boolean, category: ForumCategoryId, sort: ListOptions['sort']): string[] | Promise<string[]> {
    const tags = listTags(category, sort);
    return this.orders.get(`${seesHidden ? 1 : 0}|${category}|${sort}`, tags, [], async () => ({ value: await listOrder(this.ctx, seesHidden, category, sort), tags }));
  }

  private async loadDetail(seesHidden: boolean, postId: string, repliesPage: number, repliesLimit: number): Promise<Loaded<EncodedPage>> {
    const { row, replies, total } = await detailRows(this.ctx, { id: NOBODY, seesHidden }, postId, repliesPage, repliesLimit);
    const b = new PageBuilder();
    b.text('{"success":true,');
    // The post's fields without their braces, the detail's own fields after them (as postDetail spreads them).
    b.post(JSON.stringify(presentPost(row, false)), row, true);
    b.text(`,"totalReplies":${total},"replies":[`);
    replies.forEach((reply, i) => {
      if (i > 0) b.text(',');
      b.reply(JSON.stringify(presentReply(reply)), reply);
    });
    b.text(`],"repliesPage":${repliesPage},"repliesLimit":${repliesLimit}}`);
    b.hold(await holdersOf(this.ctx, [row.id], replies.map((r) => r.id)));
    return shows(await gzipped(b.done()), detailTags(postId), [row], replies);
  }

  /** A forum change notice: the pages showing what changed are invalidated (see above). */
  private invalidate(notice: string): void {
    const id = notice.slice(1);
    switch (notice[0]) {
      case 'k':
        this.drop(`list:${id}`);
        this.drop('list:all');
        break;
      case 'c':
        this.drop(`post:${id}`);
        break;
      case 't':
        this.drop(`post:${id}`);
        this.drop('sort:top');
        break;
      case 'n':
        this.drop(`post:${id}`);
        this.drop('sort:replies');
        break;
      case 'r':
        this.drop(`detail:${id}`);
        break;
      case 'p':
        this.drop('lists', true);
        this.drop(`detail:${id}`, true);
        this.drop(`post:${id}`, true);
        break;
      default:
        this.clear();
    }
  }

  private drop(tag: string, hard = false): void {
    this.lists.drop(tag, hard);
    this.details.drop(tag, hard);
    this.orders.drop(tag, hard);
  }

  private clear(): void {
    this.lists.clear();
    this.details.clear();
    this.orders.clear();
  }
}

/**
 * The page once its shared gzip is made (zlib's thread pool, about a millisecond for a list
 * page): readers are answered the page before it meanwhile (stale) or wait for the load
 * anyway. Made on first use instead, every reload went out uncompressed (three to four times
 * the bytes) to everyone reading in the moment before it was ready, which under steady writes
 * was a large share of all answers.
 */
async function gzipped(page: EncodedPage): Promise<EncodedPage> {
  await page.shared.compressed?.made();
  return page;
}

/** A loaded page with its tags: what it holds for sure, its posts and its authors; cached until the first membership it shows ends. */
function shows(page: EncodedPage, known: string[], posts: (AuthorRow & { id: string; author_id: string })[], replies: (AuthorRow & { author_id: string })[]): Loaded<EncodedPage> {
  const tags = new Set(known);
  let expiresAt = Infinity;
  for (const row of [...posts, ...replies]) {
    tags.add(`author:${row.author_id}`);
    if (row.membership > 0 && row.membership_ends_at) expiresAt = Math.min(expiresAt, row.membership_ends_at.getTime());
  }
  for (const row of posts) tags.add(`post:${row.id}`);
  return { value: page, tags: [...tags], expiresAt };
}

/** The process's forum cache when it may answer (change notices heard), else null: read the database. */
export function forumCache(ctx: AppContext): ForumCache | null {
  const cache = ctx.services.forumCache;
  return cache?.live ? cache : null;
}
