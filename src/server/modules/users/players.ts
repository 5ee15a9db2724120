import { sql } from 'drizzle-orm';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { activeMembershipColumn } from './membership';
import { users } from './schema';

/** A player looked up by name, as profiles, friends and blocks need them (the users module owns the row). */
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
