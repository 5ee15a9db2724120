import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Evidence, ModerationCase } from '@common/api/routes/reports';
import { caseScore, reporterWeight, SYSTEM_REPORT_WEIGHT, type CaseAction, type CaseStatus, type ReportReason, type ReportTargetType } from '@common/moderation-reports';
import { isModerator } from '@common/roles';
import type { Tx } from '../../db/client';
import { users } from '../users/schema';
import { caseRefusal, type CaseActor } from './policy';
import type { CaseExtras } from './sanctions';
import { reportCases, reports, type ReportCaseRow } from './schema';

/**
 * Cases as moderators read them: the evidence (a whisper's lines only when one of its two
 * parties reported it), the reports with each reporter's weight, the score, and whether the
 * asker may act on it.
 */

export interface CaseRowWithNames {
  c: ReportCaseRow;
  reported: string | null;
  reportedAccess: number;
  claimer: string | null;
  resolver: string | null;
}

interface ReportWithName {
  caseId: string;
  reporterId: string | null;
  reporter: string | null;
  reason: string;
  note: string | null;
  createdAt: Date;
}

/** Per reporter: how many of their reports were decided, and how many of those upheld (any action but dismiss). */
export async function reporterRecords(db: Tx, reporterIds: string[]): Promise<Map<string, { upheld: number; decided: number }>> {
  if (reporterIds.length === 0) return new Map();
  const rows = await db
    .select({
      reporterId: reports.reporterId,
      decided: sql<number>`count(*)::int`,
      upheld: sql<number>`(count(*) FILTER (WHERE ${reportCases.resolutionAction} <> 'dismiss'))::int`,
    })
    .from(reports)
    .innerJoin(reportCases, eq(reportCases.id, reports.caseId))
    .where(and(eq(reportCases.status, 'closed'), inArray(reports.reporterId, reporterIds)))
    .groupBy(reports.reporterId);
  return new Map(rows.map((r) => [r.reporterId!, { upheld: r.upheld, decided: r.decided }]));
}

/** A case's own outcome is not part of its reporters' past: taken off their record for a closed case. */
function pastRecord(record: { upheld: number; decided: number } | undefined, c: ReportCaseRow) {
  const r = record ?? { upheld: 0, decided: 0 };
  if (c.status !== 'closed') return r;
  return { decided: Math.max(0, r.decided - 1), upheld: Math.max(0, r.upheld - (c.resolutionAction !== 'dismiss' ? 1 : 0)) };
}

/**
 * Whisper privacy: its lines are shown only on a case one of the two parties reported (the
 * system's own reports do not count), so the word filter cannot open whispers to moderators.
 */
function shownEvidence(c: ReportCaseRow, reporterIds: (string | null)[]): Evidence {
  const { parties, ...evidence } = c.evidence;
  if (c.targetType !== 'whisper') return evidence;
  const partyReported = reporterIds.some((id) => id !== null && (parties ?? []).includes(id));
  if (partyReported) return evidence;
  return { author: evidence.author, text: '', details: [], lines: [], images: [], withheld: true };
}

export async function presentCases(db: Tx, actor: CaseActor, rows: CaseRowWithNames[], extras: CaseExtras): Promise<ModerationCase[]> {
  if (rows.length === 0) return [];
  const reporter = users;
  const list: ReportWithName[] = await db
    .select({ caseId: reports.caseId, reporterId: reports.reporterId, reporter: reporter.username, reason: reports.reason, note: reports.note, createdAt: reports.createdAt })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(inArray(reports.caseId, rows.map((r) => r.c.id)))
    .orderBy(reports.createdAt);
  const records = await reporterRecords(db, [...new Set(list.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))]);
  return rows.map(({ c, reported, reportedAccess, claimer, resolver }) => {
    const own = list.filter((r) => r.caseId === c.id);
    const weighed = own.map((r) => {
      const past = r.reporterId ? pastRecord(records.get(r.reporterId), c) : null;
      return { r, past, weight: past ? reporterWeight(past.upheld, past.decided) : null };
    });
    const refusal = caseRefusal(actor, { reportedUserId: c.reportedUserId, reportedAccess, reporterIds: own.flatMap((r) => (r.reporterId ? [r.reporterId] : [])) });
    return {
      id: c.id,
      targetType: c.targetType as ReportTargetType,
      targetId: c.targetId,
      reported: { username: reported ?? '', isStaff: isModerator(reportedAccess) },
      status: c.status as CaseStatus,
      claimedBy: c.status === 'open' ? null : claimer,
      claimedAt: c.claimedAt?.toISOString() ?? null,
      resolution:
        c.status === 'closed' && c.resolutionAction && c.resolvedAt
          ? { action: c.resolutionAction as CaseAction, hours: c.resolutionHours, reason: c.resolutionReason, by: resolver, at: c.resolvedAt.toISOString() }
          : null,
      evidence: shownEvidence(c, own.map((r) => r.reporterId)),
      reports: weighed.map(({ r, weight }) => ({
        reporter: r.reporterId ? (r.reporter ?? '') : null,
        reason: r.reason as ReportReason,
        note: r.note,
        createdAt: r.createdAt.toISOString(),
        weight: Math.round((weight ?? SYSTEM_REPORT_WEIGHT) * 100) / 100,
      })),
      score: caseScore(weighed.map(({ past }) => (past ? { system: false as const, ...past } : { system: true as const }))),
      standing: extras.standing(c.reportedUserId),
      suggested: c.status === 'closed' ? null : extras.suggested(c.reportedUserId),
      canAct: refusal === null,
      cannotAct: refusal,
      createdAt: c.createdAt.toISOString(),
    };
  });
}
