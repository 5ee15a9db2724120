import type { FastifyInstance } from 'fastify';
import { ACTIVITY_TEXT, feedRoutes } from '@common/api/routes/feed';
import { registerRoute } from '../../http/route';
import { deleteActivity, feedOf } from './service';

/** My Data (avatar-economy §7 /feed and /activity): the signed-in player's own activity only. */
export function feedModule(app: FastifyInstance): void {
  registerRoute(app, feedRoutes.feed, async ({ ctx, auth }) => ({ success: true as const, message: ACTIVITY_TEXT.loaded, ...(await feedOf(ctx, auth.user.id)) }));
  registerRoute(app, feedRoutes.remove, async ({ ctx, auth, params }) => ({
    success: true,
    message: await deleteActivity(ctx, auth.user.id, params.type, params.id),
  }));
}
