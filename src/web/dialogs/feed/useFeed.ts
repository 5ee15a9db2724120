import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityRoutes, type Activity } from '@common/api/routes/activity';
import { call } from '../../api/client';
import { runMutation } from '../../queryClient';
import { toast } from '../../toast';

export const FEED_KEY = ['feed'] as const;

/** The player's activity and totals. A failure toasts the server's message (live-world §8). */
export function useFeed() {
  return useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => call(activityRoutes.feed, {}, { signal }), staleTime: 0, meta: { toastsError: true } });
}

/** Deletes one activity, then reloads the feed (avatar-economy §7); failures toast the server's message. */
export function useDeleteActivity() {
  const client = useQueryClient();
  return async (activity: Activity) => {
    try {
      const res = await runMutation(() => call(activityRoutes.remove, { params: { type: activity.type, id: activity.id } }));
      toast.success(res.message);
    } finally {
      await client.invalidateQueries({ queryKey: FEED_KEY });
    }
  };
}
