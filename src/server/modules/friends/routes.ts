import type { FastifyInstance } from 'fastify';
import { friendRoutes } from '@common/api/routes/friends';
import { registerRoute } from '../../http/route';
import { acceptRequest, removeFriend, sendRequest } from './requests';
import { mutualFriends, searchPlayers } from './search';
import { listFriends, onlineFriends } from './service';

export function friendsModule(app: FastifyInstance): void {
  registerRoute(app, friendRoutes.list, async ({ ctx, auth }) => listFriends(ctx, auth.user.id));
  registerRoute(app, friendRoutes.online, async ({ ctx, auth }) => onlineFriends(ctx, auth.user.id));
  registerRoute(app, friendRoutes.search, ({ ctx, auth, params }) => searchPlayers(ctx, auth.user.id, params.term));
  registerRoute(app, friendRoutes.mutual, ({ ctx, auth, params }) => mutualFriends(ctx, auth.user.id, params.username));
  registerRoute(app, friendRoutes.request, async ({ ctx, auth, params }) => ({ success: true, ...(await sendRequest(ctx, auth.user, params.username)) }));
  registerRoute(app, friendRoutes.accept, async ({ ctx, auth, params }) => ({ success: true, ...(await acceptRequest(ctx, auth.user, params.id)) }));
  registerRoute(app, friendRoutes.remove, async ({ ctx, auth, params }) => ({ success: true, message: await removeFriend(ctx, auth.user, params.username) }));
}
