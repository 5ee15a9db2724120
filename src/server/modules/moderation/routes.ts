import type { FastifyInstance } from 'fastify';
import { moderationRoutes } from '@common/api/routes/moderation';
import { registerRoute } from '../../http/route';
import { requireModerator } from '../auth/roles';
import { deletePost, movePost, setLocked, setPinned, setPostHidden } from './posts';
import { deleteReply, setReplyHidden } from './replies';

/** Moderators and admins act on forum content; every act is audited in its own transaction. */
export function moderationModule(app: FastifyInstance): void {
  const r = moderationRoutes;
  registerRoute(app, r.pin, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await setPinned(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, body.pinned)) };
  });
  registerRoute(app, r.lock, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await setLocked(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, body.locked)) };
  });
  registerRoute(app, r.hidePost, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await setPostHidden(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, body.hidden)) };
  });
  registerRoute(app, r.move, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await movePost(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, body.category)) };
  });
  registerRoute(app, r.deletePost, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, message: await deletePost(ctx, { actorId: auth.user.id, reason: body.reason }, params.id) };
  });
  registerRoute(app, r.hideReply, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await setReplyHidden(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, params.replyId, body.hidden)) };
  });
  registerRoute(app, r.deleteReply, async ({ ctx, auth, params, body }) => {
    requireModerator(auth);
    return { success: true as const, ...(await deleteReply(ctx, { actorId: auth.user.id, reason: body.reason }, params.id, params.replyId)) };
  });
}
