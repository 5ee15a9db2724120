import { z } from 'zod';
import { defineRoute } from '../contract';

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
  createdAt: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/friend/list', auth: 'required', response: z.array(friendSchema) }),
  online: defineRoute({
    method: 'GET',
    path: '/api/friend/list/online',
    auth: 'required',
    response: z.array(z.object({ username: z.string() })),
  }),
};
