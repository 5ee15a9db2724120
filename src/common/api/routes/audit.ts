import { z } from 'zod';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from '../../audit';
import { defineRoute } from '../contract';

/** One row of the audit log as admins read it. `actor` null: the operator (npm run admin). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  /** One action name; empty or absent: every action. */
  action: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((v) => v || undefined),
});

export const auditRoutes = {
  /** Admins only: newest first. `actions` lists every action the log holds (for the filter). */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'required',
    role: 'admin',
    query: auditQuery,
    response: z.object({
      success: z.literal(true),
      entries: z.array(auditEntrySchema),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
      actions: z.array(z.string()),
    }),
  }),
};
