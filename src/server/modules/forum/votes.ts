import { sql } from 'drizzle-orm';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { forumWritten } from './notices';
import { isUuid } from './checks';
import { viewerOf } from './policy';

/**
 * POST /api/forum/post/:id/nsfw: toggles the viewer's vote. The post's row is locked first, so
 * toggles on one post run one at a time: each sees the last one's vote and the counter always
 * equals the votes.
 */
export async function toggleNsfwVote(ctx: AppContext, user: { id: string; access: number }, postId: string): Promise<{ message: string; hasNSFWVoted: boolean; nsfwVotes: number }> {
  const viewer = viewerOf(user);
  if (!isUuid(postId)) throw new NotFound(FORUM_TEXT.postNotFound);
  const toggled = await ctx.db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`SELECT 1 FROM forum_posts WHERE id = ${postId} ${viewer.seesHidden ? sql`` : sql`AND hidden_at IS NULL`} FOR NO KEY UPDATE`,
    );
    if (!locked.rows[0]) throw new NotFound(FORUM_TEXT.postNotFound);
    const removed = await tx.execute(sql`DELETE FROM forum_nsfw_votes WHERE post_id = ${postId} AND voter_id = ${user.id} RETURNING 1`);
    const voted = removed.rows.length === 0;
    if (voted) await tx.execute(sql`INSERT INTO forum_nsfw_votes (post_id, voter_id) VALUES (${postId}, ${user.id})`);
    const counted = await tx.execute<{ nsfw_votes: number }>(
      sql`UPDATE forum_posts SET nsfw_votes = nsfw_votes + ${voted ? 1 : -1} WHERE id = ${postId} RETURNING nsfw_votes`,
    );
    return { message: voted ? FORUM_TEXT.markedNsfw : FORUM_TEXT.markedSfw, hasNSFWVoted: voted, nsfwVotes: counted.rows[0]!.nsfw_votes };
  });
  // Its votes and voters: the pages holding the post (notices.ts).
  forumWritten(ctx, user.id, `c${postId}`);
  return toggled;
}
