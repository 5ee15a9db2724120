import type { FastifyInstance } from 'fastify';
import { storeRoutes } from '@common/api/routes/store';
import { registerKeyedRoute, registerRoute } from '../../http/route';
import { checkout } from './checkout';
import { outletFlags, outletPage } from './outlet';
import { storePage } from './service';
import { sessionWithViewer } from './viewer';

export function storeModule(app: FastifyInstance): void {
  // The hottest read: its session and its query's parse from memory, its answer encoded already.
  registerRoute(app, storeRoutes.list, ({ ctx, auth, query }) => storePage(ctx, auth.user, query), { cachedSession: sessionWithViewer, memoQuery: true });
  // The outlet's first page in two parts (outlet.ts): the player's own, the shared one by version.
  registerRoute(app, storeRoutes.outlet, ({ ctx, auth }) => outletFlags(ctx, auth.user.id), { cachedSession: sessionWithViewer });
  registerRoute(app, storeRoutes.outletPage, ({ ctx, params, reply }) => outletPage(ctx, params.version, reply), { cachedSession: true });

  // The checkout's one statement checks the session itself: one round trip in all.
  registerKeyedRoute(app, storeRoutes.checkout, async ({ ctx, sessionKey, body, req }) => checkout(ctx, req, sessionKey, body.items));
}
