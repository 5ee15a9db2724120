import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { blocks, users } from './schema';

/**
 * The players a player blocks, oldest block first, as the session's blockedList (usernames, for
 * the town's filter and the profile buttons) and blockedListIds. A blocked player who has not
 * finished registration has no name to hide by, so only their id is listed.
 */
export async function blockedLists(ctx: AppContext, userId: string): Promise<{ blockedList: string[]; blockedListIds: string[] }> {
  const rows = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
  return { blockedList: rows.flatMap((b) => (b.username ? [b.username] : [])), blockedListIds: rows.map((b) => b.id) };
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

/**
 * Who blocks whom between two players: `aBlocksB` and `bBlocksA`. A block keeps both apart:
 * no whispers, mail, friend requests, comments or hearts either way; each caller says which
 * side blocked (the blocked player is told the other is not accepting them, the blocker to
 * unblock first).
 */
export async function blocksBetween(ctx: AppContext | { db: Db }, a: string, b: string): Promise<{ aBlocksB: boolean; bBlocksA: boolean }> {
  const rows = await ctx.db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  return { aBlocksB: rows.some((r) => r.blockerId === a), bBlocksA: rows.some((r) => r.blockerId === b) };
}
