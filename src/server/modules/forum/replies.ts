import { sql } from 'drizzle-orm';
import { FORUM_TEXT } from '@common/forum/texts';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import type { Tx } from '../../db/client';
import { forumWritten } from './notices';
import { openWordCase, screenText } from '../words/screen';
import { consumeRate, isUuid } from './checks';
import { assertCanEditReply, assertCanReply, viewerOf, type ForumActor } from './policy';

/**
 * Replies. A post's reply_count counts its replies that are not hidden; it changes in the same
 * statement or transaction as the reply it counts, so lists can sort by it.
 */

/**
 * POST /api/forum/post/:id/reply. The post's row is locked while the policy decides (there,
 * visible, not locked, no block with its author: policy.ts), so a moderator's lock and a reply
 * never cross: after the lock commits no reply gets in. The counter changes in the same
 * transaction as the reply it counts.
 */
export async function addReply(ctx: AppContext, user: ForumActor, postId: string, message: string): Promise<{ id: string; totalReplies: number; message?: string }> {
  if (!isUuid(postId)) throw new NotFound(FORUM_TEXT.postNotFound);
  const visible = viewerOf(user).seesHidden ? sql`` : sql`AND p.hidden_at IS NULL`;
  // Counted before the transaction: the limiter may need a connection of the pool itself.
  await consumeRate(ctx, 'replies', user.id);
  // The word filter (words/screen.ts); a `hide` reply is stored hidden and not counted.
  const verdict = await screenText(ctx, message, { where: 'forumReply', authorId: user.id });
  const added = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; username: string | null; is_locked: boolean }>(
      sql`SELECT p.author_id, u.username, p.is_locked FROM forum_posts p JOIN users u ON u.id = p.author_id
          WHERE p.id = ${postId} ${visible} FOR NO KEY UPDATE OF p`,
    );
    const post = found.rows[0];
    if (!post) throw new NotFound(FORUM_TEXT.postNotFound);
    await assertCanReply(tx, user, { authorId: post.author_id, authorName: post.username, isLocked: post.is_locked });
    const step = verdict.hidden ? 0 : 1;
    // The reply and its post's counter in one statement: one round trip while the post's row is held.
    const added = await tx.execute<{ id: string; reply_count: number }>(sql`
      WITH counted AS (UPDATE forum_posts SET reply_count = reply_count + ${step} WHERE id = ${postId} RETURNING reply_count),
      inserted AS (INSERT INTO forum_replies (post_id, author_id, message) VALUES (${postId}, ${user.id}, ${verdict.text}) RETURNING id)
      SELECT (SELECT id FROM inserted) AS id, (SELECT reply_count FROM counted) AS reply_count`);
    const { id, reply_count } = added.rows[0]!;
    await openWordCase(ctx, tx, verdict, { type: 'forumReply', id });
    if (verdict.hidden) await tx.execute(sql`UPDATE forum_replies SET hidden_at = now() WHERE id = ${id}`);
    return { id, totalReplies: reply_count, ...(verdict.hidden ? { message: WORDS_TEXT.postHeld } : {}) };
  });
  // Its reply count and repliers (lists sorted by replies too), and its post pages (notices.ts).
  forumWritten(ctx, user.id, `n${postId}`, `r${postId}`);
  return added;
}

/**
 * POST /api/forum/post/:id/reply/:replyId: the reply's author rewrites it; lastEdited is set.
 * The reply and its post are locked while the policy decides, so a lock that commits first
 * refuses the edit.
 */
export async function editReply(ctx: AppContext, user: ForumActor, postId: string, replyId: string, message: string): Promise<string> {
  if (!isUuid(postId) || !isUuid(replyId)) throw new NotFound(FORUM_TEXT.replyNotFound);
  const visible = viewerOf(user).seesHidden ? sql`` : sql`AND r.hidden_at IS NULL AND p.hidden_at IS NULL`;
  await consumeRate(ctx, 'edits', user.id);
  const edited = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; is_locked: boolean }>(
      sql`SELECT r.author_id, p.is_locked FROM forum_replies r JOIN forum_posts p ON p.id = r.post_id
          WHERE r.id = ${replyId} AND r.post_id = ${postId} ${visible} FOR NO KEY UPDATE OF r FOR SHARE OF p`,
    );
    const reply = found.rows[0];
    if (!reply) throw new NotFound(FORUM_TEXT.replyNotFound);
    assertCanEditReply(user, { authorId: reply.author_id, postLocked: reply.is_locked });
    const verdict = await screenText(ctx, message, { where: 'forumReply', authorId: user.id });
    const updated = await tx.execute<{ last_edited: Date | string }>(
      sql`UPDATE forum_replies SET message = ${verdict.text}, last_edited = now() WHERE id = ${replyId} RETURNING last_edited`,
    );
    await openWordCase(ctx, tx, verdict, { type: 'forumReply', id: replyId });
    const hid = verdict.hidden ? (await tx.execute(sql`UPDATE forum_replies SET hidden_at = now() WHERE id = ${replyId} AND hidden_at IS NULL`)).rowCount : 0;
    if (hid) await recountReplies(tx, postId);
    return { at: new Date(updated.rows[0]!.last_edited), hid: !!hid };
  });
  // A reply hidden by the word filter changes its post's count too.
  if (edited.hid) forumWritten(ctx, user.id, `n${postId}`, `r${postId}`);
  else forumWritten(ctx, user.id, `r${postId}`);
  return edited.at.toISOString();
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
