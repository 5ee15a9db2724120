import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from '@common/api/routes/feedback';
import { registerRoute } from '../../http/route';
import { listFeedback, sendFeedback } from './service';

/** Players' feedback and subscription cancellation (avatar-economy §7); staff read it. */
export function feedbackModule(app: FastifyInstance): void {
  registerRoute(app, feedbackRoutes.send, async ({ ctx, auth, body }) => {
    const answer = await sendFeedback(ctx, auth.user, body.message);
    return { success: true as const, ...answer };
  });

  // Staff only: the route's `role` (registerRoute refuses players before this runs).
  registerRoute(app, feedbackRoutes.list, async ({ ctx, query }) => {
    return { success: true as const, ...(await listFeedback(ctx, query.page)) };
  });
}
