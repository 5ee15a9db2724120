import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportRoutes, type ModerationCase, type ResolveBody } from '@common/api/routes/reports';
import type { CaseStatus } from '@common/moderation-reports';
import { call } from '../../../api/client';

export const CASES_KEY = ['moderation', 'cases'] as const;
/** Others claim and decide too: lists refresh on their own while open. */
const REFRESH_MS = 15_000;

export function useCases(status: CaseStatus) {
  return useQuery({
    queryKey: [...CASES_KEY, status],
    queryFn: ({ signal }) => call(reportRoutes.cases, { query: { status } }, { signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Claim and decide (mutations): each answers the case as it is now, and every list is read again. */
export function useCaseActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: CASES_KEY });
  const claim = useMutation({
    mutationFn: (id: string): Promise<{ message: string; case: ModerationCase }> => call(reportRoutes.claim, { params: { id } }),
    onSuccess: () => refresh(),
  });
  const resolve = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveBody }): Promise<{ message: string; case: ModerationCase }> => call(reportRoutes.resolve, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
  return { claim, resolve, refresh };
}
