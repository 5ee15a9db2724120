import { Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCoin, IconEyeOff, IconLock, IconMessage2, IconPinnedFilled } from '@tabler/icons-react';
import { formatCount } from '@common/format';
import { FORUM_TEXT } from '@common/forum/texts';
import { Crown } from '../../components/ProfilePopup';
import { Avatar } from '../../components/Avatar';
import { cardView, type CardPost } from './card';
import { categoryIcon } from './categoryIcons';
import classes from './forums.module.css';
import { cardDate } from './when';
import { RedactedText } from '../../components/Redacted';

export interface PostPreviewCardProps {
  post: CardPost;
  onOpen?: () => void;
  /** A card inside rich text (the [post] tag) is a little narrower and flatter. */
  embedded?: boolean;
}

/**
 * The forum post preview card (social-core §2): author avatar, date, pin and lock icons,
 * category icon and label, title, message cut at 250 characters plus '...', tips (x1000) and
 * replies; dimmed when the community marked it NSFW (more than 3 votes) or the word filter did.
 * The forums list and the BBCode [post] tag both draw it.
 */
export function PostPreviewCard({ post, onOpen, embedded }: PostPreviewCardProps) {
  const view = cardView(post);
  const CategoryIcon = categoryIcon(view.categoryIcon);
  const member = (post.author.membership ?? 0) > 0;
  return (
    <UnstyledButton
      className={classes.card}
      data-embedded={embedded || undefined}
      data-dimmed={view.dimmed || undefined}
      data-pinned={post.isPinned || undefined}
      onClick={onOpen}
      data-testid="forum-post-card"
      data-post-id={String(post.id)}
      aria-label={post.title}
    >
      <div className={classes.cardInner}>
        <span className={classes.cardAvatar}>
          <Avatar username={post.author.username} thumbnail size={embedded ? 40 : 48} />
        </span>
        <div className={classes.cardBody}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text fw={800} size="sm" truncate c={member ? (view.nameColor ?? undefined) : undefined} data-testid="forum-card-author">
                {post.author.username}
              </Text>
              {member && <Crown size={16} />}
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {cardDate(post.createdAt)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {post.isPinned && (
                <Tooltip label={FORUM_TEXT.pinned} openDelay={500}>
                  <IconPinnedFilled size={16} className={classes.pin} aria-label={FORUM_TEXT.pinned} data-testid="forum-card-pinned" />
                </Tooltip>
              )}
              {post.isLocked && (
                <Tooltip label={FORUM_TEXT.lockedBadge} openDelay={500}>
                  <IconLock size={16} className={classes.lock} aria-label={FORUM_TEXT.lockedBadge} data-testid="forum-card-locked" />
                </Tooltip>
              )}
            </Group>
          </Group>
          <Group gap={6} wrap="nowrap" mt={2}>
            <Badge size="sm" variant="light" radius="sm" leftSection={<CategoryIcon size={12} aria-hidden />} data-testid="forum-card-category">
              {view.categoryLabel}
            </Badge>
            {view.dimmed && (
              <Badge size="sm" variant="light" color="gray" radius="sm" leftSection={<IconEyeOff size={12} aria-hidden />}>
                NSFW
              </Badge>
            )}
          </Group>
          <Text className={classes.cardTitle} data-testid="forum-card-title">
            <RedactedText text={post.title} />
          </Text>
          <Text size="sm" c="dimmed" className={classes.cardExcerpt} data-testid="forum-card-excerpt">
            <RedactedText text={view.excerpt} />
          </Text>
          <Group gap="md" mt={6}>
            <Group gap={4} wrap="nowrap">
              <IconCoin size={15} className={classes.coin} aria-hidden />
              <Text size="xs" fw={700} data-testid="forum-card-tips" title={`${view.tips.toLocaleString('en-US')} coins tipped`}>
                {formatCount(view.tips)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMessage2 size={15} aria-hidden />
              <Text size="xs" fw={700} data-testid="forum-card-replies">
                {FORUM_TEXT.replies(view.replies)}
              </Text>
            </Group>
          </Group>
        </div>
      </div>
    </UnstyledButton>
  );
}
