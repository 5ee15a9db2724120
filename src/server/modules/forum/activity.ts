import { sql } from 'drizzle-orm';
import { ACTIVITY_TEXT, type Activity } from '@common/api/routes/activity';
import type { ActivitySource } from '../activity/source';
import { forumChanged } from './notices';
import { isUuid } from './checks';
import { deleteReply } from './replies';

/**
 * My Data (avatar-economy §3, §7): the forum posts and replies a player wrote, their totals,
 * and deleting them. A post's entry shows its title; deleting a post takes its replies, tips
 * and votes with it (the tables' foreign keys); coins already tipped stay tipped.
 */
export const forumActivity: ActivitySource = {
  types: ['forumPost', 'forumReply'],

  async list(ctx, userId, limit) {
    const { rows } = await ctx.pool.query<{ type: 'forumPost' | 'forumReply'; id: string; message: string; created_at: Date; forum_id: string }>(
      `(SELECT 'forumPost' AS type, id, title AS message, created_at, id AS forum_id FROM forum_posts WHERE author_id = $1 ORDER BY created_at DESC LIMIT $2)
       UNION ALL
       (SELECT 'forumReply', id, message, created_at, post_id FROM forum_replies WHERE author_id = $1 ORDER BY created_at DESC LIMIT $2)`,
      [userId, limit],
    );
    return rows.map(
      (r): Activity => ({
        type: r.type,
        id: r.id,
        message: r.message,
        createdAt: r.created_at.toISOString(),
        isReply: r.type === 'forumReply',
        profileOwnerUsername: null,
        forumId: r.forum_id,
      }),
    );
  },

  async stats(ctx, userId) {
    const { rows } = await ctx.pool.query<{ posts: number; replies: number }>(
      `SELECT (SELECT count(*)::int FROM forum_posts WHERE author_id = $1) AS posts, (SELECT count(*)::int FROM forum_replies WHERE author_id = $1) AS replies`,
      [userId],
    );
    return { totalForumPosts: rows[0]!.posts, totalForumReplies: rows[0]!.replies };
  },

  async remove(ctx, userId, type, id) {
    if (!isUuid(id)) return null;
    if (type === 'forumPost') {
      const gone = await ctx.db.execute(sql`DELETE FROM forum_posts WHERE id = ${id} AND author_id = ${userId} RETURNING id`);
      if (!gone.rows.length) return null;
      forumChanged(ctx, `p${id}`, `r${id}`);
      return ACTIVITY_TEXT.postDeleted;
    }
    const postId = await ctx.db.transaction((tx) => deleteReply(tx, id, userId));
    if (!postId) return null;
    forumChanged(ctx, `p${postId}`, `r${postId}`);
    return ACTIVITY_TEXT.replyDeleted;
  },
};
