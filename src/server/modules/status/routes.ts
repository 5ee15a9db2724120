import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { statusRoutes } from '@common/api/routes/status';
import { registerRoute } from '../../http/route';
import { users } from '../users/schema';

export function statusModule(app: FastifyInstance): void {
  registerRoute(app, statusRoutes.status, async ({ ctx }) => {
    const [row] = await ctx.db.select({ n: count() }).from(users);
    return { success: true, onlinePlayerCount: await ctx.presence.count(), playerCount: row?.n ?? 0 };
  });
}
