import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FoundPlayer } from '@common/api/routes/friends';
import { SEARCH_RESULTS_MAX } from '@common/social/limits';
import type { AppContext } from '../../context';
import { customizations } from '../customization/schema';
import { playerNamed } from '../users/players';
import { profiles } from '../profiles/schema';
import { users } from '../users/schema';
import { friendships } from './schema';
import { cardColumns, presentCards } from './service';

/** LIKE pattern of a literal term: its % _ and \ match themselves. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players whose username contains the term, ignoring case: friends first, then names that
 * start with it, then shorter names; at most SEARCH_RESULTS_MAX, never the searcher.
 */
export async function searchPlayers(ctx: AppContext, viewerId: string, term: string): Promise<FoundPlayer[]> {
  const mine = alias(friendships, 'mine');
  const lower = sql`lower(${users.username})`;
  const rows = await ctx.db
    .select({ ...cardColumns, joined: users.createdAt, since: mine.createdAt })
    .from(users)
    .leftJoin(mine, and(eq(mine.userId, viewerId), eq(mine.friendId, users.id)))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(and(ne(users.id, viewerId), sql`${lower} LIKE ${containing(term)}`))
    .orderBy(
      sql`(${mine.userId} IS NULL)`,
      sql`(${lower} LIKE ${`${containing(term).slice(1)}`}) DESC`,
      sql`length(${users.username})`,
      asc(lower),
    )
    .limit(SEARCH_RESULTS_MAX);
  return presentCards(ctx, rows, (r) => ({ createdAt: (r.since ?? r.joined).toISOString(), isFriend: r.since !== null }));
}

/** Friends the viewer and `username` have in common, by name. */
export async function mutualFriends(ctx: AppContext, viewerId: string, username: string): Promise<{ username: string }[]> {
  const other = await playerNamed(ctx, username);
  const theirs = alias(friendships, 'theirs');
  const rows = await ctx.db
    .select({ username: users.username })
    .from(friendships)
    .innerJoin(theirs, and(eq(theirs.friendId, friendships.friendId), eq(theirs.userId, other.id)))
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.userId, viewerId))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.flatMap((r) => (r.username ? [{ username: r.username }] : []));
}
