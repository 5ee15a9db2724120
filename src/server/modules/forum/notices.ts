import type { AppContext } from '../../context';

/**
 * Tells this process's caches at once about a forum write that just committed (the database's
 * notice reaches every process, this one included, at their next poll). Ids as migration 0027
 * records them, each touching only the pages that show the change (cache.ts):
 *   k<category>  a post came, went or moved in the lists of that category (and All posts)
 *   c<post>      what pages show of the post, not where lists put it (votes, lock, who tipped)
 *   t<post>      its tips count (as c, and lists sorted by tips)
 *   n<post>      its reply count (as c, and lists sorted by replies)
 *   r<post>      its replies: its post pages
 *   p<post>      anything about the post: every list and its post pages go at once (when the
 *                writer knows no better: moderation, My Data, reports)
 * Call after the transaction, never inside it.
 */
export function forumChanged(ctx: AppContext, ...notices: string[]): void {
  for (const n of notices) ctx.changes?.deliver('forum', n);
}

/**
 * forumChanged for a write of the player's own: besides, the process remembers it for a moment,
 * so pages answered stale while they reload (cache-tagged.ts) are never answered to their writer.
 */
export function forumWritten(ctx: AppContext, userId: string, ...notices: string[]): void {
  forumChanged(ctx, ...notices);
  ctx.services.forumCache?.wrote(userId);
}
