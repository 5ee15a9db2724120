import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { isModerator } from '@common/roles';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import type { Tx } from '../ledger/service';
import { friendships } from '../friends/schema';
import { blocks, type UserRow } from '../users/schema';
import { feedPosts, type FeedPostRow } from './schema';

/**
 * Who sees a post (enforced here, never by the client): its creator always; anyone else only
 * once it is published, and then by its privacy: everyone, the creator's friends, or (private)
 * nobody else; never across a block, either way. A post the viewer may not see answers exactly
 * like a missing one.
 */
export function visibleTo(viewerId: string): SQL {
  return or(
    eq(feedPosts.userId, viewerId),
    and(
      eq(feedPosts.status, 'published'),
      // A block either way keeps the two out of each other's posts (no reading, comments or tips).
      sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${feedPosts.userId} AND ${blocks.blockedId} = ${viewerId}) OR (${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${feedPosts.userId}))`,
      or(
        eq(feedPosts.privacy, 'everyone'),
        and(
          eq(feedPosts.privacy, 'friends'),
          sql`EXISTS (SELECT 1 FROM ${friendships} WHERE ${friendships.userId} = ${feedPosts.userId} AND ${friendships.friendId} = ${viewerId})`,
        ),
      ),
    ),
  )!;
}

/** The post if the viewer may see it (moderators may also read any post to review it), else 404. */
export async function visiblePost(db: Db | Tx, viewer: Pick<UserRow, 'id' | 'access'>, id: string, opts: { asModerator?: boolean } = {}): Promise<FeedPostRow> {
  const moderatorView = opts.asModerator && isModerator(viewer.access);
  const [row] = await db
    .select()
    .from(feedPosts)
    .where(moderatorView ? eq(feedPosts.id, id) : and(eq(feedPosts.id, id), visibleTo(viewer.id)));
  if (!row) throw new NotFound(FEED_TEXT.notFound);
  return row;
}
