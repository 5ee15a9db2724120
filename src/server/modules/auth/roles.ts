import { eq, sql } from 'drizzle-orm';
import type { RouteRole } from '@common/api/contract';
import { ACCESS, ROLE_TEXT, hasAccess, roleOf, type RoleName } from '@common/roles';
import type { Db } from '../../db/client';
import { Forbidden, NotFound, Unauthorized } from '../../errors';
import { recordAudit } from '../audit/service';
import { users } from '../users/schema';
import type { Authenticated } from './sessions';

/** Whether an access number reaches a route's role (each role includes the ones below it). */
export const hasRole = (access: number | null | undefined, role: RouteRole): boolean => hasAccess(access, ACCESS[role]);

/**
 * Refuses a request below the role its route declares (`role` on defineRoute): 401 without a
 * session, 403 with ROLE_TEXT below it. registerRoute and registerMultipartRoute call it before
 * the handler runs, so no handler checks a role by hand. `auth.user` is read from the users
 * table on every such request (a route with a role never takes a kept session), so a demoted
 * moderator loses the power on their next request without signing out.
 */
export function assertRole(auth: Pick<Authenticated, 'user'> | null, role: RouteRole): void {
  if (!auth) throw new Unauthorized();
  if (!hasRole(auth.user.access, role)) throw new Forbidden(role === 'admin' ? ROLE_TEXT.adminsOnly : ROLE_TEXT.moderatorsOnly);
}

export interface RoleChange {
  username: string;
  before: RoleName;
  after: RoleName;
  changed: boolean;
}

/**
 * Sets a player's role by username (any case) and records it in the audit log, in one
 * transaction. `actorId` null: the operator (npm run admin). Setting the role a player already
 * has changes nothing and records nothing.
 */
export async function changeRole(db: Db, username: string, role: RoleName, actorId: string | null, reason?: string): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, access: users.access })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .for('update')
      .limit(1);
    if (!user?.username) throw new NotFound(`No player is named ${username}`);
    const before = roleOf(user.access);
    if (before === role) return { username: user.username, before, after: role, changed: false };
    await tx.update(users).set({ access: ACCESS[role] }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId,
      action: 'user.role',
      targetType: 'user',
      targetId: user.id,
      before: { username: user.username, role: before, access: user.access },
      after: { username: user.username, role, access: ACCESS[role] },
      reason,
    });
    return { username: user.username, before, after: role, changed: true };
  });
}
