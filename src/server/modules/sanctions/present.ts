import type { Sanction, StandingSummary } from '@common/api/routes/sanctions';
import { countsAsOffence, ladderStep } from '@common/moderation-sanctions';
import { isBan, isMuted, isSuspended } from '../users/standing';
import type { UserRow } from '../users/schema';
import type { SanctionRow } from './schema';

export type { StandingSummary };

/** In force now: a mute or suspension not ended, a ban, or a warning still counting; never a lifted one. */
export function isActive(row: Pick<SanctionRow, 'kind' | 'endsAt' | 'liftedAt' | 'createdBy' | 'createdAt'>, now: Date): boolean {
  if (row.liftedAt !== null) return false;
  if (row.kind === 'warn') return countsAsOffence(row, now);
  return row.endsAt === null || row.endsAt > now;
}

export interface StaffNames {
  createdBy: string | null;
  liftedBy: string | null;
}

/** A sanction as the API answers it; `staff` adds who imposed and lifted it (the player's own view leaves them out). */
export function presentSanction(row: SanctionRow, now: Date, staff: StaffNames | false): Sanction {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    active: isActive(row, now),
    offence: countsAsOffence(row, now),
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftReason: row.liftReason,
    ...(staff
      ? {
          createdBy: row.createdBy ? { id: row.createdBy, username: staff.createdBy } : null,
          liftedBy: row.liftedBy ? { id: row.liftedBy, username: staff.liftedBy } : null,
          caseId: row.caseId,
        }
      : {}),
  };
}

type StandingRow = Pick<UserRow, 'mutedUntil' | 'suspendedUntil'>;

/** What is in force on the account now, with the ladder's next step. */
export function summaryOf(row: StandingRow, offences: number, now: Date = new Date()): StandingSummary {
  const suspended = isSuspended(row, now);
  const banned = suspended && isBan(row.suspendedUntil!);
  const step = ladderStep(offences);
  return {
    mutedUntil: isMuted(row, now) ? row.mutedUntil!.toISOString() : null,
    suspendedUntil: suspended && !banned ? row.suspendedUntil!.toISOString() : null,
    banned,
    offences,
    suggested: { offences, kind: step.kind, hours: step.hours },
  };
}

/** The standing columns as the audit log keeps them (before and after an act). */
export function standingSnapshot(row: Pick<UserRow, 'username' | 'mutedUntil' | 'suspendedUntil' | 'suspensionReason'>) {
  return {
    username: row.username,
    mutedUntil: row.mutedUntil?.toISOString() ?? null,
    suspendedUntil: row.suspendedUntil ? (isBan(row.suspendedUntil) ? 'infinity' : row.suspendedUntil.toISOString()) : null,
    suspensionReason: row.suspensionReason,
  };
}
