import type { FastifyInstance } from 'fastify';
import { chatRoutes } from '@common/api/routes/chat';
import { registerRoute } from '../../http/route';
import { Forbidden } from '../../errors';
import { markWhispersRead, recentPublic, whisperHistory } from './service';

/** Chat history for the chat window; live messages travel through the town's socket. */
export function chatModule(app: FastifyInstance): void {
  registerRoute(app, chatRoutes.publicRecent, async ({ ctx, auth }) => ({ messages: await recentPublic(ctx, auth.user.id) }));

  registerRoute(app, chatRoutes.whispers, async ({ ctx, auth }) => {
    if (!auth.user.username) throw new Forbidden('Finish creating your account first');
    return whisperHistory(ctx, { id: auth.user.id, username: auth.user.username });
  });

  registerRoute(app, chatRoutes.markRead, async ({ ctx, auth, params }) => {
    const readAt = await markWhispersRead(ctx, auth.user.id, params.username);
    return { success: true, message: 'Whispers marked read', readAt: readAt.toISOString() };
  });
}
