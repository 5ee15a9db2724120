import { CASE_TEXT, REPORT_TEXT } from '@common/moderation-reports';
import { isAdmin, isModerator } from '@common/roles';
import { Conflict, Forbidden, Invalid } from '../../errors';
import type { UserRow } from '../users/schema';
import type { ReportCaseRow } from './schema';

/**
 * Who may report what, and who may decide which case, decided here and nowhere else.
 *
 * Reporting: any finished account (with a username), about anything it can see (targets.ts
 * reads the row the way the reporter sees it: what they cannot see is a 404), never about
 * themselves. A block does not stop a report: blocking and reporting go together.
 *
 * Cases: moderators and admins read every case (the routes' `role`). Claiming and deciding
 * follow the sanctions rule: a case about a moderator or admin is an admin's; nobody decides a
 * case about themselves or one they reported themselves; the claimer decides a claimed case.
 */

export type Reporter = Pick<UserRow, 'id' | 'username'>;
export type CaseActor = Pick<UserRow, 'id' | 'access' | 'username'>;

export function assertCanReport(reporter: Reporter, reportedUserId: string): void {
  if (!reporter.username) throw new Forbidden(REPORT_TEXT.noUsername);
  if (reportedUserId === reporter.id) throw new Invalid(REPORT_TEXT.yourself);
}

export interface CaseFacts {
  reportedUserId: string;
  /** The reported player's role now. */
  reportedAccess: number;
  /** Who reported it (the system's reports are left out). */
  reporterIds: readonly string[];
}

/** Why the actor may not claim or decide this case, or null when they may. */
export function caseRefusal(actor: CaseActor, facts: CaseFacts): string | null {
  if (!isModerator(actor.access)) return CASE_TEXT.staffTarget;
  if (facts.reportedUserId === actor.id) return CASE_TEXT.yourOwn;
  if (isModerator(facts.reportedAccess) && !isAdmin(actor.access)) return CASE_TEXT.staffTarget;
  if (facts.reporterIds.includes(actor.id)) return CASE_TEXT.ownReport;
  return null;
}

export function assertCanActOnCase(actor: CaseActor, facts: CaseFacts): void {
  const refusal = caseRefusal(actor, facts);
  if (refusal) throw new Forbidden(refusal);
}

/** A claim: the case must be open; a claim on one's own claimed case is a no-op, anyone else's says who. */
export function claimRefusal(actor: CaseActor, row: Pick<ReportCaseRow, 'status' | 'claimedBy'>, claimerName: string | null): 'mine' | null {
  if (row.status === 'closed') throw new Conflict(CASE_TEXT.closed);
  if (row.status === 'claimed') {
    if (row.claimedBy === actor.id) return 'mine';
    throw new Conflict(CASE_TEXT.claimedBy(claimerName ?? 'Another moderator'));
  }
  return null;
}

/** Deciding: only the moderator who claimed the case, and only while it is claimed. */
export function assertCanResolve(actor: CaseActor, row: Pick<ReportCaseRow, 'status' | 'claimedBy'>, claimerName: string | null): void {
  if (row.status === 'closed') throw new Conflict(CASE_TEXT.closed);
  if (row.status === 'open') throw new Conflict(CASE_TEXT.claimFirst);
  if (row.claimedBy !== actor.id) throw new Conflict(CASE_TEXT.claimedBy(claimerName ?? 'Another moderator'));
}
