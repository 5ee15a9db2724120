import { describe, expect, it } from 'vitest';
import { FRAME_COUNT, FRAME_HEIGHT, FRAME_WIDTH, THUMBNAIL } from '@common/avatar/sheet';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { firstSubmitProblem, isPngFile, offersWornPreview, submissionStanding, visibleSubmissions, type SubmissionDraft } from './logic';
import { thumbnailCrop } from './thumbnail';

const complete: SubmissionDraft = { hasNewImage: true, gender: 'female', category: 10, name: 'Red coat', acceptedTerms: true };

describe('submit checks (avatar-economy §5, in order)', () => {
  it('asks for an image first, before anything else is looked at', () => {
    expect(firstSubmitProblem({ hasNewImage: false, gender: null, category: null, name: '', acceptedTerms: false }, false)).toBe(SUBMISSION_TEXT.needImage);
  });
  it('lets an edit keep its image', () => {
    expect(firstSubmitProblem({ ...complete, hasNewImage: false }, true)).toBeNull();
  });
  it('asks for every field next: gender, category, name', () => {
    expect(firstSubmitProblem({ ...complete, gender: null, acceptedTerms: false }, false)).toBe(SUBMISSION_TEXT.needFields);
    expect(firstSubmitProblem({ ...complete, category: null }, false)).toBe(SUBMISSION_TEXT.needFields);
    expect(firstSubmitProblem({ ...complete, name: '   ' }, true)).toBe(SUBMISSION_TEXT.needFields);
    // Category 0 (hair) is a real category, not a missing one.
    expect(firstSubmitProblem({ ...complete, category: 0 }, false)).toBeNull();
  });
  it('asks for the terms last, and only on a new submission', () => {
    expect(firstSubmitProblem({ ...complete, acceptedTerms: false }, false)).toBe(SUBMISSION_TEXT.needTerms);
    expect(firstSubmitProblem({ ...complete, acceptedTerms: false }, true)).toBeNull();
    expect(firstSubmitProblem(complete, false)).toBeNull();
  });
});

describe('png files', () => {
  it('takes PNGs by type, or by name when the browser gives none', () => {
    expect(isPngFile({ type: 'image/png', name: 'a.bin' })).toBe(true);
    expect(isPngFile({ type: '', name: 'Coat.PNG' })).toBe(true);
    expect(isPngFile({ type: 'image/jpeg', name: 'coat.png' })).toBe(false);
    expect(isPngFile({ type: '', name: 'coat.jpg' })).toBe(false);
  });
});

describe('submission search and filters', () => {
  const rows = [
    { id: 1, status: 'pending' as const, gender: 'female' as const, categoryName: 'Coat' },
    { id: 2, status: 'approved' as const, gender: 'male' as const, categoryName: 'Hat' },
    { id: 3, status: 'rejected' as const, gender: 'male' as const, categoryName: 'Chest tattoo' },
  ];
  it('matches the category name or the gender, ignoring case and spaces around', () => {
    expect(visibleSubmissions(rows, 'all', ' COAT ').map((r) => r.id)).toEqual([1]);
    expect(visibleSubmissions(rows, 'all', 'MAL').map((r) => r.id)).toEqual([1, 2, 3]);
    // "female" contains "male": the spec's substring match finds both.
    expect(visibleSubmissions(rows, 'all', 'male').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(visibleSubmissions(rows, 'all', 'tattoo').map((r) => r.id)).toEqual([3]);
    expect(visibleSubmissions(rows, 'all', 'pending')).toEqual([]);
  });
  it('filters by status, then searches within', () => {
    expect(visibleSubmissions(rows, 'pending', '').map((r) => r.id)).toEqual([1]);
    expect(visibleSubmissions(rows, 'rejected', 'hat')).toEqual([]);
    expect(visibleSubmissions(rows, 'approved', 'hat').map((r) => r.id)).toEqual([2]);
    expect(SUBMISSION_TEXT.emptyFilter('pending')).toBe('No submissions in Pending');
  });
});

describe('thumbnail crop', () => {
  it('is the 218x218 square at 103,42 of the front view of a full sheet', () => {
    expect(thumbnailCrop(FRAME_WIDTH * FRAME_COUNT, FRAME_HEIGHT)).toEqual({ sx: THUMBNAIL.left, sy: THUMBNAIL.top, size: THUMBNAIL.size });
    expect(thumbnailCrop(2550, 850)).toEqual({ sx: 103, sy: 42, size: 218 });
  });
  it('scales with a sheet drawn at another size', () => {
    expect(thumbnailCrop(1275, 425)).toEqual({ sx: 51.5, sy: 21, size: 109 });
    expect(thumbnailCrop(5100, 1700)).toEqual({ sx: 206, sy: 84, size: 436 });
  });
  it('keeps the crop square and inside the first column for an odd-shaped image', () => {
    const c = thumbnailCrop(2550, 1700);
    expect(c).toEqual({ sx: 103, sy: 42, size: 218 });
    expect(c.sx + c.size).toBeLessThanOrEqual(2550 / 6);
  });
});

describe('where a submission stands for its creator', () => {
  it('tells an approved item for sale from one withdrawn from the store', () => {
    expect(submissionStanding({ status: 'approved', withdrawnAt: null })).toBe('forSale');
    expect(submissionStanding({ status: 'approved', withdrawnAt: '2026-11-24T08:00:00.000Z' })).toBe('withdrawn');
    expect(submissionStanding({ status: 'pending', withdrawnAt: null })).toBe('pending');
    expect(submissionStanding({ status: 'rejected', withdrawnAt: null })).toBe('rejected');
  });
  it('keeps a withdrawn item under the Approved filter (its status stays approved)', () => {
    const rows = [{ id: 1, status: 'approved' as const, gender: 'male' as const, categoryName: 'Hat', withdrawnAt: '2026-11-24T08:00:00.000Z' }];
    expect(visibleSubmissions(rows, 'approved', '').map((r) => r.id)).toEqual([1]);
  });
  it('offers the on-avatar preview unless the submission was rejected (its files are deleted)', () => {
    expect(offersWornPreview({ status: 'pending' })).toBe(true);
    expect(offersWornPreview({ status: 'approved' })).toBe(true);
    expect(offersWornPreview({ status: 'rejected' })).toBe(false);
  });
});
