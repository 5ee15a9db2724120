import { z } from 'zod';
import { socialLink } from '../../social';
import { defineRoute } from '../contract';

export const statusResponse = z.object({
  success: z.boolean(),
  onlinePlayerCount: z.number().int(),
  playerCount: z.number().int(),
});

export const statusRoutes = {
  status: defineRoute({ method: 'GET', path: '/api/status', auth: 'none', response: statusResponse }),
  /** What a visitor's screens show about the site itself (social links). */
  site: defineRoute({
    method: 'GET',
    path: '/api/site',
    auth: 'none',
    response: z.object({ success: z.literal(true), socialLinks: z.array(socialLink) }),
  }),
};
