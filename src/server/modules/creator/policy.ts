import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import { isModerator, ROLE_TEXT } from '@common/roles';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { UserRow } from '../users/schema';
import type { SubmissionRow } from './schema';

/**
 * Who may do what with creator submissions, decided here and nowhere else. The review routes
 * also declare `role: 'moderator'` (refused before they run); these rules say which rows.
 *
 * - Seeing a submission and its files: its owner and moderators; to anyone else it does not
 *   exist (404), so ids reveal nothing.
 * - Changing it (edit, remove): only its owner, only while it is pending.
 * - Deciding it (approve, reject): a moderator, never on their own submission; the decision
 *   names the revision it was made on (review.ts refuses an older one).
 */

export type CreatorActor = Pick<UserRow, 'id' | 'access'>;
type Facts = Pick<SubmissionRow, 'submitterId' | 'status'>;

export const canSeeSubmission = (actor: CreatorActor, row: Pick<SubmissionRow, 'submitterId'>): boolean => row.submitterId === actor.id || isModerator(actor.access);

export function assertCanSeeSubmission<R extends Pick<SubmissionRow, 'submitterId'>>(actor: CreatorActor, row: R | null | undefined): asserts row is R {
  if (!row || !canSeeSubmission(actor, row)) throw new NotFound(SUBMISSION_TEXT.notFound);
}

export const canChangeSubmission = (actor: CreatorActor, row: Facts): boolean => row.submitterId === actor.id && row.status === 'pending';

export function assertCanChangeSubmission<R extends Facts>(actor: CreatorActor, row: R | null | undefined): asserts row is R {
  if (!row) throw new NotFound(SUBMISSION_TEXT.notFound);
  if (row.submitterId !== actor.id) throw new Forbidden(SUBMISSION_TEXT.notOwner);
  if (row.status !== 'pending') throw new Conflict(SUBMISSION_TEXT.notPending);
}

export const canReviewSubmission = (actor: CreatorActor, row: Pick<SubmissionRow, 'submitterId'>): boolean => isModerator(actor.access) && row.submitterId !== actor.id;

export function assertCanReviewSubmission(actor: CreatorActor, row: Pick<SubmissionRow, 'submitterId'>): void {
  if (!isModerator(actor.access)) throw new Forbidden(ROLE_TEXT.moderatorsOnly);
  if (!canReviewSubmission(actor, row)) throw new Forbidden(REVIEW_TEXT.ownSubmission);
}
