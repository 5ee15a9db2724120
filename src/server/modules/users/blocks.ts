import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { blocks, users } from './schema';

/** The players a player blocks, oldest block first (the session's blockedList, the town's filter). */
export async function blockedPlayers(ctx: AppContext, userId: string): Promise<{ id: string; username: string | null }[]> {
  return ctx.db
    .select({ id: users.id, username: users.username })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

/** Does `blockerId` block `blockedId`? (One direction.) */
export async function isBlocking(ctx: AppContext | { db: Db }, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return rows.length > 0;
}

/** Who blocks whom between two players: `aBlocksB` and `bBlocksA`. */
export async function blocksBetween(ctx: AppContext | { db: Db }, a: string, b: string): Promise<{ aBlocksB: boolean; bBlocksA: boolean }> {
  const rows = await ctx.db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  return { aBlocksB: rows.some((r) => r.blockerId === a), bBlocksA: rows.some((r) => r.blockerId === b) };
}

/**
 * True when either player blocks the other. A block keeps both apart: no mail, friend
 * requests, comments or hearts either way (mail, friends and profiles all ask this).
 */
export async function isBlockedBetween(ctx: AppContext | { db: Db }, a: string, b: string): Promise<boolean> {
  const { aBlocksB, bBlocksA } = await blocksBetween(ctx, a, b);
  return aBlocksB || bBlocksA;
}
