import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportRoutes, type ModerationCase, type ResolveBody } from '@common/api/routes/reports';
import type { CaseStatus } from '@common/moderation-reports';
import { call } from '../../../api/client';

export const CASES_KEY = ['moderation', 'cases'] as const;
/** Others claim and decide too: lists refresh on their own while open. */
const REFRESH_MS = 15_000;

export function useCases(status: CaseStatus) {
  return useQuery({
    queryKey: [...CASES_KEY, status],
    queryFn: ({ signal }) => call(reportRoutes.cases, { query: { status } }, { signal, quiet: true }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Claim and decide: each answers the case as it is now, and every list is read again. */
export function useCaseActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: CASES_KEY });
  return {
    claim: async (id: string): Promise<{ message: string; case: ModerationCase }> => {
      const res = await call(reportRoutes.claim, { params: { id } }, { quiet: true });
      await refresh();
      return res;
    },
    resolve: async (id: string, body: ResolveBody): Promise<{ message: string; case: ModerationCase }> => {
      const res = await call(reportRoutes.resolve, { params: { id }, body }, { quiet: true });
      await refresh();
      return res;
    },
    refresh,
  };
}
