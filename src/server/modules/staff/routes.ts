import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '@common/api/routes/staff';
import { STAFF_TEXT } from '@common/staff-tools';
import { registerRoute } from '../../http/route';
import { announce } from './announce';
import { changeBalance } from './balances';
import { lookupPlayer } from './lookup';
import { renamePlayer } from './usernames';

/**
 * The player lookup (moderators) and the admins' staff tools: each route declares its role in
 * the contract; every act is audited inside its service.
 */
export function staffModule(app: FastifyInstance): void {
  registerRoute(app, staffRoutes.lookup, async ({ ctx, auth, params }) => ({ success: true as const, ...(await lookupPlayer(ctx, auth.user, params.username)) }));

  registerRoute(app, staffRoutes.rename, async ({ ctx, auth, body }) => {
    const done = await renamePlayer(ctx, { actorId: auth.user.id, from: body.from, to: body.to, reason: body.reason });
    return { success: true, message: STAFF_TEXT.renamed(done.from, done.username), username: done.username };
  });

  registerRoute(app, staffRoutes.balance, async ({ ctx, auth, body }) => {
    const done = await changeBalance(ctx, { actorId: auth.user.id, ...body });
    const message = body.action === 'grant' ? STAFF_TEXT.granted(done.moved, body.currency, done.username) : STAFF_TEXT.taken(done.moved, body.currency, done.username, body.amount);
    return { success: true, message, moved: done.moved, balance: done.balance };
  });

  registerRoute(app, staffRoutes.announce, async ({ ctx, auth, body }) => {
    const online = await announce(ctx, auth.user.id, body.message);
    return { success: true, message: STAFF_TEXT.announced(online), online };
  });
}
