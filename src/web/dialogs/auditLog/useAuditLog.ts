import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditRoutes } from '@common/api/routes/audit';
import { AUDIT_PAGE_DEFAULT } from '@common/audit';
import { call } from '../../api/client';

export const AUDIT_KEY = ['audit'] as const;

/** One page of the audit log, newest first; the page shown stays while the next loads. */
export function useAuditLog(page: number, action: string | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, page, action],
    queryFn: ({ signal }) => call(auditRoutes.list, { query: { page, limit: AUDIT_PAGE_DEFAULT, action: action ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
