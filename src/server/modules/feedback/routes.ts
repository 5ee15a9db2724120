import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from '@common/api/routes/feedback';
import { ACCESS, ROLE_TEXT, hasAccess } from '@common/roles';
import { Forbidden } from '../../errors';
import { registerRoute } from '../../http/route';
import { listFeedback, sendFeedback } from './service';

/** Players' feedback and subscription cancellation (avatar-economy §7); staff read it. */
export function feedbackModule(app: FastifyInstance): void {
  registerRoute(app, feedbackRoutes.send, async ({ ctx, auth, body }) => {
    const answer = await sendFeedback(ctx, auth.user, body.message);
    return { success: true as const, ...answer };
  });

  registerRoute(app, feedbackRoutes.list, async ({ ctx, auth, query }) => {
    // Staff only. Checked here until route declarations carry a `role` (contract.ts, in progress).
    if (!hasAccess(auth.user.access, ACCESS.moderator)) throw new Forbidden(ROLE_TEXT.moderatorsOnly);
    return { success: true as const, ...(await listFeedback(ctx, query.page)) };
  });
}
