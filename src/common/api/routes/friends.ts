import { z } from 'zod';
import { searchTerm } from '../../social/limits';
import { defineRoute, okMessage } from '../contract';
import { uuidParams } from '../params';

/** A friend in lists (social-core §3 Friend (list), avatar-economy §3 Friend). */
export const friendSchema = z.object({
  _id: z.string(),
  username: z.string(),
  bioColor: z.string().nullable(),
  nametagColor: z.string().nullable(),
  membership: z.number().int(),
  width: z.number(),
  height: z.number(),
  isOnline: z.boolean(),
  /** When the friendship began (for a search result that is not a friend: when the player joined). */
  createdAt: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/** A player found by the friend search: friends first, then everyone else. */
export const foundPlayerSchema = friendSchema.extend({ isFriend: z.boolean() });
export type FoundPlayer = z.infer<typeof foundPlayerSchema>;

const username = z.object({ username: z.string().trim().min(1).max(64) });

export const friendRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/friend/list', auth: 'required', response: z.array(friendSchema) }),
  online: defineRoute({
    method: 'GET',
    path: '/api/friend/list/online',
    auth: 'required',
    response: z.array(z.object({ username: z.string() })),
  }),
  /**
   * Sends a friend request: a mail of type 1 to that player. When they had already asked us,
   * it accepts theirs instead (isFriends true).
   */
  request: defineRoute({
    method: 'POST',
    path: '/api/friend/:username',
    auth: 'required',
    params: username,
    response: okMessage.extend({ isFriends: z.boolean() }),
  }),
  /** Accepts the friend-request mail `id` (only its recipient may); answers the new friend's name. */
  accept: defineRoute({
    method: 'GET',
    path: '/api/friend/:id/accept',
    auth: 'required',
    params: uuidParams(),
    response: okMessage.extend({ username: z.string() }),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/friend/:username', auth: 'required', params: username, response: okMessage }),
  /** Players whose username contains the term (case-insensitive), friends and prefix matches first. */
  search: defineRoute({
    method: 'GET',
    path: '/api/friend/search/:term',
    auth: 'required',
    params: z.object({ term: searchTerm }),
    response: z.array(foundPlayerSchema),
  }),
  /** Friends the viewer and that player have in common. */
  mutual: defineRoute({
    method: 'GET',
    path: '/api/friend/mutual/:username',
    auth: 'required',
    params: username,
    response: z.array(z.object({ username: z.string() })),
  }),
};
