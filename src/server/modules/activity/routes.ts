import type { FastifyInstance } from 'fastify';
import { ACTIVITY_TEXT, activityRoutes } from '@common/api/routes/activity';
import { registerRoute } from '../../http/route';
import { activityOf, deleteActivity } from './service';
import type { ActivitySource } from './source';

/**
 * My Data (avatar-economy §7 /feed and /activity): the signed-in player's own activity only,
 * from the sources the app passes in (modules/index.ts). The spec's paths keep their names.
 */
export function activityModule(sources: readonly ActivitySource[]): (app: FastifyInstance) => void {
  return (app) => {
    registerRoute(app, activityRoutes.feed, async ({ ctx, auth }) => ({ success: true as const, message: ACTIVITY_TEXT.loaded, ...(await activityOf(ctx, sources, auth.user.id)) }));
    registerRoute(app, activityRoutes.remove, async ({ ctx, auth, params }) => ({
      success: true,
      message: await deleteActivity(ctx, sources, auth.user.id, params.type, params.id),
    }));
  };
}
