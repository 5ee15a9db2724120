import { useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorRoutes } from '@common/api/routes/creator';
import { ApiError, call } from '../../api/client';
import { SUBMISSION_TEXT } from '@common/creator/texts';

export const SUBMISSIONS_QUERY_KEY = ['creator', 'submissions'] as const;

/** The player's own submissions, newest first (GET /game-api/creator/submission). */
export function useSubmissions() {
  return useQuery({
    queryKey: SUBMISSIONS_QUERY_KEY,
    queryFn: ({ signal }) => call(creatorRoutes.list, {}, { signal }),
  });
}

export function useRefreshSubmissions() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY });
}

/** A failure's text: the server's message, else the spec's 'An error occurred'. */
export const failureText = (err: unknown): string => (err instanceof ApiError && err.message ? err.message : SUBMISSION_TEXT.failed);

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const shortDate = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
};
