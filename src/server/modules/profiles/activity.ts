import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { ACTIVITY_TEXT } from '@common/api/routes/activity';
import { users } from '../users/schema';
import type { ActivitySource } from '../activity/source';
import { profileComments } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** My Data's comments and replies the player wrote on profiles (activity/source.ts). */
export const profileCommentActivity: ActivitySource = {
  types: ['profileComment'],

  async list(ctx, userId, limit) {
    const rows = await ctx.db
      .select({ c: profileComments, owner: users.username })
      .from(profileComments)
      .innerJoin(users, eq(users.id, profileComments.profileOwnerId))
      .where(eq(profileComments.senderId, userId))
      .orderBy(desc(profileComments.createdAt), desc(profileComments.id))
      .limit(limit);
    return rows.map(({ c, owner }) => ({
      type: 'profileComment' as const,
      id: c.id,
      message: c.message,
      createdAt: c.createdAt.toISOString(),
      isReply: c.parentId !== null,
      profileOwnerUsername: owner ?? '',
      forumId: null,
    }));
  },

  async stats(ctx, userId) {
    const mine = eq(profileComments.senderId, userId);
    const [comments] = await ctx.db.select({ n: count() }).from(profileComments).where(and(mine, isNull(profileComments.parentId)));
    const [replies] = await ctx.db.select({ n: count() }).from(profileComments).where(and(mine, isNotNull(profileComments.parentId)));
    return { totalProfileComments: comments?.n ?? 0, totalProfileReplies: replies?.n ?? 0 };
  },

  // A deleted comment takes its replies with it (the table's foreign key), as on the profile.
  async remove(ctx, userId, _type, id) {
    if (!UUID.test(id)) return null;
    const [gone] = await ctx.db
      .delete(profileComments)
      .where(and(eq(profileComments.id, id), eq(profileComments.senderId, userId)))
      .returning({ parentId: profileComments.parentId });
    if (!gone) return null;
    return gone.parentId ? ACTIVITY_TEXT.replyDeleted : ACTIVITY_TEXT.commentDeleted;
  },
};
