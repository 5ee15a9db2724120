import { sql, type SQL } from 'drizzle-orm';
import type { Balances } from '@common/economy/currency';
import { POST_TIP_COINS, REPLY_TIP_COINS } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import type { DbTransaction } from '../../db/client';
import { tipIn } from '../tips/flow';
import type { Tipper } from '../tips/policy';
import { forumWritten } from './notices';
import { isUuid } from './checks';
import { viewerOf } from './policy';

/**
 * Tips (social-core §4: one-way, once per player) through the one tip flow (tips/flow.ts): in one
 * transaction the rule of tips, the tip row (its unique index makes a concurrent repeat wait,
 * then find the first and be refused) and the counter, then the coins from tipper to author
 * through the ledger.
 */

export interface TipResult {
  message: string;
  tipsCount: number;
  balances: Balances;
}

type User = Tipper & { access: number };

/**
 * The tip's row (`insert`, refused with `already` when the player tipped it before) and its
 * counter (`count`, an UPDATE of the tipped row's tips_count) in one statement: one round trip
 * while the transaction holds its connection. The counter moves only when the row went in.
 * Answers the new count.
 */
async function countedOnce(tx: DbTransaction, insert: SQL, count: SQL, already: string, gone: string): Promise<number> {
  const { rows } = await tx.execute<{ tipped: boolean; tips_count: number | null }>(sql`
    WITH once AS (${insert}), counted AS (${count} AND EXISTS (SELECT 1 FROM once) RETURNING tips_count)
    SELECT EXISTS (SELECT 1 FROM once) AS tipped, (SELECT tips_count FROM counted) AS tips_count`);
  const row = rows[0]!;
  if (!row.tipped) throw new Conflict(already);
  // The tipped post or reply went between the look and the tip (deleted meanwhile): nothing to tip.
  if (row.tips_count === null) throw new NotFound(gone);
  return row.tips_count;
}

/** GET /api/forum/post/:id/tip: 1,000 coins to the post's author. */
export async function tipPost(ctx: AppContext, user: User, postId: string): Promise<TipResult> {
  const viewer = viewerOf(user);
  if (!isUuid(postId)) throw new NotFound(FORUM_TEXT.postNotFound);
  const tipped = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; username: string | null }>(
      sql`SELECT p.author_id, u.username FROM forum_posts p JOIN users u ON u.id = p.author_id
          WHERE p.id = ${postId} ${viewer.seesHidden ? sql`` : sql`AND p.hidden_at IS NULL`}`,
    );
    const post = found.rows[0];
    if (!post) throw new NotFound(FORUM_TEXT.postNotFound);
    const tip = { tipper: user, recipient: { id: post.author_id, username: post.username }, amount: POST_TIP_COINS, ref: postId, insufficient: FORUM_TEXT.tipNeedsCoins(POST_TIP_COINS) };
    return tipIn(tx, tip, async () => {
      const tipsCount = await countedOnce(
        tx,
        sql`INSERT INTO forum_tips (tipper_id, post_id, recipient_id, amount) VALUES (${user.id}, ${postId}, ${post.author_id}, ${POST_TIP_COINS})
            ON CONFLICT (post_id, tipper_id) WHERE reply_id IS NULL DO NOTHING RETURNING id`,
        sql`UPDATE forum_posts SET tips_count = tips_count + 1 WHERE id = ${postId}`,
        FORUM_TEXT.alreadyTippedPost,
        FORUM_TEXT.postNotFound,
      );
      return { message: FORUM_TEXT.postTipped(post.username ?? ''), tipsCount };
    });
  });
  // Its tips count and tippers: the pages holding the post, and lists sorted by tips (notices.ts).
  forumWritten(ctx, user.id, `t${postId}`);
  return tipped;
}

/** GET /api/forum/post/:id/reply/:replyId/tip: 500 coins to the reply's author. */
export async function tipReply(ctx: AppContext, user: User, postId: string, replyId: string): Promise<TipResult> {
  const viewer = viewerOf(user);
  if (!isUuid(postId) || !isUuid(replyId)) throw new NotFound(FORUM_TEXT.replyNotFound);
  const tipped = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; username: string | null }>(
      sql`SELECT r.author_id, u.username FROM forum_replies r JOIN forum_posts p ON p.id = r.post_id JOIN users u ON u.id = r.author_id
          WHERE r.id = ${replyId} AND r.post_id = ${postId} ${viewer.seesHidden ? sql`` : sql`AND r.hidden_at IS NULL AND p.hidden_at IS NULL`}`,
    );
    const reply = found.rows[0];
    if (!reply) throw new NotFound(FORUM_TEXT.replyNotFound);
    const tip = { tipper: user, recipient: { id: reply.author_id, username: reply.username }, amount: REPLY_TIP_COINS, ref: replyId, insufficient: FORUM_TEXT.tipNeedsCoins(REPLY_TIP_COINS) };
    return tipIn(tx, tip, async () => {
      const tipsCount = await countedOnce(
        tx,
        sql`INSERT INTO forum_tips (tipper_id, post_id, reply_id, recipient_id, amount) VALUES (${user.id}, ${postId}, ${replyId}, ${reply.author_id}, ${REPLY_TIP_COINS})
            ON CONFLICT (reply_id, tipper_id) WHERE reply_id IS NOT NULL DO NOTHING RETURNING id`,
        sql`UPDATE forum_replies SET tips_count = tips_count + 1 WHERE id = ${replyId}`,
        FORUM_TEXT.alreadyTippedReply,
        FORUM_TEXT.replyNotFound,
      );
      return { message: FORUM_TEXT.replyTipped(reply.username ?? ''), tipsCount };
    });
  });
  forumWritten(ctx, user.id, `r${postId}`);
  return tipped;
}
