import { and, eq, or, sql } from 'drizzle-orm';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { NotFound, RateLimited } from '../../errors';
import { sharedLimiter } from '../../http/limiter';
import { friendships } from '../friends/schema';
import { MAIL_TYPE, mail } from '../mail/schema';
import { activeMembershipColumn } from '../users/membership';
import { users } from '../users/schema';

/** A player as profiles and friends need them. */
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

export async function areFriends(ctx: AppContext | { db: Db }, a: string, b: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ one: sql`1` })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A friend request from `from` to `to` that is still waiting: a friend-request mail the
 * recipient has not deleted (deleting it declines it).
 */
export const pendingRequest = (from: string, to: string) =>
  and(eq(mail.type, MAIL_TYPE.friendRequest), eq(mail.senderId, from), eq(mail.recipientId, to), eq(mail.deletedByRecipient, false));

export async function hasPendingRequest(ctx: AppContext | { db: Db }, from: string, to: string): Promise<boolean> {
  const rows = await ctx.db.select({ id: mail.id }).from(mail).where(pendingRequest(from, to)).limit(1);
  return rows.length > 0;
}

/** Every friend-request mail between two players, either way, answered or not. */
export const requestsBetween = (a: string, b: string) =>
  and(
    eq(mail.type, MAIL_TYPE.friendRequest),
    or(and(eq(mail.senderId, a), eq(mail.recipientId, b)), and(eq(mail.senderId, b), eq(mail.recipientId, a))),
  );

/**
 * Takes one action from the player's per-minute allowance (RATE_LIMITS, shared by every app
 * process through Redis when configured), or refuses with `message`.
 */
export async function spendAllowance(ctx: AppContext, kind: keyof typeof RATE_LIMITS, userId: string, message: string): Promise<void> {
  const limits = RATE_LIMITS[kind];
  try {
    await sharedLimiter(ctx, `social-${kind}`, limits).consume(userId);
  } catch (err) {
    if (err instanceof Error) throw err;
    const wait = Math.max(1, Math.ceil(((err as RateLimiterRes).msBeforeNext ?? limits.duration * 1000) / 1000));
    throw new RateLimited(message, wait);
  }
}
