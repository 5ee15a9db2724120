import type { FastifyInstance } from 'fastify';
import { moderationRoutes } from '@common/api/routes/moderation';
import { registerRoute } from '../../http/route';
import type { Authenticated } from '../auth/sessions';
import { deletePost, movePost, setLocked, setPinned, setPostHidden, type Act } from '../forum/moderation-posts';
import { deleteReply, setReplyHidden } from '../forum/moderation-replies';

/** Who acts and why, as the audit row records it. */
const act = (auth: Authenticated, body: { reason?: string }): Act => ({ actorId: auth.user.id, reason: body.reason });

/**
 * Moderators and admins act on forum content: each route declares `role: 'moderator'`, so
 * registerRoute refuses anyone else before these run. The acts are the forum module's
 * (forum/moderation-*.ts), each audited in its own transaction.
 */
export function moderationModule(app: FastifyInstance): void {
  const r = moderationRoutes;
  const ok = true as const;
  registerRoute(app, r.pin, async ({ ctx, auth, params, body }) => ({ success: ok, ...(await setPinned(ctx, act(auth, body), params.id, body.pinned)) }));
  registerRoute(app, r.lock, async ({ ctx, auth, params, body }) => ({ success: ok, ...(await setLocked(ctx, act(auth, body), params.id, body.locked)) }));
  registerRoute(app, r.hidePost, async ({ ctx, auth, params, body }) => ({ success: ok, ...(await setPostHidden(ctx, act(auth, body), params.id, body.hidden)) }));
  registerRoute(app, r.move, async ({ ctx, auth, params, body }) => ({ success: ok, ...(await movePost(ctx, act(auth, body), params.id, body.category)) }));
  registerRoute(app, r.deletePost, async ({ ctx, auth, params, body }) => ({ success: ok, message: await deletePost(ctx, act(auth, body), params.id) }));
  registerRoute(app, r.hideReply, async ({ ctx, auth, params, body }) => ({
    success: ok,
    ...(await setReplyHidden(ctx, act(auth, body), params.id, params.replyId, body.hidden)),
  }));
  registerRoute(app, r.deleteReply, async ({ ctx, auth, params, body }) => ({
    success: ok,
    ...(await deleteReply(ctx, act(auth, body), params.id, params.replyId)),
  }));
}
