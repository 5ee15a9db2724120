import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationCase, ResolveBody } from '@common/api/routes/reports';
import { CASE_STATUSES, CASE_TEXT, REPORT_TARGET_LABELS, REPORT_TEXT, type CaseAction, type CaseStatus, type ReportTargetType } from '@common/moderation-reports';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import type { Tx } from '../../db/client';
import { sendSystemMail } from '../mail/system';
import { users } from '../users/schema';
import { hideTarget, type AfterCommit } from './hide';
import { assertCanActOnCase, assertCanResolve, claimRefusal, type CaseActor } from './policy';
import { presentCases, type CaseRowWithNames } from './present';
import { sanctionTransaction } from '../sanctions/transaction';
import { caseExtras, sanctionFromCase } from './sanctions';
import { reportCases, reports } from './schema';

/**
 * The moderators' queue: cases by status, claiming (one moderator at a time) and deciding.
 * Claims and decisions lock the case row, so of two at once one wins and the other is told
 * who has it; each is audited in its transaction.
 */

/** How many cases one list answers. */
export const CASES_LISTED = 100;

const claimer = alias(users, 'claimer');
const resolver = alias(users, 'resolver');

function caseQuery(db: Tx) {
  return db
    .select({ c: reportCases, reported: users.username, reportedAccess: users.access, claimer: claimer.username, resolver: resolver.username })
    .from(reportCases)
    .innerJoin(users, eq(users.id, reportCases.reportedUserId))
    .leftJoin(claimer, eq(claimer.id, reportCases.claimedBy))
    .leftJoin(resolver, eq(resolver.id, reportCases.resolvedBy));
}

async function present(ctx: AppContext, db: Tx, actor: CaseActor, rows: CaseRowWithNames[]): Promise<ModerationCase[]> {
  const extras = await caseExtras(ctx, db, [...new Set(rows.map((r) => r.c.reportedUserId))]);
  return presentCases(db, actor, rows, extras);
}

export async function listCases(ctx: AppContext, actor: CaseActor, status: CaseStatus): Promise<{ cases: ModerationCase[]; counts: Record<CaseStatus, number> }> {
  const order = status === 'closed' ? [desc(reportCases.resolvedAt)] : status === 'claimed' ? [asc(reportCases.claimedAt)] : [asc(reportCases.createdAt)];
  const [rows, countRows] = await Promise.all([
    caseQuery(ctx.db)
      .where(eq(reportCases.status, status))
      .orderBy(...order, asc(reportCases.id))
      .limit(CASES_LISTED),
    ctx.db.select({ status: reportCases.status, n: sql<number>`count(*)::int` }).from(reportCases).groupBy(reportCases.status),
  ]);
  const cases = await present(ctx, ctx.db, actor, rows);
  // Open cases: the most trusted reports first (the score), oldest first among equals.
  if (status === 'open') cases.sort((a, b) => b.score - a.score);
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0])) as Record<CaseStatus, number>;
  return { cases, counts };
}

export async function getCase(ctx: AppContext, actor: CaseActor, id: string): Promise<ModerationCase> {
  const rows = await caseQuery(ctx.db).where(eq(reportCases.id, id));
  if (rows.length === 0) throw new NotFound(CASE_TEXT.notFound);
  return (await present(ctx, ctx.db, actor, rows))[0]!;
}

/** The case locked for this transaction, with what the policy needs. */
async function lockedCase(tx: Tx, id: string) {
  // Lock first, then read the names: a join read while waiting for the lock would name the
  // claimer as they were before the winning claim committed.
  const locked = await tx.select({ id: reportCases.id }).from(reportCases).where(eq(reportCases.id, id)).for('update');
  if (locked.length === 0) throw new NotFound(CASE_TEXT.notFound);
  const [row] = await caseQuery(tx).where(eq(reportCases.id, id));
  if (!row) throw new NotFound(CASE_TEXT.notFound);
  const reporterRows = await tx.select({ id: reports.reporterId }).from(reports).where(eq(reports.caseId, id));
  const reporterIds = reporterRows.flatMap((r) => (r.id ? [r.id] : []));
  return { row, reporterIds, facts: { reportedUserId: row.c.reportedUserId, reportedAccess: row.reportedAccess, reporterIds } };
}

