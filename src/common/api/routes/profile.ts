import { z } from 'zod';
import { bioText, commentText, hexColor, locationName, nametagText, replyText } from '../../social/limits';
import { defineRoute, okMessage } from '../contract';
import { uuidParams } from '../params';

/** The full profile (social-core §3 Profile). The web computes the level from honor (honor.ts). */
export const profileSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
  username: z.string(),
  nametag: z.string().nullable(),
  nametagColor: z.string().nullable(),
  bioColor: z.string().nullable(),
  bio: z.string(),
  /** A country name of the list, 'The Sun' or 'The Moon'; null when not set. */
  location: z.string().nullable(),
  /** The username this player hearts, or null. */
  match: z.string().nullable(),
  honor: z.number().int(),
  level: z.number().int(),
  createdAt: z.string(),
  membership: z.number().int(),
  badges: z.number().int(),
  isOnline: z.boolean(),
  isFriends: z.boolean(),
  /** The viewer has asked this player to be friends and they have not answered yet. */
  hasPendingRequest: z.boolean(),
  /** The viewer hearts this player. */
  isMatch: z.boolean(),
  /** The viewer blocks this player. */
  isBlocked: z.boolean(),
  isOwn: z.boolean(),
  /** A demo resident: walks the town on its own while no one plays it (world/residents). */
  isDemoResident: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The quick-action popup's answer (social-core §3 Quick-action response). */
export const quickActionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  username: z.string(),
  isOnline: z.boolean(),
  isFriends: z.boolean(),
  hasPendingRequest: z.boolean(),
  isBlocked: z.boolean(),
  membership: z.number().int(),
  badges: z.number().int(),
  customization: z.object({ nametagColor: z.string().nullable() }),
  isDemoResident: z.boolean(),
});
export type QuickAction = z.infer<typeof quickActionSchema>;

const commentFields = { id: z.string(), sender: z.string(), createdAt: z.string(), message: z.string() };
export const replySchema = z.object(commentFields);
/** A comment with its replies, oldest reply first (social-core §3 Comment). */
export const commentSchema = z.object({ ...commentFields, replies: z.array(replySchema) });
export type ProfileComment = z.infer<typeof commentSchema>;
export type ProfileReply = z.infer<typeof replySchema>;

const username = z.object({ username: z.string().trim().min(1).max(64) });
const flag = z.enum(['0', '1'], { error: 'Flag must be 0 or 1' }).transform((f) => f === '1');
const withUsernameAndFlag = username.extend({ flag });
const commentId = uuidParams();

export const profileRoutes = {
  profile: defineRoute({ method: 'GET', path: '/api/profile/:username', auth: 'required', params: username, response: profileSchema }),
  quickAction: defineRoute({
    method: 'GET',
    path: '/api/profile/:username/quickAction',
    auth: 'required',
    params: username,
    response: quickActionSchema,
  }),
  comments: defineRoute({
    method: 'GET',
    path: '/api/profile/:username/comment',
    auth: 'required',
    params: username,
    response: z.array(commentSchema),
  }),
  comment: defineRoute({
    method: 'POST',
    path: '/api/profile/:username/comment',
    auth: 'required',
    params: username,
    body: z.object({ comment: commentText }),
    response: okMessage.extend({ id: z.string(), createdAt: z.string() }),
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/profile/comment/:id/reply',
    auth: 'required',
    params: commentId,
    body: z.object({ reply: replyText }),
    response: okMessage.extend({ id: z.string(), createdAt: z.string() }),
  }),
  /** Deletes a comment (with its replies) or a reply. */
  deleteComment: defineRoute({ method: 'DELETE', path: '/api/profile/comment/:id', auth: 'required', params: commentId, response: okMessage }),
  bio: defineRoute({ method: 'POST', path: '/api/profile/bio', auth: 'required', body: z.object({ bio: bioText }), response: okMessage }),
  location: defineRoute({
    method: 'POST',
    path: '/api/profile/location',
    auth: 'required',
    body: z.object({ location: locationName }),
    response: okMessage,
  }),
  bioColor: defineRoute({
    method: 'POST',
    path: '/api/profile/bioColor',
    auth: 'required',
    body: z.object({ bioColor: hexColor('Bio colour') }),
    response: okMessage,
  }),
  /** Members only (membership > 0): the colour of their name in town and on their profile. */
  nameColor: defineRoute({
    method: 'POST',
    path: '/api/customization/nameColor',
    auth: 'required',
    body: z.object({ nameColor: hexColor('Name colour') }),
    response: okMessage,
  }),
  /** Members only: the short title under their name (limits in social/limits.ts); '' removes it. */
  nametag: defineRoute({
    method: 'POST',
    path: '/api/customization/nametag',
    auth: 'required',
    body: z.object({ nametag: nametagText }),
    response: okMessage,
  }),
  /** 1 blocks, 0 unblocks; answers the viewer's blocked list so the session updates at once. */
  block: defineRoute({
    method: 'GET',
    path: '/api/profile/:username/block/:flag',
    auth: 'required',
    params: withUsernameAndFlag,
    response: okMessage.extend({ blockedList: z.array(z.string()), blockedListIds: z.array(z.string()) }),
  }),
  /** 1 hearts the player (replacing any other heart), 0 takes the heart back. */
  match: defineRoute({
    method: 'GET',
    path: '/api/profile/:username/match/:flag',
    auth: 'required',
    params: withUsernameAndFlag,
    response: okMessage,
  }),
};
