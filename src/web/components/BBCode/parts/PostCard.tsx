import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IconCoin,
  IconLock,
  IconMessage,
  IconMessages,
  IconPalette,
  IconPin,
  IconShirt,
  IconSpeakerphone,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { BBCODE_TEXT } from '@common/bbcode';
import { isDimmed, postQuickInfoRoute, postQuickInfoSchema, previewMessage, type PostQuickInfo } from '@common/bbcode/post-card';
import { formatCount } from '@common/format';
import { call } from '../../../api/client';
import { useDialogs } from '../../../stores/dialogs';
import { Avatar } from '../../Avatar';

const CATEGORY_ICONS: Record<string, Icon> = {
  announcements: IconSpeakerphone,
  general: IconMessages,
  clothes: IconShirt,
  creativity: IconPalette,
};

/** Tips are counted in thousands of coins (social-core §3: tipsCount displayed x1000). */
const TIP_UNIT = 1000;

export const postQueryKey = (id: string) => ['forum-post-quick-info', id] as const;

/** Reads the quick-info answer (the post's fields, or them under `post`); anything else is no post. */
async function fetchPost(id: string): Promise<PostQuickInfo | null> {
  const data = (await call(postQuickInfoRoute, { params: { id } }, { quiet: true })) as unknown;
  const parsed = postQuickInfoSchema.safeParse((data as { post?: unknown } | null)?.post ?? data);
  return parsed.success ? parsed.data : null;
}

/**
 * [post]{id}[/post]: the forum post preview card (social-core §2) from
 * GET /api/forum/post/{id}/quick-info; 'Post not found' when there is no such post.
 * A click opens the post in the forums dialog.
 */
export function PostCard({ id }: { id: string }) {
  const q = useQuery({ queryKey: postQueryKey(id), queryFn: () => fetchPost(id), retry: false, staleTime: 60_000 });
  if (q.isPending) {
    return (
      <Paper withBorder radius="lg" p="sm" my={6} maw={520} data-bbcode-post={id}>
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle h={36} w={36} />
          <Stack gap={6} flex={1}>
            <Skeleton h={12} w="50%" />
            <Skeleton h={10} w="90%" />
          </Stack>
        </Group>
      </Paper>
    );
  }
  const post = q.data;
  if (!post) {
    return (
      <Paper withBorder radius="lg" p="sm" my={6} maw={520} data-bbcode-post={id} data-testid="post-not-found">
        <Group gap={8} c="dimmed">
          <IconMessage size={18} aria-hidden />
          <Text size="sm" c="dimmed" fw={700}>
            {BBCODE_TEXT.postNotFound}
          </Text>
        </Group>
      </Paper>
    );
  }
  return <PostPreview post={post} onOpen={() => useDialogs.getState().open('forums', { postId: String(post.id) })} />;
}

export function PostPreview({ post, onOpen }: { post: PostQuickInfo; onOpen?: () => void }) {
  const CategoryIcon = CATEGORY_ICONS[post.categoryIcon ?? post.category ?? ''] ?? IconSparkles;
  const replies = post.replyCount ?? post.totalReplies ?? 0;
  const date = new Date(post.createdAt);
  return (
    <UnstyledButton onClick={onOpen} display="block" w="100%" maw={520} my={6} data-bbcode-post={String(post.id)}>
      <Paper withBorder radius="lg" p="sm" style={{ opacity: isDimmed(post) ? 0.45 : 1 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar username={post.author.username} thumbnail size={36} />
          <Stack gap={2} flex={1} miw={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={800} c={post.authorColor ?? undefined} truncate>
                {post.author.username}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}
              </Text>
              {post.isPinned ? <IconPin size={14} aria-label="Pinned" /> : null}
              {post.isLocked ? <IconLock size={14} aria-label="Locked" /> : null}
            </Group>
            <Group gap={4} c="dimmed">
              <CategoryIcon size={14} aria-hidden />
              <Text size="xs" c="dimmed" fw={700}>
                {post.categoryLabel ?? post.category ?? ''}
              </Text>
            </Group>
            <Text fw={800} lineClamp={2}>
              {post.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {previewMessage(post.message)}
            </Text>
            <Group gap="md" mt={2}>
              <Group gap={4}>
                <IconCoin size={14} aria-hidden />
                <Text size="xs" fw={700}>
                  {formatCount((post.tipsCount ?? 0) * TIP_UNIT)}
                </Text>
              </Group>
              <Group gap={4}>
                <IconMessage size={14} aria-hidden />
                <Text size="xs" fw={700}>
                  {replies}
                </Text>
              </Group>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
