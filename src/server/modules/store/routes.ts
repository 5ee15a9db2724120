import type { FastifyInstance } from 'fastify';
import { storeRoutes } from '@common/api/routes/store';
import { registerRoute } from '../../http/route';
import { storePageJson } from './catalog';
import { checkout } from './checkout';
import { storePage } from './service';

export function storeModule(app: FastifyInstance): void {
  registerRoute(app, storeRoutes.list, async ({ ctx, auth, query, reply }) => {
    const page = await storePage(ctx, auth.user, query);
    // The page's items carry their JSON text already (see catalog.ts): join instead of stringify.
    reply.serializer(storePageJson);
    return page;
  });

  registerRoute(app, storeRoutes.checkout, async ({ ctx, auth, body, req }) => checkout(ctx, req, auth.user.id, body.items));
}
