import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { forumRoutes, type ForumPostDetail, type ForumSort } from '@common/api/routes/forum';
import type { ForumCategoryId } from '@common/forum/categories';
import { FORUM_PAGE_SIZE, REPLIES_PAGE_SIZE } from '@common/forum/limits';
import { call } from '../../api/client';

/** Every forum query starts with this key, so one invalidation refreshes lists, posts and cards. */
export const FORUM_KEY = ['forum'] as const;
export const forumListKey = (category: ForumCategoryId, sort: ForumSort, search: string) => [...FORUM_KEY, 'list', category, sort, search] as const;
export const forumPostKey = (id: string, repliesPage: number) => [...FORUM_KEY, 'post', id, repliesPage] as const;

/**
 * A category's posts, 35 a page, for the infinite list (social-core §2). Each next page starts
 * at the previous answer's keyset cursor, so deep pages load as fast as the first.
 * Errors show in the list ('Error loading forum content: ...'), never as a toast.
 */
export function useForumList(category: ForumCategoryId, sort: ForumSort, search: string) {
  return useInfiniteQuery({
    queryKey: forumListKey(category, sort, search),
    queryFn: ({ pageParam, signal }) =>
      call(
        forumRoutes.list,
        { params: { category }, query: { limit: FORUM_PAGE_SIZE, sort, search: search || undefined, ...(pageParam ? { cursor: pageParam } : { page: 1 }) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: 10_000,
  });
}

/** One post with a page of its replies (15 a page). The page shown stays while the next loads. */
export function useForumPost(id: string, repliesPage: number) {
  return useQuery({
    queryKey: forumPostKey(id, repliesPage),
    queryFn: ({ signal }) => call(forumRoutes.post, { params: { id }, query: { repliesPage, repliesLimit: REPLIES_PAGE_SIZE } }, { signal }),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
    staleTime: 5_000,
  });
}

/** Changes every cached page of one post at once (a tip, a vote, an edit shows before the refetch). */
export function patchPost(client: QueryClient, id: string, change: (post: ForumPostDetail) => ForumPostDetail) {
  client.setQueriesData<ForumPostDetail>({ queryKey: [...FORUM_KEY, 'post', id] }, (post) => (post ? change(post) : post));
}

/** After anything changed on the server: lists, posts and [post] cards (keyed under 'forum' too) read afresh. */
export function refreshForum(client: QueryClient) {
  void client.invalidateQueries({ queryKey: FORUM_KEY });
}
