import { useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorRoutes, type ReviewList } from '@common/api/routes/creator';
import { call } from '../../api/client';

export const REVIEW_QUERY_KEY = ['creator', 'review'] as const;

const reviewListQuery = (status: ReviewList) => ({
  queryKey: [...REVIEW_QUERY_KEY, status],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await call(creatorRoutes.reviewList, { query: { status } }, { signal })).submissions,
});

/** Pending submissions, oldest first (GET /api/creator/review, moderators and admins). */
export function useReviewQueue() {
  return useQuery(reviewListQuery('pending'));
}

/** Approved items, newest decision first, for sale or withdrawn (GET /api/creator/review?status=approved). */
export function useApprovedItems(enabled = true) {
  return useQuery({ ...reviewListQuery('approved'), enabled });
}

/** Both lists (a decision moves a submission from one to the other). */
export function useRefreshReviewQueue() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: REVIEW_QUERY_KEY });
}
