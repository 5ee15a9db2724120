import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '@common/api/routes/reports';
import { REPORT_TEXT } from '@common/moderation-reports';
import { registerRoute } from '../../http/route';
import { claimCase, listCases, resolveCase } from './cases';
import { fileReport } from './service';

/**
 * Reports from players, and the moderators' case queue (routes with `role: 'moderator'`,
 * refused to anyone else before these run).
 */
export function reportsModule(app: FastifyInstance): void {
  const r = reportRoutes;
  registerRoute(app, r.report, async ({ ctx, auth, body }) => ({ success: true as const, message: REPORT_TEXT.sent, caseId: await fileReport(ctx, auth.user, body) }));
  registerRoute(app, r.cases, async ({ ctx, auth, query }) => ({ success: true as const, ...(await listCases(ctx, auth.user, query.status)) }));
  registerRoute(app, r.claim, async ({ ctx, auth, params }) => ({ success: true as const, ...(await claimCase(ctx, auth.user, params.id)) }));
  registerRoute(app, r.resolve, async ({ ctx, auth, params, body }) => ({ success: true as const, ...(await resolveCase(ctx, auth.user, params.id, body)) }));
}
