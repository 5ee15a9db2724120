import { FEED_LIMIT, ACTIVITY_TEXT, type Activity, type ActivityType, type FeedStats } from '@common/api/routes/activity';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import type { ActivitySource } from './source';

/** GET /api/feed: every source's activities merged newest first, and the four totals. */
export async function activityOf(ctx: AppContext, sources: readonly ActivitySource[], userId: string): Promise<{ activities: Activity[]; stats: FeedStats }> {
  const lists = await Promise.all(sources.map((s) => s.list(ctx, userId, FEED_LIMIT)));
  const parts = await Promise.all(sources.map((s) => s.stats(ctx, userId)));
  const activities = lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, FEED_LIMIT);
  const stats: FeedStats = { totalProfileComments: 0, totalProfileReplies: 0, totalForumPosts: 0, totalForumReplies: 0 };
  for (const part of parts) Object.assign(stats, part);
  return { activities, stats };
}

/** DELETE /api/activity/:type/:id: the player's own entry only; anything else is 'Activity not found'. */
export async function deleteActivity(ctx: AppContext, sources: readonly ActivitySource[], userId: string, type: ActivityType, id: string): Promise<string> {
  const source = sources.find((s) => s.types.includes(type));
  const message = source ? await source.remove(ctx, userId, type, id) : null;
  if (!message) throw new NotFound(ACTIVITY_TEXT.notFound);
  return message;
}
