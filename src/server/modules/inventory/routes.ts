import type { FastifyInstance } from 'fastify';
import { inventoryRoutes } from '@common/api/routes/inventory';
import { registerRoute } from '../../http/route';
import { listInventory, setEquipped } from './service';

export function inventoryModule(app: FastifyInstance): void {
  registerRoute(app, inventoryRoutes.list, async ({ ctx, auth }) => listInventory(ctx, auth.user.id));

  registerRoute(app, inventoryRoutes.equip, async ({ ctx, auth, params }) => ({
    success: true,
    message: await setEquipped(ctx, auth.user.id, params.id, params.flag === '1'),
  }));
}
