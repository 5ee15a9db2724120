import { SANCTION_TEXT, type SanctionKind } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import { closeTownConnection, tellInTown } from '../../world/notify';
import { sessionsEnded } from '../auth/sessions';
import type { UserRow } from '../users/schema';
import { isMuted, suspensionRefusal } from '../users/standing';

export interface SanctionCommitted {
  userId: string;
  username: string;
  kind: SanctionKind;
  /** Lifted rather than imposed. */
  lifted: boolean;
  /** The users row as the transaction left it (standing recomputed). */
  row: Pick<UserRow, 'mutedUntil' | 'suspendedUntil' | 'suspensionReason'>;
  reason: string;
  /** Imposed by the word filter or flood control rather than staff. */
  bySystem: boolean;
}

/**
 * What follows a sanction's commit (registered by the service with afterCommit, run by
 * sanctionTransaction): this process drops what it keeps of the player at once (the users
 * trigger's notice brings the change to the others within a poll); a suspension or ban answers
 * only once every process has heard that the sessions ended (auth's sign-out everywhere) and
 * closes the town connection, wherever it is, with the refusal's text; a staff mute or warning
 * tells the player in town (a system mute's refusal already did), and a lifted mute says they can chat again.
 */
export async function afterSanctionCommits(ctx: AppContext, e: SanctionCommitted): Promise<void> {
  if (e.lifted) {
    ctx.changes?.deliver('user', e.userId);
    if (e.kind === 'mute' && !isMuted(e.row)) tellInTown(ctx, e.username, SANCTION_TEXT.muteLifted);
    return;
  }
  if (e.kind === 'suspend' || e.kind === 'ban') {
    await sessionsEnded(ctx, e.userId);
    const refusal = suspensionRefusal(e.row);
    if (refusal) closeTownConnection(ctx, e.username, refusal, 'signedOut');
    return;
  }
  ctx.changes?.deliver('user', e.userId);
  // The word filter's and flood control's refusals already say the mute and its length: one notice.
  if (e.kind === 'mute' && e.row.mutedUntil && !e.bySystem) tellInTown(ctx, e.username, SANCTION_TEXT.mutedNow(e.row.mutedUntil, e.reason, e.bySystem));
  if (e.kind === 'warn') tellInTown(ctx, e.username, SANCTION_TEXT.warnedNow(e.reason));
}
