import { z } from 'zod';
import { POST_CATEGORY_IDS } from '../../forum/categories';
import { MODERATION_REASON_MAX, MODERATION_TEXT } from '../../moderation';
import { defineRoute } from '../contract';
import { uuidId, uuidParams } from '../params';

/**
 * Moderation of forum posts and replies, for moderators and admins (`role`: others get 403). Every act
 * runs in one transaction with its audit-log row. Setting a state a post already has changes
 * nothing and records nothing (the answer says so).
 */
const reason = z
  .string()
  .trim()
  .max(MODERATION_REASON_MAX, { error: MODERATION_TEXT.reasonTooLong })
  .optional()
  .transform((v) => v || undefined);

const postParams = uuidParams();
const replyParams = z.object({ id: uuidId(), replyId: uuidId() });

/** The post's moderated state after the act. */
export const moderatedPostSchema = z.object({
  id: z.string(),
  category: z.string(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  isHidden: z.boolean(),
});
export type ModeratedPost = z.infer<typeof moderatedPostSchema>;

const postAnswer = z.object({ success: z.literal(true), message: z.string(), post: moderatedPostSchema });
const replyAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  reply: z.object({ id: z.string(), postId: z.string(), isHidden: z.boolean() }),
  /** The post's reply count as players see it (hidden replies not counted). */
  replyCount: z.number().int(),
});
const deleted = z.object({ success: z.literal(true), message: z.string() });

const toggle = <K extends string>(key: K) => z.object({ [key]: z.boolean(), reason } as { [P in K]: z.ZodBoolean } & { reason: typeof reason });

export const moderationRoutes = {
  pin: defineRoute({ method: 'POST', path: '/api/moderation/forum/post/:id/pin', auth: 'required', role: 'moderator', params: postParams, body: toggle('pinned'), response: postAnswer }),
  lock: defineRoute({ method: 'POST', path: '/api/moderation/forum/post/:id/lock', auth: 'required', role: 'moderator', params: postParams, body: toggle('locked'), response: postAnswer }),
  hidePost: defineRoute({ method: 'POST', path: '/api/moderation/forum/post/:id/hide', auth: 'required', role: 'moderator', params: postParams, body: toggle('hidden'), response: postAnswer }),
  /** To any post category, Announcements included (never the All filter). */
  move: defineRoute({
    method: 'POST',
    path: '/api/moderation/forum/post/:id/move',
    auth: 'required',
    role: 'moderator',
    params: postParams,
    body: z.object({ category: z.enum(POST_CATEGORY_IDS as [string, ...string[]], { error: MODERATION_TEXT.moveTarget }), reason }),
    response: postAnswer,
  }),
  /** The post with its replies, their tips and its votes; coins already tipped stay paid. */
  deletePost: defineRoute({ method: 'POST', path: '/api/moderation/forum/post/:id/delete', auth: 'required', role: 'moderator', params: postParams, body: z.object({ reason }), response: deleted }),
  hideReply: defineRoute({
    method: 'POST',
    path: '/api/moderation/forum/post/:id/reply/:replyId/hide',
    auth: 'required',
    role: 'moderator',
    params: replyParams,
    body: toggle('hidden'),
    response: replyAnswer,
  }),
  deleteReply: defineRoute({
    method: 'POST',
    path: '/api/moderation/forum/post/:id/reply/:replyId/delete',
    auth: 'required',
    role: 'moderator',
    params: replyParams,
    body: z.object({ reason }),
    response: z.object({ success: z.literal(true), message: z.string(), replyCount: z.number().int() }),
  }),
};
