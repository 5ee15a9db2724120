import { z } from 'zod';
import { cookieGameStateSchema } from '../../games/cookie/state';
import { defineRoute, okMessage } from '../contract';

/** The cookie clicker's save and load (avatar-economy §7). */
export const cookieRoutes = {
  /** The game save as the body; refused (the previous save kept) unless the server's check passes. */
  save: defineRoute({
    method: 'POST',
    path: '/api/cookie/save',
    auth: 'required',
    body: cookieGameStateSchema,
    response: okMessage,
  }),
  /**
   * The player's game as a JSON string (a fresh game for one who never saved), with the
   * offline gain for the time away already added; `offlineCookies` says how many that was.
   */
  load: defineRoute({
    method: 'GET',
    path: '/api/cookie/load',
    auth: 'required',
    response: z.object({ success: z.literal(true), cookieGameState: z.string(), offlineCookies: z.number() }),
  }),
};
