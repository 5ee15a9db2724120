import { useRef, useState } from 'react';
import { ActionIcon, Avatar, Button, Drawer, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { COMMENT_MAX, FEED_TEXT } from '@common/outfitsFeed/limits';
import { commentProblem } from '@common/outfitsFeed/rules';
import { call } from '../../api/client';
import { nestedEscape } from '../../components/escape';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import { FEED_QUERY_KEY, errorText, usePatchPost } from './api';

/** The comments sheet (§2): the list, an input of at most 500 characters (not blank), send. */
export function CommentsSheet({ post, onClose }: { post: FeedPost | null; onClose(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const qc = useQueryClient();
  const patch = usePatchPost();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const key = [...FEED_QUERY_KEY, 'comments', post?.id] as const;
  const comments = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(outfitsFeedRoutes.comments, { params: { id: post!.id } }, { quiet: true, signal }),
    enabled: !!post,
  });
  const problem = text ? commentProblem(text) : null;

  const send = async () => {
    if (!post || commentProblem(text)) return;
    setBusy(true);
    try {
      const res = await call(outfitsFeedRoutes.comment, { params: { id: post.id }, body: { text } }, { quiet: true });
      setText('');
      patch(post.id, (p) => ({ ...p, commentCount: res.commentCount }));
      await qc.invalidateQueries({ queryKey: key });
      await qc.invalidateQueries({ queryKey: [...FEED_QUERY_KEY, 'posts'] });
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
      // The Send button was disabled while sending, which drops the focus out of the sheet (and
      // Escape would then reach the dialog beneath): back to the box, ready for the next comment.
      input.current?.focus();
    }
  };

  const remove = async (id: string) => {
    if (!post) return;
    try {
      const res = await call(outfitsFeedRoutes.removeComment, { params: { id } }, { quiet: true });
      patch(post.id, (p) => ({ ...p, commentCount: res.commentCount }));
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  const list = comments.data?.comments ?? [];
  return (
    <Drawer
      opened={!!post}
      onClose={onClose}
      {...nestedEscape(onClose)}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '80%' : 420}
      title={<Text fw={800}>{`${FEED_TEXT.commentsTitle}${post ? ` (${post.commentCount})` : ''}`}</Text>}
      zIndex={Z.confirm}
      radius={mobile ? 'lg' : 0}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)', gap: 10 } }}
    >
      <ScrollArea style={{ flex: 1 }} data-testid="comments-list">
        <Stack gap="sm">
          {comments.isError && <Text c="red">{errorText(comments.error)}</Text>}
          {comments.isSuccess && list.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {FEED_TEXT.noComments}
            </Text>
          )}
          {list.map((c) => (
            <Group key={c.id} align="flex-start" wrap="nowrap" gap="sm" data-testid="comment">
              <Avatar src={c.user.avatar} radius="xl" size={32} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={800} size="sm">
                    {c.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {new Date(c.createdAt).toLocaleString()}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.text}
                </Text>
              </div>
              {c.canDelete && (
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Delete comment" onClick={() => remove(c.id)}>
                  <IconTrash size={15} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      </ScrollArea>
      <Stack gap={4}>
        <Textarea
          value={text}
          onChange={(e) => setText(e.currentTarget.value.slice(0, COMMENT_MAX))}
          maxLength={COMMENT_MAX}
          placeholder={FEED_TEXT.commentPlaceholder}
          autosize
          minRows={2}
          maxRows={5}
          error={problem}
          data-testid="comment-input"
          ref={input}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {text.length}/{COMMENT_MAX}
          </Text>
          <Button size="xs" rightSection={<IconSend size={14} />} onClick={send} loading={busy} disabled={!!commentProblem(text)} data-testid="comment-send">
            Send
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
