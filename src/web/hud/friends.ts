import { useQuery } from '@tanstack/react-query';
import { FRIENDS_BAR } from '@common/town-ui';
import { friendRoutes } from '@common/api/routes/friends';
import { call } from '../api/client';
import { friendKeys } from '../api/friends';
import { toast } from '../toast';

/**
 * Online friends for the friends bar: GET /api/friend/list/online every 5 s (live-world §7).
 * A failure is toasted (friends bar rule, §8) once per failure streak.
 */
let failing = false;
export function useOnlineFriendsPolling() {
  return useQuery({
    queryKey: friendKeys.online('bar'),
    queryFn: async () => {
      try {
        const list = await call(friendRoutes.online, {});
        failing = false;
        return list;
      } catch (err) {
        if (!failing) toast.error(err instanceof Error ? err.message : String(err));
        failing = true;
        throw err;
      }
    },
    refetchInterval: FRIENDS_BAR.pollMs,
    retry: false,
  });
}

/** The Online Friends panel calls once when it opens (no polling). */
export function useOnlineFriendsOnce(enabled: boolean) {
  return useQuery({
    queryKey: friendKeys.online('panel'),
    queryFn: () => call(friendRoutes.online, {}),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
