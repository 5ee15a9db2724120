import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '@common/api/routes/audit';
import { registerRoute } from '../../http/route';
import { listAudit } from './service';

/** The audit log, read by admins only (the route's `role`: moderators and players get 403). */
export function auditModule(app: FastifyInstance): void {
  registerRoute(app, auditRoutes.list, async ({ ctx, query }) => {
    const page = await listAudit(ctx, query);
    return { success: true as const, page: query.page, limit: query.limit, ...page };
  });
}
