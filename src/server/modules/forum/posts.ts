import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ForumPostDetail } from '@common/api/routes/forum';
import type { Balances } from '@common/economy/currency';
import { POST_FEE_GEMS } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../errors';
import { spendOnce } from '../ledger/idempotency';
import { spend } from '../ledger/service';
import { activeMembershipSql } from '../users/membership';
import { forumWritten } from './notices';
import { openWordCase, screenText, screenTexts, usesListedWords } from '../words/screen';
import { consumeRate, isUuid } from './checks';
import { assertCanCreatePost, assertCanEditPost, viewerOf, type ForumActor, type Viewer } from './policy';
import { forumPosts } from './schema';
import { authorAndFlags, authorJoins, postColumns, presentPost, presentReply, type PostRow, type ReplyRow } from './present';

/** Creating, editing and reading one post. Replies: replies.ts; tips: tips.ts; votes: votes.ts. */

export interface NewPost {
  title: string;
  category: string;
  message: string;
}

/**
 * POST /api/forum/post: 1 gem through the ledger in the insert's transaction (no gem, no post;
 * a refused post costs nothing). With an Idempotency-Key a retried submit answers the first
 * post and is charged nothing.
 */
export async function createPost(
  ctx: AppContext,
  req: FastifyRequest,
  user: ForumActor,
  post: NewPost,
): Promise<{ id: string; balances: Balances; message?: string }> {
  if (post.category === 'all') throw new Invalid(FORUM_TEXT.allIsFilter, 'category');
  assertCanCreatePost(user, post.category);
  await consumeRate(ctx, 'posts', user.id);
  // The word filter (words/screen.ts): censored words replaced; a listed word also marks the post NSFW.
  const verdict = await screenTexts(ctx, [post.title, post.message], { where: 'forumPost', authorId: user.id });
  const [title, message] = verdict.texts as [string, string];
  const created = await spendOnce(ctx, req, user.id, async (tx) => {
    const [row] = await tx
      .insert(forumPosts)
      .values({ authorId: user.id, category: post.category, title, message, automaticallyNsfw: verdict.hits.length > 0 })
      .returning({ id: forumPosts.id });
    const id = row!.id;
    const balances = await spend(tx, user.id, 'gems', POST_FEE_GEMS, 'post_fee', id);
    await openWordCase(ctx, tx, verdict, { type: 'forumPost', id });
    // `hide`: hidden as a moderator hides a post (moderators still see it), after its case read it.
    if (verdict.hidden) await tx.update(forumPosts).set({ hiddenAt: sql`now()` }).where(eq(forumPosts.id, id));
    return { id, balances, ...(verdict.hidden ? { message: WORDS_TEXT.postHeld } : {}) };
  });
  // A new post: the lists of its category and of All posts (notices.ts).
  forumWritten(ctx, user.id, `k${post.category}`);
  return created;
}

/** The post as the viewer may see it (hidden posts only for moderators), or NotFound 'Post not found'. */
export async function visiblePost(ctx: AppContext, viewer: Viewer, id: string, fullMessage: boolean): Promise<PostRow> {
  if (!isUuid(id)) throw new NotFound(FORUM_TEXT.postNotFound);
  const { rows } = await ctx.pool.query<PostRow>(
    `SELECT ${postColumns(fullMessage)}, ${authorAndFlags} FROM forum_posts p ${authorJoins('p')}
     WHERE p.id = $2 ${viewer.seesHidden ? '' : 'AND p.hidden_at IS NULL'}`,
    [viewer.id, id],
  );
  if (!rows[0]) throw new NotFound(FORUM_TEXT.postNotFound);
  return rows[0];
}

/** GET /api/forum/post/:id/quick-info: the preview card's fields. */
export async function quickInfo(ctx: AppContext, viewer: Viewer, id: string) {
  const row = await visiblePost(ctx, viewer, id, false);
  return { success: true as const, ...presentPost(row, true), totalReplies: row.reply_count };
}

/**
 * GET /api/forum/post/:id: the whole post and one page of its replies, oldest first.
 * Moderators see hidden replies too (and count them in totalReplies).
 */