/** What the audit row keeps of a case: its status, who holds it (by name, as the log shows people), and the decision. */
const auditView = (c: { status: string; resolutionAction?: string | null; resolutionHours?: number | null }, claimer: string | null) => ({
  status: c.status,
  claimedBy: claimer,
  ...(c.resolutionAction ? { action: c.resolutionAction, hours: c.resolutionHours ?? null } : {}),
});

export async function claimCase(ctx: AppContext, actor: CaseActor, id: string): Promise<{ message: string; case: ModerationCase }> {
  const message = await ctx.db.transaction(async (tx) => {
    const { row, facts } = await lockedCase(tx, id);
    assertCanActOnCase(actor, facts);
    if (claimRefusal(actor, row.c, row.claimer) === 'mine') return CASE_TEXT.alreadyYours;
    const [after] = await tx
      .update(reportCases)
      .set({ status: 'claimed', claimedBy: actor.id, claimedAt: new Date() })
      .where(eq(reportCases.id, id))
      .returning();
    // `username` names the reported player, so the audit log reads 'Case about <name>'.
    const username = row.reported;
    await recordAudit(tx, { actorId: actor.id, action: 'report.case.claim', targetType: 'report_case', targetId: id, before: { ...auditView(row.c, row.claimer), username }, after: { ...auditView(after!, actor.username), username } });
    return CASE_TEXT.claimed;
  });
  return { message, case: await getCase(ctx, actor, id) };
}

/** What the reporters' mail calls the target: its kind and whose it is, never what was decided. */
const describe = (type: ReportTargetType, author: string) => (type === 'player' ? `the player ${author}` : `a ${REPORT_TARGET_LABELS[type].toLowerCase()} by ${author}`);

/**
 * Decides a claimed case in one transaction: the act (hide the content, or a sanction through
 * the sanctions module), the case closed with its decision, the audit row, and a short mail to
 * each reporter that their report was handled. Steps the act needs after the commit run then.
 */
export async function resolveCase(ctx: AppContext, actor: CaseActor, id: string, body: Required<Pick<ResolveBody, 'action'>> & { hours?: number | null; reason: string }): Promise<{ message: string; case: ModerationCase }> {
  const action: CaseAction = body.action;
  const hours = action === 'mute' || action === 'suspend' ? (body.hours ?? null) : null;
  const afterCommit: AfterCommit[] = [];
  // A sanctions transaction: a sanction's own after-commit effects (sessions ended, the town told) run with it.
  await sanctionTransaction(ctx, async (tx) => {
    const { row, reporterIds, facts } = await lockedCase(tx, id);
    assertCanResolve(actor, row.c, row.claimer);
    assertCanActOnCase(actor, facts);
    const type = row.c.targetType as ReportTargetType;
    if (action === 'hide') afterCommit.push(await hideTarget(ctx, tx, actor, { type, id: row.c.targetId }, body.reason));
    if (action === 'warn' || action === 'mute' || action === 'suspend' || action === 'ban') {
      await sanctionFromCase(ctx, tx, { userId: row.c.reportedUserId, kind: action, hours, reason: body.reason, actorId: actor.id, caseId: id });
    }
    const [after] = await tx
      .update(reportCases)
      .set({ status: 'closed', resolutionAction: action, resolutionHours: hours, resolutionReason: body.reason || null, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(reportCases.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'report.case.resolve',
      targetType: 'report_case',
      targetId: id,
      before: { ...auditView(row.c, row.claimer), target: `${type}:${row.c.targetId}`, username: row.reported },
      after: { ...auditView(after!, row.claimer), target: `${type}:${row.c.targetId}`, username: row.reported },
      reason: body.reason || null,
    });
    for (const reporterId of reporterIds) await sendSystemMail(tx, reporterId, REPORT_TEXT.handledMail(describe(type, row.c.evidence.author)));
  });
  // The decision stands once committed: a step after it that fails is logged, not answered as a failure.
  for (const step of afterCommit) await Promise.resolve(step()).catch((err: unknown) => ctx.log.error({ err, case: id }, 'a step after a case decision failed'));
  return { message: CASE_TEXT.resolved(action), case: await getCase(ctx, actor, id) };
}
