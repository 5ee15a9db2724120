import { and, eq, or } from 'drizzle-orm';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
import { friendships } from '../friends/schema';
import { mail } from '../mail/schema';
import { blockedLists } from '../users/blocks';
import { blocks, type UserRow } from '../users/schema';
import { townBlockChanged } from '../../world';
import { nameOf, playerNamed, requestsBetween, spendAllowance } from './players';
import { profiles } from './schema';

export interface BlockAnswer {
  message: string;
  blockedList: string[];
  blockedListIds: string[];
}

/**
 * Blocks (on) or unblocks a player. A block ends a friendship, drops friend requests either
 * way and both players' hearts on each other, in one transaction; the town stops carrying the
 * blocked player's chat to the blocker at once. Answers the blocker's new blocked list.
 */
export async function setBlocked(ctx: AppContext, me: UserRow, username: string, on: boolean): Promise<BlockAnswer> {
  await spendAllowance(ctx, 'profileEdits', me.id, PROFILE_TEXT.editsTooFast);
  const other = await playerNamed(ctx, username);
  if (other.id === me.id) throw new Invalid(PROFILE_TEXT.blockSelf);
  if (on) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: me.id, blockedId: other.id }).onConflictDoNothing();
      await tx
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, me.id), eq(friendships.friendId, other.id)),
            and(eq(friendships.userId, other.id), eq(friendships.friendId, me.id)),
          ),
        );
      await tx.delete(mail).where(requestsBetween(me.id, other.id));
      await tx
        .update(profiles)
        .set({ matchId: null })
        .where(
          or(and(eq(profiles.userId, me.id), eq(profiles.matchId, other.id)), and(eq(profiles.userId, other.id), eq(profiles.matchId, me.id))),
        );
    });
  } else {
    await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, other.id)));
  }
  townBlockChanged(ctx, nameOf(me), other.username, on);
  return {
    message: on ? PROFILE_TEXT.blocked(other.username) : PROFILE_TEXT.unblocked(other.username),
    ...(await blockedLists(ctx, me.id)),
  };
}
