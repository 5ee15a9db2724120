import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { foldedDescription } from '@common/outfitsFeed/description';
import { ApiError, call } from '../../api/client';
import { useDialogs } from '../../stores/dialogs';
import { FEED_QUERY_KEY } from './api';
import { PostPreview } from './PostPreview';

/** The outfit post a code names, or null when there is none the viewer may see. */
function useFeedPost(id: string) {
  return useQuery({
    queryKey: [...FEED_QUERY_KEY, 'embed', id],
    queryFn: async ({ signal }): Promise<FeedPost | null> => {
      try {
        return (await call(outfitsFeedRoutes.get, { params: { id } }, { signal })).post;
      } catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 400 || err.status === 401)) return null;
        throw err;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * A [post]{id}[/post] code that names an outfit post (ids are uuids, so a code names one post,
 * forum or feed): a small card with the picture, creator and description; a click opens the
 * feed. `children` show when there is no such post (the forum card's 'Post not found').
 */
export function FeedPostEmbed({ id, children }: { id: string; children: ReactNode }) {
  const q = useFeedPost(id);
  if (q.isPending) return <Skeleton h={120} maw={560} radius="lg" my={6} />;
  const post = q.data;
  if (!post) return <>{children}</>;
  return (
    <Paper withBorder radius="lg" p="sm" my={6} maw={560} data-bbcode-post={id} data-testid="feed-post-embed">
      <UnstyledButton onClick={() => useDialogs.getState().open('outfitsFeed')} style={{ display: 'flex', gap: 12, width: '100%', alignItems: 'stretch' }}>
        <div style={{ width: 64, aspectRatio: '450 / 850', flexShrink: 0, display: 'flex', borderRadius: 8, overflow: 'hidden' }}>
          <PostPreview type={post.type} layout={post.layout} slots={post.slots.map((s) => ({ src: s.preview, kind: s.type, alt: s.name }))} />
        </div>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Avatar src={post.creator.avatar} radius="xl" size={24} />
            <Text fw={800} size="sm" truncate>
              {post.creator.name}
            </Text>
            <Text size="xs" c="dimmed">
              Outfit post · {post.commentCount} comments · {post.tipCount} tips
            </Text>
          </Group>
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {foldedDescription(post.description)}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
