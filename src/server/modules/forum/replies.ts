import { sql } from 'drizzle-orm';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { Forbidden, NotFound } from '../../errors';
import type { Tx } from '../ledger/service';
import { forumChanged } from './notices';
import { consumeRate, isUuid, viewerOf } from './guards';

/**
 * Replies. A post's reply_count counts its replies that are not hidden; it changes in the same
 * statement or transaction as the reply it counts, so lists can sort by it.
 */

/**
 * POST /api/forum/post/:id/reply. The counter's conditional UPDATE both checks the post (there,
 * visible, not locked) and takes its row lock, so a moderator's lock and a reply never cross:
 * after the lock commits no reply gets in. Moderators may still reply to locked and hidden posts.
 */
export async function addReply(ctx: AppContext, user: { id: string; access: number }, postId: string, message: string): Promise<{ id: string; totalReplies: number }> {
  const viewer = viewerOf(user);
  if (!isUuid(postId)) throw new NotFound(FORUM_TEXT.postNotFound);
  await consumeRate(ctx, 'replies', user.id);
  const open = viewer.seesHidden ? sql`` : sql`AND hidden_at IS NULL AND NOT is_locked`;
  const added = await ctx.db.transaction(async (tx) => {
    const counted = await tx.execute<{ reply_count: number }>(
      sql`UPDATE forum_posts SET reply_count = reply_count + 1 WHERE id = ${postId} ${open} RETURNING reply_count`,
    );
    if (!counted.rows[0]) {
      const found = await tx.execute<{ locked: boolean }>(sql`SELECT is_locked AS locked FROM forum_posts WHERE id = ${postId} AND hidden_at IS NULL`);
      if (found.rows[0]?.locked) throw new Forbidden(FORUM_TEXT.locked);
      throw new NotFound(FORUM_TEXT.postNotFound);
    }
    const inserted = await tx.execute<{ id: string }>(sql`INSERT INTO forum_replies (post_id, author_id, message) VALUES (${postId}, ${user.id}, ${message}) RETURNING id`);
    return { id: inserted.rows[0]!.id, totalReplies: counted.rows[0].reply_count };
  });
  forumChanged(ctx, `p${postId}`, `r${postId}`);
  return added;
}

/** POST /api/forum/post/:id/reply/:replyId: the reply's author rewrites it; lastEdited is set. */
export async function editReply(ctx: AppContext, user: { id: string; access: number }, postId: string, replyId: string, message: string): Promise<string> {
  const viewer = viewerOf(user);
  if (!isUuid(postId) || !isUuid(replyId)) throw new NotFound(FORUM_TEXT.replyNotFound);
  const hidden = viewer.seesHidden ? '' : 'AND r.hidden_at IS NULL AND p.hidden_at IS NULL';
  const { rows } = await ctx.pool.query<{ author_id: string }>(
    `SELECT r.author_id FROM forum_replies r JOIN forum_posts p ON p.id = r.post_id WHERE r.id = $1 AND r.post_id = $2 ${hidden}`,
    [replyId, postId],
  );
  if (!rows[0]) throw new NotFound(FORUM_TEXT.replyNotFound);
  if (rows[0].author_id !== user.id) throw new Forbidden(FORUM_TEXT.notReplyAuthor);
  await consumeRate(ctx, 'edits', user.id);
  const updated = await ctx.pool.query<{ last_edited: Date }>(
    'UPDATE forum_replies SET message = $3, last_edited = now() WHERE id = $1 AND author_id = $2 RETURNING last_edited',
    [replyId, user.id, message],
  );
  if (!updated.rows[0]) throw new NotFound(FORUM_TEXT.replyNotFound);
  forumChanged(ctx, `r${postId}`);
  return updated.rows[0].last_edited.toISOString();
}

/**
 * Deletes a reply and keeps its post's count right (My Data's delete; moderation may use it).
 * Answers the reply's post id, or null when there was no such reply (by this author, when
 * `authorId` is given). The caller tells the cache after commit (forumChanged).
 */
export async function deleteReply(tx: Tx, replyId: string, authorId?: string): Promise<string | null> {
  if (!isUuid(replyId)) return null;
  const gone = await tx.execute<{ post_id: string; hidden: boolean }>(
    authorId
      ? sql`DELETE FROM forum_replies WHERE id = ${replyId} AND author_id = ${authorId} RETURNING post_id, hidden_at IS NOT NULL AS hidden`
      : sql`DELETE FROM forum_replies WHERE id = ${replyId} RETURNING post_id, hidden_at IS NOT NULL AS hidden`,
  );
  const row = gone.rows[0];
  if (!row) return null;
  if (!row.hidden) await tx.execute(sql`UPDATE forum_posts SET reply_count = reply_count - 1 WHERE id = ${row.post_id}`);
  return row.post_id;
}

/**
 * Sets a post's reply_count from its rows: for moderation after hiding, showing or deleting
 * replies (call in the same transaction).
 */
export async function recountReplies(tx: Tx, postId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`UPDATE forum_posts SET reply_count = (SELECT count(*) FROM forum_replies WHERE post_id = ${postId} AND hidden_at IS NULL) WHERE id = ${postId} RETURNING reply_count AS n`,
  );
  return rows[0]?.n ?? 0;
}
