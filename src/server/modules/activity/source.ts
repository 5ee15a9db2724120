import type { Activity, ActivityType, FeedStats } from '@common/api/routes/activity';
import type { AppContext } from '../../context';

/**
 * One kind of thing a player writes, as My Data shows it. The module that owns the table writes
 * its source (profiles/activity.ts, forum/activity.ts) and the app hands every source to
 * activityModule (modules/index.ts), so this module imports no other one. Each source reads the
 * player's own entries, adds its totals to the stats, and deletes the player's own entries of
 * its types.
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
