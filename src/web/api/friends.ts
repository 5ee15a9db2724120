import { useQuery } from '@tanstack/react-query';
import { friendRoutes } from '@common/api/routes/friends';
import { call } from './client';

/**
 * Friends' query keys, all under ['friends']: invalidating that prefix after a friend request,
 * an accepted one, a removal or a block refreshes every list and the friends bar.
 */
export const friendKeys = {
  all: ['friends'] as const,
  list: () => ['friends', 'list'] as const,
  search: (term: string) => ['friends', 'search', term.toLowerCase()] as const,
  online: (where: 'bar' | 'panel') => ['friends', 'online', where] as const,
};

/**
 * The player's friends (GET /api/friend/list), used by Friends, the friends list and the mail
 * composer's name suggestions: asked afresh each time one of them opens, since friendships
 * change from the other side too.
 */
export function useFriends({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: friendKeys.list(),
    queryFn: ({ signal }) => call(friendRoutes.list, {}, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** Players whose names contain `term` (friends first); nothing is asked for an empty term. */
export function useFriendSearch(term: string) {
  return useQuery({
    queryKey: friendKeys.search(term),
    queryFn: ({ signal }) => call(friendRoutes.search, { params: { term } }, { signal }),
    enabled: term.length > 0,
    retry: false,
  });
}
