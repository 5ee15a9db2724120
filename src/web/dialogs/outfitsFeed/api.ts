import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { CREATE_POST_FIELD, outfitsFeedRoutes, type CreatePostFields, type FeedPost } from '@common/api/routes/outfitsFeed';
import type { RouteResponse } from '@common/api/contract';
import { API_TEXT } from '@common/texts';
import type { FeedFilter } from '@common/outfitsFeed/limits';
import { ApiError, call } from '../../api/client';
import { useSession } from '../../stores/session';

export const FEED_QUERY_KEY = ['outfits-feed'] as const;
export const UPLOADS_QUERY_KEY = ['outfits-feed', 'uploads'] as const;
export const REVIEW_QUERY_KEY = ['outfits-feed', 'review'] as const;

type Page = RouteResponse<typeof outfitsFeedRoutes.list>;

/** The grid's posts, a page per cursor. */
export function useFeed(search: string, filter: FeedFilter) {
  return useInfiniteQuery({
    queryKey: [...FEED_QUERY_KEY, 'posts', search, filter],
    queryFn: ({ pageParam, signal }) => call(outfitsFeedRoutes.list, { query: { search: search || undefined, filter, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Changes one post wherever the grid holds it (after a save, comment or tip), without a reload. */
export function usePatchPost() {
  const qc = useQueryClient();
  return (id: string, patch: (p: FeedPost) => FeedPost) =>
    qc.setQueriesData<InfiniteData<Page>>({ queryKey: [...FEED_QUERY_KEY, 'posts'] }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((p) => (p.id === id ? patch(p) : p)) })) } : data,
    );
}

/**
 * Creates a post: multipart (the fields as JSON plus a file per uploaded slot), which the JSON
 * wrapper does not send. The Idempotency-Key makes a double click pay once.
 */
export async function createPost(fields: CreatePostFields, files: Map<string, File>, idempotencyKey: string): Promise<RouteResponse<typeof outfitsFeedRoutes.create>> {
  const form = new FormData();
  form.append(CREATE_POST_FIELD, JSON.stringify(fields));
  for (const [field, file] of files) form.append(field, file, file.name);
  const key = useSession.getState().key;
  let res: Response;
  try {
    res = await fetch(outfitsFeedRoutes.create.path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'idempotency-key': idempotencyKey, ...(key ? { 'x-session-key': key } : {}) },
    });
  } catch {
    throw new ApiError(500, API_TEXT.network);
  }
  const data = (await res.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (res.status === 401) useSession.getState().expire();
  if (!res.ok || data?.success === false) throw new ApiError(res.status, data?.message ?? `${API_TEXT.failed} (${res.status})`);
  return data as RouteResponse<typeof outfitsFeedRoutes.create>;
}

export const errorText = (err: unknown, fallback = API_TEXT.failed) => (err instanceof ApiError && err.message ? err.message : fallback);
