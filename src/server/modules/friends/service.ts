import { asc, eq } from 'drizzle-orm';
import type { Friend } from '@common/api/routes/friends';
import type { AppContext } from '../../context';
import { customizations } from '../customization/schema';
import { profiles } from '../profiles/schema';
import { activeMembershipColumn } from '../users/membership';
import { users } from '../users/schema';
import { friendships } from './schema';

/**
 * The columns of a player's card in friends lists and searches (social-core §3 Friend), from
 * users with profiles and customizations left-joined (a new player may have neither row yet).
 */
export const cardColumns = {
  id: users.id,
  username: users.username,
  membership: activeMembershipColumn,
  bioColor: profiles.bioColor,
  nametagColor: customizations.nametagColor,
  width: customizations.width,
  height: customizations.height,
};

type CardRow = { id: string; username: string | null; membership: number; bioColor: string | null; nametagColor: string | null; width: number | null; height: number | null };

/**
 * Rows of `cardColumns` as cards with their online dot (from the town's presence) plus what
 * `extra` adds: at least `createdAt`, when the friendship began (or the player joined, for a
 * stranger). Players who have not finished registration have no name and are left out.
 */
export async function presentCards<R extends CardRow, X extends { createdAt: string }>(
  ctx: AppContext,
  rows: R[],
  extra: (row: R) => X,
): Promise<(Omit<Friend, 'createdAt'> & X)[]> {
  const named = rows.filter((r): r is R & { username: string } => !!r.username);
  const online = await ctx.presence.onlineAmong(named.map((r) => r.username));
  return named.map((r) => ({
    _id: r.id,
    username: r.username,
    bioColor: r.bioColor ?? null,
    nametagColor: r.nametagColor ?? null,
    membership: r.membership,
    width: r.width ?? 1,
    height: r.height ?? 1,
    isOnline: online.has(r.username),
    ...extra(r),
  }));
}

/**
 * Friends lists over the friendships table (stored in both directions); who is online comes
 * from the town's presence. Requests, accepting and removing: requests.ts.
 */
export async function listFriends(ctx: AppContext, userId: string): Promise<Friend[]> {
  const rows = await ctx.db
    .select({ ...cardColumns, since: friendships.createdAt })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(friendships.userId, userId))
    .orderBy(asc(users.username));
  return presentCards(ctx, rows, (r) => ({ createdAt: r.since.toISOString() }));
}

/** Usernames of the player's friends (whom the town tells when the player comes online). */
export async function friendUsernames(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ username: users.username })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.userId, userId));
  return rows.map((r) => r.username).filter((u): u is string => !!u);
}

export async function onlineFriends(ctx: AppContext, userId: string): Promise<{ username: string }[]> {
  const names = await friendUsernames(ctx, userId);
  const online = await ctx.presence.onlineAmong(names);
  return names.filter((n) => online.has(n)).sort((a, b) => a.localeCompare(b)).map((username) => ({ username }));
}
