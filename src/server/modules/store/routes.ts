import type { FastifyInstance } from 'fastify';
import { storeRoutes, type StorePage } from '@common/api/routes/store';
import { registerKeyedRoute, registerRoute } from '../../http/route';
import { storePageJson } from './catalog';
import { checkout } from './checkout';
import { storePage } from './service';
import { sessionWithViewer } from './viewer';

export function storeModule(app: FastifyInstance): void {
  registerRoute(app, storeRoutes.list, async ({ ctx, auth, query, reply }) => {
    const page = await storePage(ctx, auth.user, query);
    // The page's items are encoded already (see catalog.ts): copied, not stringified. Fastify
    // types a serializer as returning a string; it sends the Buffer this one returns as is.
    reply.type('application/json; charset=utf-8').serializer(storePageJson as (page: StorePage) => unknown as (page: unknown) => string);
    return page;
  }, { keptSession: sessionWithViewer });

  // The checkout's one statement checks the session itself: one round trip in all.
  registerKeyedRoute(app, storeRoutes.checkout, async ({ ctx, sessionKey, body, req }) => checkout(ctx, req, sessionKey, body.items));
}
