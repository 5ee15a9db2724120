import { z } from 'zod';
import { defineRoute } from '../contract';

export const statusResponse = z.object({
  success: z.boolean(),
  onlinePlayerCount: z.number().int(),
  playerCount: z.number().int(),
});

export const statusRoutes = {
  status: defineRoute({ method: 'GET', path: '/api/status', auth: 'none', response: statusResponse }),
};
