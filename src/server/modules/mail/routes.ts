import type { FastifyInstance } from 'fastify';
import { mailRoutes } from '@common/api/routes/mail';
import { MAIL_TEXT } from '@common/social/mail';
import { registerRoute } from '../../http/route';
import { deleteMail, listMail, markRead, markUnread, replyToMail, sendMail, setSaved, unreadMailCount } from './service';

/** In-app mail (social-core §7). Every route answers only about the signed-in player's own mail. */
export function mailModule(app: FastifyInstance): void {
  registerRoute(app, mailRoutes.unreadCount, async ({ ctx, auth }) => ({
    success: true as const,
    count: await unreadMailCount(ctx, auth.user.id),
  }));

  registerRoute(app, mailRoutes.list, async ({ ctx, auth }) => listMail(ctx, auth.user.id));

  registerRoute(app, mailRoutes.send, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: MAIL_TEXT.sent,
    ...(await sendMail(ctx, auth.user, params.username, body.message)),
  }));

  registerRoute(app, mailRoutes.reply, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: MAIL_TEXT.replied,
    ...(await replyToMail(ctx, auth.user, params.id, body.message)),
  }));

  registerRoute(app, mailRoutes.read, async ({ ctx, auth, params }) => ({ success: true, message: await markRead(ctx, auth.user.id, params.id) }));
  registerRoute(app, mailRoutes.unread, async ({ ctx, auth, params }) => ({ success: true, message: await markUnread(ctx, auth.user.id, params.id) }));
  registerRoute(app, mailRoutes.save, async ({ ctx, auth, params }) => ({
    success: true,
    message: await setSaved(ctx, auth.user.id, params.id, params.flag === '1'),
  }));
  registerRoute(app, mailRoutes.remove, async ({ ctx, auth, params }) => ({ success: true, message: await deleteMail(ctx, auth.user.id, params.id) }));
}
