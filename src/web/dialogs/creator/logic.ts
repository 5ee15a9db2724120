import { matchesSubmissionSearch, type Submission, type SubmissionFilter } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';

/**
 * The creator dialog's rules that are not drawing (avatar-economy §2, §4, §5): the list's
 * filter and search, and the submit checks in the spec's order.
 */
export function visibleSubmissions<T extends Pick<Submission, 'status' | 'gender' | 'categoryName'>>(
  all: readonly T[],
  filter: SubmissionFilter,
  term: string,
): T[] {
  return all.filter((s) => (filter === 'all' || s.status === filter) && matchesSubmissionSearch(s, term));
}

/** The sprite must be a PNG: by its type, or by its name when the browser gives no type. */
export const isPngFile = (file: { type: string; name: string }): boolean =>
  file.type === 'image/png' || (file.type === '' && file.name.toLowerCase().endsWith('.png'));

export interface SubmissionDraft {
  hasNewImage: boolean;
  gender: string | null;
  category: number | null;
  name: string;
  acceptedTerms: boolean;
}

/**
 * The first failing check, or null (avatar-economy §5, in order): an image (a new file, or the
 * one already on an edited submission), then every field, then the terms (new ones only).
 */
export function firstSubmitProblem(draft: SubmissionDraft, editing: boolean): string | null {
  if (!draft.hasNewImage && !editing) return SUBMISSION_TEXT.needImage;
  if (!draft.gender || draft.category === null || !draft.name.trim()) return SUBMISSION_TEXT.needFields;
  if (!editing && !draft.acceptedTerms) return SUBMISSION_TEXT.needTerms;
  return null;
}

/**
 * Where a submission stands for its creator: waiting, for sale, taken out of the store by a
 * moderator (it stays `approved`, with `withdrawnAt`), or rejected.
 */
export type SubmissionStanding = 'pending' | 'forSale' | 'withdrawn' | 'rejected';
export function submissionStanding(s: Pick<Submission, 'status' | 'withdrawnAt'>): SubmissionStanding {
  if (s.status === 'approved') return s.withdrawnAt ? 'withdrawn' : 'forSale';
  return s.status;
}

/** The on-avatar preview needs the submission's sprite, which is deleted once it is rejected. */
export const offersWornPreview = (s: Pick<Submission, 'status'>): boolean => s.status !== 'rejected';
