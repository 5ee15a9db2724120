import { z } from 'zod';
import { MAIL_MESSAGE_MAX, MAIL_MESSAGE_MIN, MAIL_TEXT, MAIL_TYPE } from '../../social/mail';
import { defineRoute, okMessage } from '../contract';
import { uuidId, uuidParams } from '../params';

/** How often the top bar refreshes the unread-mail badge (social-core §4, avatar-economy §9). */
export const MAIL_UNREAD_POLL_MS = 10_000;

/**
 * One mail as its player sees it (social-core §3 Mail). `sender` is who wrote it and
 * `recipient` whom it went to; `isSender` says which of the two the viewer is. Saved, replied
 * and deleted (in Trash) are the viewer's own side; `isRead` is whether the viewer has read it
 * (always true for mail the viewer wrote). `fromSystem` marks the product's own mail.
 */
export const mailSchema = z.object({
  id: z.string(),
  _id: z.string(),
  sender: z.string(),
  recipient: z.string(),
  message: z.string(),
  createdAt: z.string(),
  type: z.union([z.literal(MAIL_TYPE.message), z.literal(MAIL_TYPE.friendRequest)]),
  isRead: z.boolean(),
  isSender: z.boolean(),
  isSaved: z.boolean(),
  isReplied: z.boolean(),
  isDeleted: z.boolean(),
  /**
   * Written by the product itself (its system sender, shown as PRODUCT_NAME), not by a player:
   * it cannot be answered, and its sender has no profile to open, befriend, block or report.
   */
  fromSystem: z.boolean(),
});
export type Mail = z.infer<typeof mailSchema>;

/** Message text only (social-core §5): 1 to 2,000 characters once trimmed. */
export const mailMessage = z
  .string({ error: MAIL_TEXT.notAString })
  .trim()
  .min(MAIL_MESSAGE_MIN, { error: MAIL_TEXT.empty })
  .max(MAIL_MESSAGE_MAX, { error: MAIL_TEXT.tooLong });

const messageBody = z.object({ message: mailMessage });
/** A malformed id is a 400; a well-formed one that is not the viewer's mail answers exactly like a missing one (404). */
const byId = uuidParams();

export const mailRoutes = {
  /** Polled every 10 s by the top bar while signed in. */
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/mail/unread/count',
    auth: 'required',
    response: z.object({ success: z.literal(true), count: z.number().int().nonnegative() }),
  }),
  /** The viewer's mail, both directions, Trash included, newest first (at most MAIL_LIST_LIMIT). */
  list: defineRoute({ method: 'GET', path: '/api/mail', auth: 'required', response: z.array(mailSchema) }),
  send: defineRoute({
    method: 'POST',
    path: '/api/mail/:username',
    auth: 'required',
    params: z.object({ username: z.string() }),
    body: messageBody,
    response: okMessage.extend({ id: z.string() }),
  }),
  read: defineRoute({ method: 'GET', path: '/api/mail/:id/read', auth: 'required', params: byId, response: okMessage }),
  unread: defineRoute({ method: 'GET', path: '/api/mail/:id/unread', auth: 'required', params: byId, response: okMessage }),
  /** Writes to the mail's other party; marks the viewer's side replied. */
  reply: defineRoute({
    method: 'POST',
    path: '/api/mail/:id/reply',
    auth: 'required',
    params: byId,
    body: messageBody,
    response: okMessage.extend({ id: z.string() }),
  }),
  /** 1 saves, 0 unsaves (the viewer's side only). */
  save: defineRoute({
    method: 'GET',
    path: '/api/mail/:id/save/:flag',
    auth: 'required',
    params: z.object({ id: uuidId(), flag: z.enum(['0', '1'], { error: MAIL_TEXT.badFlag }) }),
    response: okMessage,
  }),
  /**
   * First delete: to the viewer's Trash. Delete in Trash: gone for the viewer (and the row
   * when both sides are done with it). A friend request is gone at once (declined/withdrawn).
   */
  remove: defineRoute({ method: 'DELETE', path: '/api/mail/:id', auth: 'required', params: byId, response: okMessage }),
};
