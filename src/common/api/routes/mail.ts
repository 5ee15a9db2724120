import { z } from 'zod';
import { defineRoute } from '../contract';

/** How often the top bar refreshes the unread-mail badge (social-core §4, avatar-economy §9). */
export const MAIL_UNREAD_POLL_MS = 10_000;

/** In-app mail (social-core §3 Mail, §7). Only the unread count exists so far. */
export const mailRoutes = {
  /** Polled every 10 s by the top bar while signed in. */
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/mail/unread/count',
    auth: 'required',
    response: z.object({ success: z.literal(true), count: z.number().int().nonnegative() }),
  }),
};
