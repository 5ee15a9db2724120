import { useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@common/api/routes/profile';
import { call } from '../../api/client';

/**
 * Query keys of everything about a player, under ['profile', lower-case name]: invalidating
 * that prefix after an action (friend, block, heart) refreshes the popup and the about dialog.
 */
export const profileKeys = {
  of: (username: string) => ['profile', username.toLowerCase()] as const,
  quick: (username: string) => ['profile', username.toLowerCase(), 'quick'] as const,
  full: (username: string) => ['profile', username.toLowerCase(), 'full'] as const,
  comments: (username: string) => ['profile', username.toLowerCase(), 'comments'] as const,
  mutuals: (username: string) => ['profile', username.toLowerCase(), 'mutuals'] as const,
};

/** The quick-action answer (GET /api/profile/{username}/quickAction). */
export function useQuickAction(username: string | null) {
  return useQuery({
    queryKey: profileKeys.quick(username ?? ''),
    queryFn: ({ signal }) => call(profileRoutes.quickAction, { params: { username: username! } }, { signal }),
    enabled: !!username,
    // Friendship and blocks change from the other side too: ask afresh each time it opens.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The full profile (GET /api/profile/{username}). */
export function useProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.full(username),
    queryFn: ({ signal }) => call(profileRoutes.profile, { params: { username } }, { signal }),
    enabled: !!username,
    retry: false,
  });
}
