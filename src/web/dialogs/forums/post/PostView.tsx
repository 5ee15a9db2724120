import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowUp, IconMessageOff } from '@tabler/icons-react';
import type { ForumPostDetail } from '@common/api/routes/forum';
import { BACK_TO_TOP_PX, REPLIES_PAGE_SIZE } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import classes from '../forums.module.css';
import { PostModerationBar, ReplyModerationBar } from '../moderation';
import { pageCount } from '../pagination';
import { useForumPost } from '../useForum';
import { PostArticle } from './PostArticle';
import { RepliesPager } from './RepliesPager';
import { ReplyComposer } from './ReplyComposer';
import { ReplyItem } from './ReplyItem';
import { usePostActions } from './usePostActions';

/**
 * A post with its replies (social-core §2): 'Back to forums', the post, 15 replies a page with
 * the pager above and below, and the comment box. One scrolling column; 'Back to top' shows
 * once it is scrolled more than 300 px.
 */
export function PostView({ id, onBack }: { id: string; onBack(): void }) {
  const [page, setPage] = useState(1);
  const q = useForumPost(id, page);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [farDown, setFarDown] = useState(false);
  const repliesRef = useRef<HTMLDivElement>(null);
  // After turning a page (or replying) the replies' top, or the newest reply, comes into view.
  const [scrollTo, setScrollTo] = useState<'replies' | 'end' | null>(null);
  useEffect(() => {
    if (!scrollTo || q.isPlaceholderData || !q.data) return;
    const el = scrollRef.current;
    if (scrollTo === 'end') el?.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else repliesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setScrollTo(null);
  }, [scrollTo, q.isPlaceholderData, q.data]);

  const back = (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="forum-back" className={classes.backButton}>
      {FORUM_TEXT.backToForums}
    </Button>
  );

  return (
    <div className={classes.postWrap}>
      <div
        ref={scrollRef}
        className={classes.scroller}
        onScroll={(e) => setFarDown(e.currentTarget.scrollTop > BACK_TO_TOP_PX)}
        data-testid="forum-post-view"
      >
        {back}
        {q.isPending ? (
          <PostSkeleton />
        ) : q.isError ? (
          <Stack align="center" gap="sm" py={56} data-testid="forum-post-error">
            <IconMessageOff size={44} color="var(--mantine-color-dimmed)" />
            <Text fw={700} ta="center">
              {q.error.message === FORUM_TEXT.postNotFound ? FORUM_TEXT.postNotFound : FORUM_TEXT.loadError(q.error.message)}
            </Text>
          </Stack>
        ) : (
          <PostContent
            post={q.data}
            page={page}
            turning={q.isPlaceholderData}
            repliesRef={repliesRef}
            onGone={onBack}
            onPage={(p) => {
              setPage(p);
              setScrollTo('replies');
            }}
            onReplied={(total) => {
              setPage(pageCount(total, REPLIES_PAGE_SIZE));
              setScrollTo('end');
            }}
          />
        )}
      </div>
      {farDown && (
        <Button
          className={classes.backToTop}
          radius="xl"
          size="sm"
          leftSection={<IconArrowUp size={16} />}
          onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid="forum-back-to-top"
        >
          {FORUM_TEXT.backToTop}
        </Button>
      )}
    </div>
  );
}

interface PostContentProps {
  post: ForumPostDetail;
  page: number;
  turning: boolean;
  repliesRef: RefObject<HTMLDivElement | null>;
  /** A moderator deleted the post: back to the list. */
  onGone(): void;
  onPage(page: number): void;
  onReplied(totalReplies: number): void;
}

function PostContent({ post, page, turning, repliesRef, onGone, onPage, onReplied }: PostContentProps) {
  const actions = usePostActions(post);
  const pages = pageCount(post.totalReplies, REPLIES_PAGE_SIZE);
  return (
    <>
      <PostArticle post={post} actions={actions} moderation={<PostModerationBar post={post} onChanged={(c) => c.kind === 'postDeleted' && onGone()} />} />
      <div ref={repliesRef} className={classes.repliesHead}>
        <Title order={4} data-testid="forum-replies-title">
          Replies{' '}
          <Text span c="dimmed" fw={600} inherit>
            ({post.totalReplies.toLocaleString('en-US')})
          </Text>
        </Title>
        <RepliesPager page={page} pages={pages} onPage={onPage} />
      </div>
      <Stack gap="xs" style={{ opacity: turning ? 0.55 : 1 }} data-testid="forum-replies" data-page={page}>
        {post.replies.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {post.isLocked ? FORUM_TEXT.locked : 'No replies yet. Say hello!'}
          </Text>
        ) : (
          post.replies.map((r) => (
            <ReplyItem key={r.id} reply={r} actions={actions} postLocked={post.isLocked} moderation={<ReplyModerationBar postId={post.id} reply={r} />} />
          ))
        )}
      </Stack>
      {post.replies.length > 0 && (
        <Group justify="center" mt="sm">
          <RepliesPager page={page} pages={pages} onPage={onPage} />
        </Group>
      )}
      <ReplyComposer
        locked={post.isLocked}
        onSend={async (message) => {
          const total = await actions.reply(message);
          if (total === null) return false;
          onReplied(total);
          return true;
        }}
      />
    </>
  );
}

function PostSkeleton() {
  return (
    <Stack gap="sm" className={classes.article} aria-busy>
      <Group gap="sm">
        <Skeleton circle h={56} w={56} />
        <Stack gap={6}>
          <Skeleton h={12} w={140} />
          <Skeleton h={10} w={90} />
        </Stack>
      </Group>
      <Skeleton h={22} w="60%" />
      <Skeleton h={12} w="100%" />
      <Skeleton h={12} w="94%" />
      <Skeleton h={12} w="70%" />
    </Stack>
  );
}
