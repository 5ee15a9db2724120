import { useRef, useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Drawer, Group, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconMessageCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { COMMENT_MAX, FEED_TEXT } from '@common/outfitsFeed/limits';
import { commentProblem } from '@common/outfitsFeed/rules';
import { timeAgo } from '@common/social/time';
import { call } from '../../api/client';
import { nestedEscape } from '../../components/escape';
import { ReportIconButton } from '../../components/ReportForm';
import { useSession } from '../../stores/session';
import { Z } from '../../shell/layout';
import { FEED_QUERY_KEY, errorText, usePatchPost } from './api';
import classes from './feed.module.css';
import { PostPreview } from './PostPreview';
import { RedactedText } from '../../components/Redacted';

/** The comments sheet (§2): the list, an input of at most 500 characters (not blank), send. */
export function CommentsSheet({ post, onClose }: { post: FeedPost | null; onClose(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const me = useSession((st) => st.user?.username);
  const qc = useQueryClient();
  const patch = usePatchPost();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const key = [...FEED_QUERY_KEY, 'comments', post?.id] as const;
  const comments = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(outfitsFeedRoutes.comments, { params: { id: post!.id } }, { signal }),
    enabled: !!post,
  });
  const problem = text ? commentProblem(text) : null;
  const sendComment = useMutation({
    mutationFn: ({ postId, sent }: { postId: string; sent: string }) => call(outfitsFeedRoutes.comment, { params: { id: postId }, body: { text: sent } }),
    onSuccess: async (res, { postId, sent }) => {
      setText((now) => (now === sent ? '' : now));
      patch(postId, (p) => ({ ...p, commentCount: res.commentCount }));
      await qc.invalidateQueries({ queryKey: [...FEED_QUERY_KEY, 'comments', postId] });
      await qc.invalidateQueries({ queryKey: [...FEED_QUERY_KEY, 'posts'] });
    },
  });
  const removeComment = useMutation({
    mutationFn: ({ id }: { postId: string; id: string }) => call(outfitsFeedRoutes.removeComment, { params: { id } }),
    onSuccess: async (res, { postId }) => {
      patch(postId, (p) => ({ ...p, commentCount: res.commentCount }));
      await qc.invalidateQueries({ queryKey: [...FEED_QUERY_KEY, 'comments', postId] });
    },
  });
  const busy = sendComment.isPending;

  const send = () => {
    if (!post || busy || commentProblem(text)) return;
    // Send is disabled while sending and again once the box is empty, and a disabled button drops
    // the focus out of the sheet, where Escape would reach the dialog beneath and close the feed.
    // So the focus goes back to the box before anything is disabled.
    input.current?.focus();
    sendComment.mutate({ postId: post.id, sent: text });
  };

  const remove = (id: string) => {
    if (post) removeComment.mutate({ postId: post.id, id });
  };

  const list = comments.data?.comments ?? [];
  return (
    <Drawer
      opened={!!post}
      onClose={onClose}
      {...nestedEscape(onClose)}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '80%' : 440}
      title={
        <Group gap={8}>
          <IconMessageCircle size={20} />
          <Text fw={800}>{FEED_TEXT.commentsTitle}</Text>
          {post && (
            <Badge variant="light" radius="sm" data-testid="comments-count">
              {post.commentCount}
            </Badge>
          )}
        </Group>
      }
      zIndex={Z.confirm}
      radius={mobile ? 'lg' : 0}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)', gap: 12 } }}
    >
      {post && (
        <Group gap="sm" wrap="nowrap" className={classes.sheetPost} data-testid="comments-post">
          <div className={`${classes.card} ${classes.sheetThumb}`}>
            <PostPreview type={post.type} layout={post.layout} slots={post.slots.map((s) => ({ src: s.preview, kind: s.type, alt: s.name }))} />
          </div>
          <Stack gap={4} miw={0} flex={1}>
            <Group gap={6} wrap="nowrap">
              <Avatar src={post.creator.avatar} alt="" radius="xl" size={24} color="terracotta">
                {post.creator.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text fw={800} size="sm" truncate>
                {post.creator.name}
              </Text>
            </Group>
            <Text size="sm" lineClamp={3} className={classes.description}>
              <RedactedText text={post.description} />
            </Text>
          </Stack>
        </Group>
      )}
      <ScrollArea style={{ flex: 1 }} data-testid="comments-list" offsetScrollbars>
        <Stack gap="md" py={4}>
          {comments.isError && <Text c="red">{errorText(comments.error)}</Text>}
          {comments.isPending &&
            [0, 1, 2].map((i) => (
              <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
                <Skeleton circle height={34} />
                <Skeleton height={48} radius="lg" />
              </Group>
            ))}
          {comments.isSuccess && list.length === 0 && (
            <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="comments-empty">
              <IconMessageCircle size={40} stroke={1.4} />
              <Text c="dimmed" ta="center" size="sm">
                {FEED_TEXT.noComments}
              </Text>
            </Stack>
          )}
          {list.map((c) => (
            <Group key={c.id} align="flex-start" wrap="nowrap" gap="sm" data-testid="comment" className={classes.commentRow}>
              <Avatar src={c.user.avatar} alt="" radius="xl" size={34} color="terracotta">
                {c.user.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div className={classes.commentBubble}>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <Text fw={800} size="sm" truncate>
                      {c.user.name}
                    </Text>
                    <Text size="xs" c="dimmed" title={new Date(c.createdAt).toLocaleString()} style={{ whiteSpace: 'nowrap' }}>
                      {timeAgo(c.createdAt)}
                    </Text>
                  </Group>
                  <Group gap={0} wrap="nowrap">
                    {me && c.user.name.toLowerCase() !== me.toLowerCase() && (
                      <ReportIconButton
                        target={{ targetType: 'feedComment', targetId: c.id, name: c.user.name }}
                        label="Report comment"
                        size="sm"
                        iconSize={15}
                        className={classes.commentDelete}
                        data-testid="comment-report"
                      />
                    )}
                    {c.canDelete && (
                      <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Delete comment" onClick={() => remove(c.id)} className={classes.commentDelete}>
                        <IconTrash size={15} />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <RedactedText text={c.text} />
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </ScrollArea>
      <Stack gap={4} className={classes.commentComposer}>
        <Textarea
          value={text}
          onChange={(e) => setText(e.currentTarget.value.slice(0, COMMENT_MAX))}
          maxLength={COMMENT_MAX}
          placeholder={FEED_TEXT.commentPlaceholder}
          autosize
          minRows={2}
          maxRows={5}
          radius="md"
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
          <Text size="xs" c={text.length >= COMMENT_MAX ? 'red' : 'dimmed'}>
            {text.length}/{COMMENT_MAX} · Enter sends, Shift+Enter for a new line
          </Text>
          <Button size="xs" radius="xl" rightSection={<IconSend size={14} />} onClick={send} loading={busy} disabled={!!commentProblem(text)} data-testid="comment-send">
            Send
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
