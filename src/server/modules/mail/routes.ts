import type { FastifyInstance } from 'fastify';
import { mailRoutes } from '@common/api/routes/mail';
import { registerRoute } from '../../http/route';
import { unreadMailCount } from './service';

export function mailModule(app: FastifyInstance): void {
  registerRoute(app, mailRoutes.unreadCount, async ({ ctx, auth }) => ({
    success: true as const,
    count: await unreadMailCount(ctx, auth.user.id),
  }));
}
