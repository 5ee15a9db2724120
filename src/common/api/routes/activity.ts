import { z } from 'zod';
import { defineRoute, okMessage } from '../contract';
import { uuidId } from '../params';

/**
 * My Data, the activity feed (avatar-economy §2-§3, §7; live-world §3, §7): what the player
 * wrote around town, with four totals, and deleting one's own entries.
 */
export const ACTIVITY_TYPES = ['profileComment', 'forumPost', 'forumReply'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The feed answers at most this many activities, newest first. */
export const FEED_LIMIT = 200;

/** My Data's words (the outfits feed's are FEED_TEXT in outfitsFeed/limits). */
export const ACTIVITY_TEXT = {
  loaded: 'Your activity',
  notFound: 'Activity not found',
  unknownType: 'Unknown activity type',
  commentDeleted: 'Comment deleted',
  replyDeleted: 'Reply deleted',
  postDeleted: 'Post deleted',
  // The dialog.
  stats: {
    totalProfileComments: 'Profile comments',
    totalProfileReplies: 'Profile replies',
    totalForumPosts: 'Forum posts',
    totalForumReplies: 'Forum replies',
  },
  kind: { comment: 'Comment', reply: 'Reply', forumPost: 'Forum post', forumReply: 'Forum reply' },
  onProfile: (username: string) => `on ${username}'s profile`,
  ownProfile: 'on your profile',
  inForum: 'in the forums',
  heading: 'What you wrote around town',
  count: (n: number) => (n === 1 ? '1 entry' : `${n.toLocaleString('en-US')} entries`),
  empty: 'Nothing here yet',
  emptyHint: 'Comment on a profile or write in the forums, and it shows up here.',
  deleteTitle: 'Delete this activity?',
  deleteDetail: 'The comment, post or reply itself is deleted, for everyone.',
  loadError: (message: string) => `Error loading your data: ${message}`,
} as const;

export const activitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isReply: z.boolean(),
  /** Whose profile a profile comment is on; null for forum activity. */
  profileOwnerUsername: z.string().nullable(),
  /** The post a forum post or reply belongs to; null for profile comments. */
  forumId: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const feedStatsSchema = z.object({
  totalProfileComments: z.number().int().nonnegative(),
  totalProfileReplies: z.number().int().nonnegative(),
  totalForumPosts: z.number().int().nonnegative(),
  totalForumReplies: z.number().int().nonnegative(),
});
export type FeedStats = z.infer<typeof feedStatsSchema>;

export const activityRoutes = {
  feed: defineRoute({
    method: 'GET',
    path: '/api/feed',
    auth: 'required',
    response: z.object({ success: z.literal(true), message: z.string(), activities: z.array(activitySchema), stats: feedStatsSchema }),
  }),
  /** Own activities only: deletes the comment, post or reply itself. Anyone else's id is 'Activity not found'. */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/activity/:type/:id',
    auth: 'required',
    params: z.object({ type: z.enum(ACTIVITY_TYPES, { error: ACTIVITY_TEXT.unknownType }), id: uuidId() }),
    response: okMessage,
  }),
};
