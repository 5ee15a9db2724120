import { sql } from 'drizzle-orm';
import { RATE_LIMITS } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { spendRateLimit } from '../../http/limiter';
import { activeMembershipColumn } from '../users/membership';
import { users } from '../users/schema';

/** A player as profiles, friends and blocks need them. */
export interface Player {
  id: string;
  username: string;
  membership: number;
  badges: number;
  honor: number;
  createdAt: Date;
}

/** The player with this username (any case), or NotFound 'User not found'. */
export async function playerNamed(ctx: AppContext | { db: Db }, username: string): Promise<Player> {
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username, membership: activeMembershipColumn, badges: users.badges, honor: users.honor, createdAt: users.createdAt })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  if (!row?.username) throw new NotFound(PROFILE_TEXT.userNotFound);
  return { ...row, username: row.username };
}

/** The signed-in player's own name (an account that has not finished registration has none). */
export function nameOf(user: { username: string | null }): string {
  return user.username ?? '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else is simply not found. */
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * Takes one action from the player's per-minute allowance (RATE_LIMITS, shared by every app
 * process through Redis when configured), or refuses with `message`.
 */
export async function spendAllowance(ctx: AppContext, kind: keyof typeof RATE_LIMITS, userId: string, message: string): Promise<void> {
  await spendRateLimit(ctx, `social-${kind}`, RATE_LIMITS[kind], userId, message);
}
