import { Suspense, type ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMessage } from '@tabler/icons-react';
import { BBCODE_TEXT } from '@common/bbcode';
import { postQuickInfoRoute, postQuickInfoSchema, type PostQuickInfo } from '@common/bbcode/post-card';
import { ApiError, call } from '../../../api/client';
import { useDialogs } from '../../../stores/dialogs';
import { postEmbeds } from '../postEmbeds';

/** Under the forum queries' key, so anything that changes a post refreshes its cards too. */
export const postQueryKey = (id: string) => ['forum', 'quick-info', id] as const;

/**
 * The post a [post]{id}[/post] names, from GET /api/forum/post/{id}/quick-info; null when there
 * is no such post (404, or an answer that is not a post). Other failures are errors (retried on
 * the next mount) rather than a false 'Post not found'.
 */
export function usePostQuickInfo(id: string) {
  return useQuery({
    queryKey: postQueryKey(id),
    queryFn: async ({ signal }): Promise<PostQuickInfo | null> => {
      try {
        const data = (await call(postQuickInfoRoute, { params: { id } }, { signal })) as unknown;
        const parsed = postQuickInfoSchema.safeParse((data as { post?: unknown } | null)?.post ?? data);
        return parsed.success ? parsed.data : null;
      } catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * [post]{id}[/post]: the forum post preview card (social-core §2), 'Post not found' when there is
 * no such post. A click opens the post in the forums dialog.
 */
export function PostCard({ id }: { id: string }) {
  const q = usePostQuickInfo(id);
  if (q.isPending) return <CardSkeleton id={id} />;
  const post = q.data;
  const embeds = postEmbeds();
  // Not a forum post: perhaps an outfit post of the feed (its card), else 'Post not found'.
  if (!post) {
    const notFound = (
      <Paper withBorder radius="lg" p="sm" my={6} maw={560} data-bbcode-post={id} data-testid="post-not-found">
        <Group gap={8} c="dimmed">
          <IconMessage size={18} aria-hidden />
          <Text size="sm" c="dimmed" fw={700}>
            {BBCODE_TEXT.postNotFound}
          </Text>
        </Group>
      </Paper>
    );
    if (!embeds) return notFound;
    return (
      <Loading id={id}>
        <embeds.FeedPost id={id}>{notFound}</embeds.FeedPost>
      </Loading>
    );
  }
  const open = () => useDialogs.getState().open('forums', { selectedPostId: String(post.id) });
  return (
    <span data-bbcode-post={String(post.id)} style={{ display: 'block' }}>
      {embeds ? (
        <Loading id={id}>
          <embeds.ForumPost post={post} embedded onOpen={open} />
        </Loading>
      ) : (
        <Text component="button" fw={700} onClick={open}>
          {post.title}
        </Text>
      )}
    </span>
  );
}

/** The cards' code loads with the dialog that owns them; until then the card's outline shows. */
function Loading({ id, children }: { id: string; children: ReactNode }) {
  return <Suspense fallback={<CardSkeleton id={id} />}>{children}</Suspense>;
}

function CardSkeleton({ id }: { id: string }) {
  return (
    <Paper withBorder radius="lg" p="sm" my={6} maw={560} data-bbcode-post={id}>
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle h={40} w={40} />
        <Stack gap={6} flex={1}>
          <Skeleton h={12} w="50%" />
          <Skeleton h={10} w="90%" />
        </Stack>
      </Group>
    </Paper>
  );
}
