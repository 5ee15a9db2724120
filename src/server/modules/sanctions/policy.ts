import { ADMIN_ONLY_SANCTIONS, SANCTION_TEXT, type SanctionKind } from '@common/moderation-sanctions';
import { isAdmin, isModerator, ROLE_TEXT } from '@common/roles';
import { Forbidden } from '../../errors';
import type { UserRow } from '../users/schema';

/**
 * Who may sanction whom, decided here and nowhere else (the routes declare `role: 'moderator'`,
 * so only staff reach these; the reports engineer's resolve comes through the same service):
 *
 * - nobody sanctions themselves, nor lifts their own sanction;
 * - moderators warn, mute and suspend players, and lift those;
 * - admins also ban and lift bans, and sanction moderators;
 * - moderators cannot sanction staff, and admins are not sanctioned here at all (the operator
 *   changes their role first: `npm run admin -- role`);
 * - the system (word filter, flood control: no actor) mutes anyone it catches.
 */
export type SanctionActor = Pick<UserRow, 'id' | 'access'>;
export type SanctionTarget = Pick<UserRow, 'id' | 'access'>;

export function sanctionRefusal(actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): string | null {
  if (!isModerator(actor.access)) return ROLE_TEXT.moderatorsOnly;
  if (actor.id === target.id) return SANCTION_TEXT.notYourself;
  if (isAdmin(target.access)) return SANCTION_TEXT.notAdmins;
  if (isModerator(target.access) && !isAdmin(actor.access)) return SANCTION_TEXT.staffOnlyByAdmins;
  if (ADMIN_ONLY_SANCTIONS.includes(kind) && !isAdmin(actor.access)) return SANCTION_TEXT.banAdminsOnly;
  return null;
}

export function assertCanSanction(actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): void {
  const refusal = sanctionRefusal(actor, target, kind);
  if (refusal) throw new Forbidden(refusal);
}

export const canSanction = (actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): boolean => sanctionRefusal(actor, target, kind) === null;

/** Lifting early: the same ranks as imposing, and bans by admins only. */
export function liftRefusal(actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): string | null {
  if (!isModerator(actor.access)) return ROLE_TEXT.moderatorsOnly;
  if (actor.id === target.id) return SANCTION_TEXT.notYourOwn;
  if (ADMIN_ONLY_SANCTIONS.includes(kind) && !isAdmin(actor.access)) return SANCTION_TEXT.liftBanAdminsOnly;
  if (isModerator(target.access) && !isAdmin(actor.access)) return SANCTION_TEXT.liftStaffOnlyByAdmins;
  return null;
}

export function assertCanLift(actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): void {
  const refusal = liftRefusal(actor, target, kind);
  if (refusal) throw new Forbidden(refusal);
}

export const canLift = (actor: SanctionActor, target: SanctionTarget, kind: SanctionKind): boolean => liftRefusal(actor, target, kind) === null;
