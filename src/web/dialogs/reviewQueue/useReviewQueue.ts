import { useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorRoutes } from '@common/api/routes/creator';
import { call } from '../../api/client';

export const REVIEW_QUERY_KEY = ['creator', 'review'] as const;

/** Pending submissions, oldest first (GET /api/creator/review, moderators and admins). */
export function useReviewQueue() {
  return useQuery({
    queryKey: REVIEW_QUERY_KEY,
    queryFn: async ({ signal }) => (await call(creatorRoutes.reviewList, {}, { signal, quiet: true })).submissions,
  });
}

export function useRefreshReviewQueue() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: REVIEW_QUERY_KEY });
}
