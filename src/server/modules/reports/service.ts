import { sql } from 'drizzle-orm';
import { REPORT_TEXT, REPORTS_PER_HOUR, type ReportReason, type ReportTargetType } from '@common/moderation-reports';
import type { AppContext } from '../../context';
import { Conflict } from '../../errors';
import { spendRateLimit } from '../../http/limiter';
import type { Tx } from '../../db/client';
import { assertCanReport, type Reporter } from './policy';
import { reportCases, reports } from './schema';
import { readTarget, type Target } from './targets';

/**
 * Reports: a player's (POST /api/report) or the system's (`openSystemCase`, for the word
 * filter). Either way the server reads the target from its own records (targets.ts) and the
 * report joins the target's undecided case, or opens one with that evidence.
 */

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  note?: string | undefined;
}

/** One report from this player's hourly allowance, shared by every app process. */
async function spendReportAllowance(ctx: AppContext, userId: string): Promise<void> {
  await spendRateLimit(ctx, 'reports', { points: REPORTS_PER_HOUR, duration: 3600 }, userId, REPORT_TEXT.tooMany);
}

/**
 * The target's undecided case, made when there is none. One statement on the partial unique
 * index (target, while not closed): of two first reports at once, one inserts and the other
 * waits for it, then takes the update path to the same row (which also locks the case until
 * this report commits, so a decision cannot close it between the two statements).
 */
async function caseFor(tx: Tx, type: ReportTargetType, target: Target): Promise<string> {
  const [row] = await tx
    .insert(reportCases)
    .values({ targetType: type, targetId: target.targetId, reportedUserId: target.reportedUserId, evidence: target.evidence })
    .onConflictDoUpdate({
      target: [reportCases.targetType, reportCases.targetId],
      targetWhere: sql`${reportCases.status} <> 'closed'`,
      set: { targetType: sql`excluded.target_type` },
    })
    .returning({ id: reportCases.id });
  return row!.id;
}

/** A player's report: allowance first (so refusals cannot be used to probe for free), then what they can see. */
export async function fileReport(ctx: AppContext, reporter: Reporter, input: ReportInput): Promise<string> {
  await spendReportAllowance(ctx, reporter.id);
  const target = await readTarget(ctx.db, reporter, input.targetType, input.targetId);
  assertCanReport(reporter, target.reportedUserId);
  return ctx.db.transaction(async (tx) => {
    const caseId = await caseFor(tx, input.targetType, target);
    const added = await tx
      .insert(reports)
      .values({ caseId, reporterId: reporter.id, reason: input.reason, note: input.note ?? null })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (added.length === 0) throw new Conflict(REPORT_TEXT.alreadyReported);
    return caseId;
  });
}

/**
 * A report by the system, for the word filter's `review` action: call it inside the
 * transaction that stores the content (so the row is read as that transaction sees it), with
 * the target as the reports API names it (`chat` and the chat line's id, `forumPost` and the
 * post's id, `player` and a user id, ...). The server's evidence is read here from the row;
 * `note` says why (e.g. which word list entry matched). Answers the case id (joined or new).
 * No allowance and no visibility rule apply; a whisper's lines stay hidden from moderators
 * until one of its two parties reports it too (present.ts). Nothing to do after the commit.
 */
export async function openSystemCase(
  _ctx: AppContext,
  tx: Tx,
  input: { targetType: ReportTargetType; targetId: string; reason: ReportReason; note?: string },
): Promise<string> {
  const target = await readTarget(tx, null, input.targetType, input.targetId);
  const caseId = await caseFor(tx, input.targetType, target);
  await tx.insert(reports).values({ caseId, reporterId: null, reason: input.reason, note: input.note?.slice(0, 500) ?? null });
  return caseId;
}
