import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Profile, QuickAction } from '@common/api/routes/profile';
import { levelOf } from '@common/honor';
import type { AppContext } from '../../context';
import { customizations } from '../customization/schema';
import { areFriends, hasPendingRequest } from '../friends/relation';
import { isBlocking } from '../users/blocks';
import { playerNamed, type Player } from '../users/players';
import { users } from '../users/schema';
import { profiles } from './schema';

/** How the viewer stands with another player (all false for the viewer's own profile). */
async function relation(ctx: AppContext, viewerId: string, other: Player) {
  if (other.id === viewerId) return { isOnline: false, isFriends: false, hasPendingRequest: false, isBlocked: false };
  const [online, isFriends, pending, isBlocked] = await Promise.all([
    ctx.presence.onlineAmong([other.username]),
    areFriends(ctx, viewerId, other.id),
    hasPendingRequest(ctx, viewerId, other.id),
    isBlocking(ctx, viewerId, other.id),
  ]);
  return { isOnline: online.size > 0, isFriends, hasPendingRequest: pending, isBlocked };
}

async function isOnline(ctx: AppContext, username: string): Promise<boolean> {
  return (await ctx.presence.onlineAmong([username])).size > 0;
}

/** The full profile of social-core §3 as `viewerId` sees it. */
export async function profileOf(ctx: AppContext, viewerId: string, username: string): Promise<Profile> {
  const player = await playerNamed(ctx, username);
  const matched = alias(users, 'matched');
  const [row] = await ctx.db
    .select({
      bio: profiles.bio,
      location: profiles.location,
      bioColor: profiles.bioColor,
      nametag: profiles.nametag,
      match: matched.username,
      matchId: profiles.matchId,
      nametagColor: customizations.nametagColor,
      isDemoResident: users.isDemoResident,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(matched, eq(matched.id, profiles.matchId))
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(eq(users.id, player.id));
  const rel = await relation(ctx, viewerId, player);
  return {
    success: true,
    _id: player.id,
    username: player.username,
    nametag: row?.nametag ?? null,
    nametagColor: row?.nametagColor ?? null,
    bioColor: row?.bioColor ?? null,
    bio: row?.bio ?? '',
    location: row?.location ?? null,
    match: row?.match ?? null,
    honor: player.honor,
    level: levelOf(player.honor),
    createdAt: player.createdAt.toISOString(),
    membership: player.membership,
    badges: player.badges,
    ...rel,
    isOnline: player.id === viewerId ? await isOnline(ctx, player.username) : rel.isOnline,
    isMatch: await viewerHearts(ctx, viewerId, player.id),
    isOwn: player.id === viewerId,
    isDemoResident: row?.isDemoResident ?? false,
  };
}

async function viewerHearts(ctx: AppContext, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return false;
  const [row] = await ctx.db.select({ matchId: profiles.matchId }).from(profiles).where(eq(profiles.userId, viewerId));
  return row?.matchId === otherId;
}

/** What the quick-action popup needs (social-core §3 Quick-action response). */
export async function quickActionOf(ctx: AppContext, viewerId: string, username: string): Promise<QuickAction> {
  const player = await playerNamed(ctx, username);
  const [row] = await ctx.db
    .select({ nametagColor: customizations.nametagColor, isDemoResident: users.isDemoResident })
    .from(users)
    .leftJoin(customizations, eq(customizations.userId, users.id))
    .where(eq(users.id, player.id));
  const rel = await relation(ctx, viewerId, player);
  return {
    success: true,
    message: 'OK',
    username: player.username,
    ...rel,
    isOnline: player.id === viewerId ? await isOnline(ctx, player.username) : rel.isOnline,
    membership: player.membership,
    badges: player.badges,
    customization: { nametagColor: row?.nametagColor ?? null },
    isDemoResident: row?.isDemoResident ?? false,
  };
}
