import type { FastifyInstance } from 'fastify';
import { friendRoutes } from '@common/api/routes/friends';
import { registerRoute } from '../../http/route';
import { listFriends, onlineFriends } from './service';

export function friendsModule(app: FastifyInstance): void {
  registerRoute(app, friendRoutes.list, async ({ ctx, auth }) => listFriends(ctx, auth.user.id));
  registerRoute(app, friendRoutes.online, async ({ ctx, auth }) => onlineFriends(ctx, auth.user.id));
}
