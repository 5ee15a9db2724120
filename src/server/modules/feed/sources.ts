import type { Activity, ActivityType, FeedStats } from '@common/api/routes/feed';
import type { AppContext } from '../../context';
import { forumActivity } from '../forum/activity';
import { profileCommentActivity } from './profile-comments';

/**
 * Where My Data's activities come from. Each source reads one kind of thing a player writes,
 * adds its totals to the stats, and deletes the player's own entries of its types. The forum
 * module adds its posts and replies by writing one source and listing it here; nothing else
 * changes.
 */
export interface ActivitySource {
  types: readonly ActivityType[];
  /** The player's own activities, newest first, at most `limit`. */
  list(ctx: AppContext, userId: string, limit: number): Promise<Activity[]>;
  /** This source's share of the four totals. */
  stats(ctx: AppContext, userId: string): Promise<Partial<FeedStats>>;
  /**
   * Deletes the player's own activity of this type and id, answering the player's message,
   * or null when the player has none such (missing or somebody else's: the same answer).
   */
  remove(ctx: AppContext, userId: string, type: ActivityType, id: string): Promise<string | null>;
}

export const ACTIVITY_SOURCES: readonly ActivitySource[] = [profileCommentActivity, forumActivity];