export async function postDetail(ctx: AppContext, viewer: Viewer, id: string, repliesPage: number, repliesLimit: number): Promise<ForumPostDetail> {
  const { row, replies, total } = await detailRows(ctx, viewer, id, repliesPage, repliesLimit);
  return {
    success: true,
    ...presentPost(row, false),
    totalReplies: total,
    replies: replies.map(presentReply),
    repliesPage,
    repliesLimit,
  };
}

/** What postDetail shows, as rows (the viewer's flags as the database says): for postDetail and the cache (cache.ts). */
export async function detailRows(ctx: AppContext, viewer: Viewer, id: string, repliesPage: number, repliesLimit: number): Promise<{ row: PostRow; replies: ReplyRow[]; total: number }> {
  const row = await visiblePost(ctx, viewer, id, true);
  const hidden = viewer.seesHidden ? '' : 'AND r.hidden_at IS NULL';
  const [replies, total] = await Promise.all([
    ctx.pool.query<ReplyRow>(
      `SELECT r.id, r.post_id, r.author_id, r.message, r.created_at, r.last_edited, r.tips_count, r.hidden_at IS NOT NULL AS is_hidden,
         u.username, ${activeMembershipSql('u')} AS membership, u.membership_ends_at, u.badges, pr.bio_color, c.nametag_color, r.author_id = $1 AS is_author,
         EXISTS (SELECT 1 FROM forum_tips t WHERE t.reply_id = r.id AND t.tipper_id = $1) AS has_tipped
       FROM forum_replies r ${authorJoins('r')}
       WHERE r.post_id = $2 ${hidden}
       ORDER BY r.created_at, r.id OFFSET $3 LIMIT $4`,
      [viewer.id, id, (repliesPage - 1) * repliesLimit, repliesLimit],
    ),
    viewer.seesHidden
      ? ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM forum_replies WHERE post_id = $1', [id]).then((r) => r.rows[0]!.n)
      : Promise.resolve(row.reply_count),
  ]);
  return { row, replies: replies.rows, total };
}

/**
 * POST /api/forum/post/:id: the author rewrites the content (same rules as a new post);
 * lastEdited is set. The post's row is locked while the policy decides, so a moderator's lock
 * and an edit never cross: once the lock commits, the author's edits are refused.
 */
export async function editPost(ctx: AppContext, user: ForumActor, id: string, message: string): Promise<string> {
  if (!isUuid(id)) throw new NotFound(FORUM_TEXT.postNotFound);
  const visible = viewerOf(user).seesHidden ? sql`` : sql`AND hidden_at IS NULL`;
  // Counted before the transaction: the limiter may need a connection of the pool itself.
  await consumeRate(ctx, 'edits', user.id);
  const edited = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; is_locked: boolean; title: string }>(
      sql`SELECT author_id, is_locked, title FROM forum_posts WHERE id = ${id} ${visible} FOR NO KEY UPDATE`,
    );
    const post = found.rows[0];
    if (!post) throw new NotFound(FORUM_TEXT.postNotFound);
    assertCanEditPost(user, { authorId: post.author_id, isLocked: post.is_locked });
    const verdict = await screenText(ctx, message, { where: 'forumPost', authorId: user.id });
    const nsfw = verdict.hits.length > 0 || (await usesListedWords(ctx, post.title));
    const updated = await tx.execute<{ last_edited: Date | string }>(
      sql`UPDATE forum_posts SET message = ${verdict.text}, last_edited = now(), automatically_nsfw = ${nsfw} WHERE id = ${id} RETURNING last_edited`,
    );
    await openWordCase(ctx, tx, verdict, { type: 'forumPost', id });
    if (verdict.hidden) await tx.execute(sql`UPDATE forum_posts SET hidden_at = now() WHERE id = ${id} AND hidden_at IS NULL`);
    return new Date(updated.rows[0]!.last_edited);
  });
  forumWritten(ctx, user.id, `p${id}`);
  return edited.toISOString();
}
