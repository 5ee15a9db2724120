/**
 * The creator dialog's rules that are not drawing (avatar-economy §2, §4, §5): the list's
 * filters and search, and the submit checks in the spec's order.
 */
export const SUBMISSION_FILTERS = [
  { value: 'all', label: 'All Submissions' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number]['value'];

export const filterLabel = (f: SubmissionFilter): string => SUBMISSION_FILTERS.find((x) => x.value === f)!.label;

interface Searchable {
  status: string;
  gender: string;
  categoryName: string;
}

/** Search matches the category name or the gender, case-insensitively (avatar-economy §5). */
export function matchesSearch(s: Searchable, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return s.categoryName.toLowerCase().includes(t) || s.gender.toLowerCase().includes(t);
}

export function visibleSubmissions<T extends Searchable>(all: readonly T[], filter: SubmissionFilter, term: string): T[] {
  return all.filter((s) => (filter === 'all' || s.status === filter) && matchesSearch(s, term));
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

export interface CheckTexts {
  uploadImage: string;
  fillAllFields: string;
  acceptTerms: string;
}

/**
 * The first failing check, or null (avatar-economy §5, in order): an image (a new file, or the
 * one already on an edited submission), then every field, then the terms (new ones only).
 */
export function firstSubmitProblem(draft: SubmissionDraft, editing: boolean, texts: CheckTexts): string | null {
  if (!draft.hasNewImage && !editing) return texts.uploadImage;
  if (!draft.gender || draft.category === null || !draft.name.trim()) return texts.fillAllFields;
  if (!editing && !draft.acceptedTerms) return texts.acceptTerms;
  return null;
}
