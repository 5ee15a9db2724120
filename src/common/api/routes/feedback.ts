import { z } from 'zod';
import { FEEDBACK_MAX, FEEDBACK_TEXT } from '../../payments/texts';
import { defineRoute } from '../contract';

export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  /** feedback: a player's message; payment: a note of the payments (what a refund could not take back). */
  kind: z.enum(['feedback', 'payment']),
  message: z.string(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackRoutes = {
  /**
   * The spec's POST /feedback (avatar-economy §7): 'Cancel subscription' with an active
   * subscription cancels it at period end and answers when the membership ends; any other
   * message is kept for staff.
   */
  send: defineRoute({
    method: 'POST',
    path: '/api/feedback',
    auth: 'required',
    body: z.object({
      message: z.string({ error: FEEDBACK_TEXT.empty }).trim().min(1, FEEDBACK_TEXT.empty).max(FEEDBACK_MAX, FEEDBACK_TEXT.tooLong),
    }),
    response: z.object({ success: z.literal(true), message: z.string(), membershipEndsAt: z.string().optional() }),
  }),
  /** Moderators and admins: players' feedback and the payments' notes, newest first. */
  list: defineRoute({
    method: 'GET',
    path: '/api/feedback',
    auth: 'required',
    role: 'moderator',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    response: z.object({ success: z.literal(true), entries: z.array(feedbackEntrySchema), hasMore: z.boolean() }),
  }),
};
