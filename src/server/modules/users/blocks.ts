import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden, Invalid } from '../../errors';
import { dropRequestsBetween, endFriendship } from '../friends/relation';
import { dropHeartsBetween } from '../profiles/hearts';
import { spendAllowance } from '../profiles/players';
import { playerNamed } from './players';
import { blocks, users, type UserRow } from './schema';

/**
 * Blocks, every rule of them in one place (the users module: the table, these rules, and the
 * Block button's route in routes.ts). A block is one player keeping another out:
 *
 * - Reaching: anything that lets one player reach the other (whispers, mail, friend requests,
 *   hearts, profile comments and replies under them, forum replies and tips, outfit-feed posts,
 *   comments and tips) is refused either way: the blocked player cannot reach the blocker, and
 *   the blocker must unblock before reaching them (assertNotBlocked, the policies call it).
 * - Seeing: the blocker no longer sees the blocked player's chat, whispers and mail (`blocks`,
 *   one direction), and neither sees the other's outfit posts (`neitherBlocks`).
 * - Undoing: blocking ends a friendship, drops friend requests either way and both players'
 *   hearts on each other (setBlocked).
 *
 * Not refused by a block: NSFW votes and (issue 21) reports, which are signals to moderators;
 * a block must not let an author silence the players who flag them.
 */

type Reader = AppContext | { db: Db } | Db | DbTransaction;
const dbOf = (on: Reader): Db | DbTransaction => ('db' in on && !('execute' in on) ? on.db : (on as Db));

/** Who blocks whom between two players. */
export interface BlockState {
  aBlocksB: boolean;
  bBlocksA: boolean;
}

export const NO_BLOCK: BlockState = { aBlocksB: false, bBlocksA: false };

/** Who blocks whom between two players: `aBlocksB` and `bBlocksA` (one statement; inside a transaction, pass it). */
export async function blocksBetween(on: Reader, a: string, b: string): Promise<BlockState> {
  if (a === b) return NO_BLOCK;
  const rows = await dbOf(on)
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  return { aBlocksB: rows.some((r) => r.blockerId === a), bBlocksA: rows.some((r) => r.blockerId === b) };
}

/** Does `blockerId` block `blockedId`? (One direction: the profile's Block button.) */
export async function isBlocking(on: Reader, blockerId: string, blockedId: string): Promise<boolean> {
  return (await blocksBetween(on, blockerId, blockedId)).aBlocksB;
}

/** How a refusal names the side that blocked: the blocked player is told the other is not accepting them, the blocker to unblock first. */
export interface BlockTexts {
  blockedYou(username: string): string;
  youBlocked(username: string): string;
}

/** The refusal for `me` reaching `other` across a block either way, or null. */
export function blockRefusal(state: BlockState, otherName: string, texts: BlockTexts = PROFILE_TEXT): string | null {
  if (state.bBlocksA) return texts.blockedYou(otherName);
  if (state.aBlocksB) return texts.youBlocked(otherName);
  return null;
}

/**
 * Refuses (403) `me` reaching `other` when either blocks the other; the message says which
 * side blocked, in the words of the place (`texts`: profiles' by default, mail's, whispers').
 * Reaching oneself is never blocked.
 */
export async function assertNotBlocked(on: Reader, me: string, other: { id: string; username: string | null }, texts: BlockTexts = PROFILE_TEXT): Promise<void> {
  const refusal = blockRefusal(await blocksBetween(on, me, other.id), other.username ?? '', texts);
  if (refusal) throw new Forbidden(refusal);
}

type Side = SQLWrapper | string;
const side = (x: Side): SQLWrapper => (typeof x === 'string' ? sql`${x}::uuid` : x);

/** SQL: `blocker` blocks `blocked` (one direction: what the blocker no longer sees of them). */
export function blocking(blocker: Side, blocked: Side): SQL {
  return sql`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${side(blocker)} AND ${blocks.blockedId} = ${side(blocked)})`;
}

/** SQL: neither player blocks the other (for queries that list or join across players). */
export function neitherBlocks(a: Side, b: Side): SQL {
  const x = side(a);
  const y = side(b);
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${x} AND ${blocks.blockedId} = ${y}) OR (${blocks.blockerId} = ${y} AND ${blocks.blockedId} = ${x}))`;
}

/**
 * The players a player blocks, oldest block first, as the session's blockedList (usernames, for
 * the town's filter and the profile buttons) and blockedListIds. A blocked player who has not
 * finished registration has no name to hide by, so only their id is listed.
 */
export async function blockedLists(on: Reader, userId: string): Promise<{ blockedList: string[]; blockedListIds: string[] }> {
  const rows = await dbOf(on)
    .select({ id: users.id, username: users.username })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
  return { blockedList: rows.flatMap((b) => (b.username ? [b.username] : [])), blockedListIds: rows.map((b) => b.id) };
}

export interface BlockAnswer {
  message: string;
  blockedList: string[];
  blockedListIds: string[];
  /** The other player's name, for the town (which stops carrying their chat to the blocker). */
  other: string;
}

/**
 * Blocks (on) or unblocks a player. A block ends a friendship, drops friend requests either
 * way and both players' hearts on each other, in one transaction. Answers the blocker's new
 * blocked list; the caller tells the town (townBlockChanged).
 */
export async function setBlocked(ctx: AppContext, me: Pick<UserRow, 'id'>, username: string, on: boolean): Promise<BlockAnswer> {
  await spendAllowance(ctx, 'profileEdits', me.id, PROFILE_TEXT.editsTooFast);
  const other = await playerNamed(ctx, username);
  if (other.id === me.id) throw new Invalid(PROFILE_TEXT.blockSelf);
  if (on) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: me.id, blockedId: other.id }).onConflictDoNothing();
      // Each of these is its own module's rule on its own table (friends, profiles).
      await endFriendship(tx, me.id, other.id);
      await dropRequestsBetween(tx, me.id, other.id);
      await dropHeartsBetween(tx, me.id, other.id);
    });
  } else {
    await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, other.id)));
  }
  return {
    message: on ? PROFILE_TEXT.blocked(other.username) : PROFILE_TEXT.unblocked(other.username),
    ...(await blockedLists(ctx, me.id)),
    other: other.username,
  };
}
