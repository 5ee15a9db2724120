import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconCheck, IconCoin, IconEye, IconEyeOff, IconLock, IconPencil, IconPinnedFilled } from '@tabler/icons-react';
import type { ForumPostDetail } from '@common/api/routes/forum';
import { POST_CONTENT_MAX, POST_TIP_COINS } from '@common/forum/limits';
import { authorMayEdit } from '@common/forum/editing';
import { FORUM_TEXT } from '@common/forum/texts';
import { postContentProblem } from '@common/forum/validation';
import { timeAgo } from '@common/social/time';
import { BBCodeView } from '../../../components/BBCode';
import { ReportButton } from '../../../components/ReportForm/ReportButton';
import { useSession } from '../../../stores/session';
import { cardView } from '../card';
import { categoryIcon } from '../categoryIcons';
import classes from '../forums.module.css';
import { cardDate, fullDate } from '../when';
import { AuthorLine } from './AuthorLine';
import { EditBox } from './EditBox';
import type { PostActions } from './usePostActions';
import { RedactedText } from '../../../components/Redacted';

/** The meta line under a post: when, edited, coins tipped, replies. */
export function metaLine(post: Pick<ForumPostDetail, 'createdAt' | 'lastEdited' | 'tipsCount' | 'totalReplies'>, now = Date.now()): string {
  const parts = [`Posted ${fullDate(post.createdAt)}`];
  if (post.lastEdited) parts.push(`${FORUM_TEXT.edited} ${timeAgo(post.lastEdited, now)}`);
  parts.push(`${(post.tipsCount * POST_TIP_COINS).toLocaleString('en-US')} coins tipped`);
  parts.push(FORUM_TEXT.replies(post.totalReplies));
  return parts.join(' · ');
}

/**
 * The post itself (social-core §2 post detail): author (opens the profile card), title, category
 * tag, the message as rich text, the meta line, and what the viewer may do: Edit for the author,
 * Tip (once, confirmed) for everyone else, Mark as NSFW / Mark as SFW for all.
 */
export function PostArticle({ post, actions, moderation }: { post: ForumPostDetail; actions: PostActions; moderation?: ReactNode }) {
  // Authors edit while the post is not locked (the server's forum policy, the same rule).
  const mayEdit = authorMayEdit(post.isAuthor, post.isLocked, useSession((st) => st.user?.access));
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'tip' | 'nsfw' | null>(null);
  const view = cardView(post);
  const CategoryIcon = categoryIcon(view.categoryIcon);
  const run = async (what: 'tip' | 'nsfw', work: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className={classes.article} data-testid="forum-post" data-post-id={post.id} data-dimmed={view.dimmed || undefined}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <AuthorLine author={post.author} color={post.authorColor} size={52} when={cardDate(post.createdAt)} />
        <Group gap={6} justify="flex-end">
          {post.isPinned && (
            <Badge color="terracotta" variant="light" leftSection={<IconPinnedFilled size={12} />} data-testid="forum-post-pinned">
              {FORUM_TEXT.pinned}
            </Badge>
          )}
          {post.isLocked && (
            <Badge color="dusk" variant="light" leftSection={<IconLock size={12} />} data-testid="forum-post-locked">
              {FORUM_TEXT.lockedBadge}
            </Badge>
          )}
          {post.isHidden && (
            <Badge color="gray" variant="filled" leftSection={<IconEyeOff size={12} />}>
              {FORUM_TEXT.hiddenBadge}
            </Badge>
          )}
        </Group>
      </Group>

      <Badge mt="md" size="md" variant="light" radius="sm" leftSection={<CategoryIcon size={14} />} data-testid="forum-post-category">
        {view.categoryLabel}
      </Badge>
      <Title order={3} className={classes.postTitle} data-testid="forum-post-title">
        <RedactedText text={post.title} />
      </Title>
      {view.dimmed && (
        <Text size="xs" c="dimmed" fw={700} mb={4} data-testid="forum-post-nsfw-notice">
          <IconEyeOff size={12} style={{ verticalAlign: -2 }} /> {FORUM_TEXT.nsfwNotice}
        </Text>
      )}

      {editing ? (
        <EditBox
          initial={post.message}
          maxLength={POST_CONTENT_MAX}
          problem={postContentProblem}
          onSave={actions.editPost}
          onCancel={() => setEditing(false)}
          rows={10}
          testId="forum-post-editor"
        />
      ) : (
        <BBCodeView text={post.message} className={classes.postBody} data-testid="forum-post-message" />
      )}

      <Text size="xs" c="dimmed" mt="md" data-testid="forum-post-meta">
        {metaLine(post)}
      </Text>

      <Group gap="xs" mt="sm" className={classes.postActions}>
        {post.isAuthor ? (
          !editing &&
          mayEdit && (
            <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)} data-testid="forum-post-edit">
              {FORUM_TEXT.edit}
            </Button>
          )
        ) : post.hasTipped ? (
          <Button variant="light" color="moss" size="xs" leftSection={<IconCheck size={14} />} disabled data-testid="forum-post-tipped">
            {FORUM_TEXT.tipped}
          </Button>
        ) : (
          <Button
            variant="light"
            color="yellow"
            size="xs"
            leftSection={<IconCoin size={14} />}
            loading={busy === 'tip'}
            onClick={() => void run('tip', actions.tipPost)}
            data-testid="forum-post-tip"
          >
            {FORUM_TEXT.tipButton} {POST_TIP_COINS.toLocaleString('en-US')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={post.hasNSFWVoted ? <IconEye size={14} /> : <IconEyeOff size={14} />}
          loading={busy === 'nsfw'}
          onClick={() => void run('nsfw', actions.toggleNsfw)}
          className={post.hasNSFWVoted ? classes.voted : undefined}
          data-testid="forum-post-nsfw"
        >
          {post.hasNSFWVoted ? FORUM_TEXT.markSfw : FORUM_TEXT.markNsfw}
        </Button>
        {!post.isAuthor && (
          <ReportButton target={{ targetType: 'forumPost', targetId: post.id, name: post.author.username }} data-testid="forum-post-report" />
        )}
        {moderation}
      </Group>
    </article>
  );
}
