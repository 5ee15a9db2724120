import type { StandingSummary } from '@common/api/routes/sanctions';
import type { CaseAction } from '@common/moderation-reports';
import { stepText } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import type { Tx } from '../../db/client';
import { imposeSanction } from '../sanctions/service';
import { standingOf } from '../sanctions/read';

/**
 * Where cases meet the sanctions module (issue 21 §3): the reported player's standing with the
 * ladder's next step (shown beside a case and proposed by its decision form), and a sanction
 * imposed inside the case's transaction (a sanctionTransaction: cases.ts), which runs its own
 * after-commit effects (sessions ended, the town told).
 */
export interface CaseExtras {
  standing: (userId: string) => StandingSummary | null;
  suggested: (userId: string) => { action: CaseAction; hours: number | null; label: string } | null;
}

export async function caseExtras(_ctx: AppContext, db: Tx, userIds: string[]): Promise<CaseExtras> {
  const now = new Date();
  const standings = new Map(await Promise.all(userIds.map(async (id) => [id, await standingOf(db, id, now).catch(() => null)] as const)));
  return {
    standing: (userId) => standings.get(userId) ?? null,
    suggested: (userId) => {
      const step = standings.get(userId)?.suggested;
      return step ? { action: step.kind, hours: step.hours, label: stepText(step) } : null;
    },
  };
}

export async function sanctionFromCase(
  ctx: AppContext,
  tx: DbTransaction,
  input: { userId: string; kind: 'warn' | 'mute' | 'suspend' | 'ban'; hours: number | null; reason: string; actorId: string; caseId: string },
): Promise<void> {
  await imposeSanction(ctx, tx, input);
}
