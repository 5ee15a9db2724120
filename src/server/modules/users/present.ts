import type { SessionResponse, SessionUser } from '@common/api/routes/auth';
import type { AppContext } from '../../context';
import { blockedPlayers } from './blocks';
import type { UserRow } from './schema';

/** The signed-in player as every session answer shows them (avatar-economy §3). */
export async function toSessionUser(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  const blocked = await blockedPlayers(ctx, user.id);
  return {
    _id: user.id,
    // An OAuth account whose provider shared no email has none; the contract keeps a string.
    email: user.email ?? '',
    username: user.username,
    access: user.access,
    honor: user.honor,
    membership: user.membership,
    coins: user.coins,
    gems: user.gems,
    badges: user.badges,
    // A blocked player who has not finished registration has no name to hide by.
    blockedList: blocked.flatMap((b) => (b.username ? [b.username] : [])),
    blockedListIds: blocked.map((b) => b.id),
    isMale: user.isMale,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function sessionAnswer(ctx: AppContext, user: UserRow, serverSessionKey: string): Promise<SessionResponse> {
  return { success: true, user: await toSessionUser(ctx, user), serverSessionKey };
}
