import { AUDIT_ACTION_PATTERN } from '@common/audit';
import type { AuditEntry } from '@common/api/routes/audit';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../users/schema';
import { auditLog } from './schema';

export interface AuditInput {
  /** The acting player; null for the operator (npm run admin). */
  actorId: string | null;
  /** Dotted name, e.g. `forum.post.pin` (labels in src/common/audit.ts). */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target's relevant fields before and after the act (null when it did not exist / no longer does). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one audit row. Call it with the acting transaction, so the act and its record commit
 * together: an act that rolls back leaves no row, and no act goes unrecorded.
 */
export async function recordAudit(tx: Tx, entry: AuditInput): Promise<void> {
  if (!AUDIT_ACTION_PATTERN.test(entry.action)) throw new Error(`Bad audit action name: ${entry.action}`);
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason?.trim() || null,
  });
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  hasMore: boolean;
  actions: string[];
}

/** Newest first; an admin screen reads a few pages at most, so offset paging is enough here. */
export async function listAudit(ctx: AppContext, opts: { page: number; limit: number; action?: string }): Promise<AuditPage> {
  const where = opts.action ? eq(auditLog.action, opts.action) : undefined;
  const [rows, totals, actions] = await Promise.all([
    ctx.db
      .select({ row: auditLog, username: users.username })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
    ctx.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(sql`1`),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    entries: rows.map(({ row, username }) => ({
      id: row.id,
      actor: row.actorId ? { id: row.actorId, username } : null,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    hasMore: opts.page * opts.limit < total,
    actions: actions.map((a) => a.action),
  };
}
