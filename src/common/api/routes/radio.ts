import { z } from 'zod';
import { defineRoute } from '../contract';

/** Where the radio plays from: RADIO_STREAM_URL when configured, else the app's own loop. */
export const radioRoutes = {
  station: defineRoute({
    method: 'GET',
    path: '/api/radio',
    auth: 'none',
    response: z.object({
      success: z.literal(true),
      name: z.string(),
      streamUrl: z.string(),
      /** True for the app's own track, which loops; a live stream just plays. */
      loop: z.boolean(),
    }),
  }),
};
