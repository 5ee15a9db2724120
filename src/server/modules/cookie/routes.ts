import type { FastifyInstance } from 'fastify';
import { cookieRoutes } from '@common/api/routes/cookie';
import { COOKIE_TEXT, SAVE_BODY_LIMIT_BYTES } from '@common/games/cookie/constants';
import { registerRoute } from '../../http/route';
import { loadGame, saveGame } from './service';

/** Cookie clicker save and load (avatar-economy §7). No currency: cookies are not coins. */
export async function cookieModule(app: FastifyInstance): Promise<void> {
  // Its own scope, so the save's small body limit applies to it alone.
  await app.register(async (scoped) => {
    scoped.addHook('onRoute', (route) => {
      if (route.url === cookieRoutes.save.path) route.bodyLimit = SAVE_BODY_LIMIT_BYTES;
    });

    registerRoute(scoped, cookieRoutes.save, async ({ ctx, auth, body }) => {
      await saveGame(ctx, auth.user.id, body);
      return { success: true, message: COOKIE_TEXT.saved };
    });

    registerRoute(scoped, cookieRoutes.load, async ({ ctx, auth }) => {
      const { state, offlineCookies } = await loadGame(ctx, auth.user.id);
      return { success: true as const, cookieGameState: JSON.stringify(state), offlineCookies };
    });
  });
}
