import { useQuery } from '@tanstack/react-query';
import { sanctionRoutes } from '@common/api/routes/sanctions';
import { call } from '../../api/client';

export const STANDING_KEY = ['me', 'standing'] as const;

/** The player's own standing (GET /api/me/standing): what is in force, warnings, the notice to show. */
export function useStanding(enabled = true) {
  return useQuery({
    queryKey: STANDING_KEY,
    queryFn: ({ signal }) => call(sanctionRoutes.mine, {}, { signal }),
    staleTime: 10_000,
    enabled,
  });
}

/** A moment in the player's own time zone: "May 3, 2026, 2:05 PM". */
export const localTime = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
