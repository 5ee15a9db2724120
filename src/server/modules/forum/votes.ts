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
    // The toggle and the counter in one statement (one round trip while the post's row is held):
    // the viewer's vote goes if there was one, else one is added, and the counter follows.
    const counted = await tx.execute<{ voted: boolean; nsfw_votes: number }>(sql`
      WITH removed AS (DELETE FROM forum_nsfw_votes WHERE post_id = ${postId} AND voter_id = ${user.id} RETURNING 1),
      added AS (INSERT INTO forum_nsfw_votes (post_id, voter_id) SELECT ${postId}::uuid, ${user.id}::uuid WHERE NOT EXISTS (SELECT 1 FROM removed) RETURNING 1)
      UPDATE forum_posts SET nsfw_votes = nsfw_votes + CASE WHEN EXISTS (SELECT 1 FROM added) THEN 1 ELSE -1 END
      WHERE id = ${postId} RETURNING EXISTS (SELECT 1 FROM added) AS voted, nsfw_votes`);
    const { voted, nsfw_votes } = counted.rows[0]!;
    return { message: voted ? FORUM_TEXT.markedNsfw : FORUM_TEXT.markedSfw, hasNSFWVoted: voted, nsfwVotes: nsfw_votes };
  });
  // Its votes and voters: the pages holding the post (notices.ts).
  forumWritten(ctx, user.id, `c${postId}`);
  return toggled;
}
