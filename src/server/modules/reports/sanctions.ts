import type { CaseAction } from '@common/moderation-reports';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
import type { Tx } from '../ledger/service';
import { CASE_TEXT } from '@common/moderation-reports';
import type { AfterCommit } from './hide';

/** Where cases meet the sanctions module (issue 21 §3): the reported player's standing, the ladder's next step, and imposing one. */
export async function caseExtras(_ctx: AppContext, _db: Tx, _userIds: string[]) {
  return {
    standing: (_userId: string): unknown => null,
    suggested: (_userId: string): { action: CaseAction; hours: number | null; label: string } | null => null,
  };
}

export async function sanctionFromCase(
  _ctx: AppContext,
  _tx: Tx,
  _input: { userId: string; kind: 'warn' | 'mute' | 'suspend' | 'ban'; hours: number | null; reason: string; actorId: string; caseId: string },
): Promise<AfterCommit> {
  throw new Invalid(CASE_TEXT.sanctionsMissing);
}
