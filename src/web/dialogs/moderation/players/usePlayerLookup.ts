import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRoutes } from '@common/api/routes/staff';
import { call } from '../../../api/client';

export const LOOKUP_KEY = ['moderation', 'player'] as const;

/** The staff's lookup of one player (GET /api/moderation/players/:username); nothing until a name is given. */
export function usePlayerLookup(username: string | null) {
  return useQuery({
    queryKey: [...LOOKUP_KEY, username?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => call(staffRoutes.lookup, { params: { username: username! } }, { signal }),
    enabled: !!username,
    retry: false,
    staleTime: 5_000,
  });
}

/** After a sanction, lift or staff act: every open lookup reads again. */
export function useRefreshLookups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LOOKUP_KEY });
}

export const localTime = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
