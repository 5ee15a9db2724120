import type { SessionResponse, SessionUser } from '@common/api/routes/auth';
import type { AppContext } from '../../context';
import { blockedLists } from './blocks';
import { membershipOf } from './membership';
import type { UserRow } from './schema';

/** The signed-in player as every session answer shows them (avatar-economy §3). */
export async function toSessionUser(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  return {
    _id: user.id,
    // An OAuth account whose provider shared no email has none; the contract keeps a string.
    email: user.email ?? '',
    emailVerified: user.emailVerifiedAt !== null,
    username: user.username,
    access: user.access,
    honor: user.honor,
    membership: membershipOf(user),
    coins: user.coins,
    gems: user.gems,
    badges: user.badges,
    ...(await blockedLists(ctx, user.id)),
    isMale: user.isMale,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function sessionAnswer(ctx: AppContext, user: UserRow, serverSessionKey: string): Promise<SessionResponse> {
  return { success: true, user: await toSessionUser(ctx, user), serverSessionKey };
}
