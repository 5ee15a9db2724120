import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCoin, IconDots, IconFlag, IconMessageCircle, IconShare3, IconTrash } from '@tabler/icons-react';
import type { FeedPost } from '@common/api/routes/outfitsFeed';
import { foldedDescription, isFolded } from '@common/outfitsFeed/description';
import { FEED_TEXT, PRIVACY_LABELS, TAGS_SHOWN } from '@common/outfitsFeed/limits';
import { formatCount } from '@common/format';
import { openReport } from '../../components/ReportForm';
import { PostPreview } from './PostPreview';
import classes from './feed.module.css';
import { RedactedText } from '../../components/Redacted';

export interface PostCardActions {
  onComments(post: FeedPost): void;
  onTip(post: FeedPost): void;
  onSave(post: FeedPost): void;
  onShare(post: FeedPost): void;
  onDelete?(post: FeedPost): void;
  onCreator?(name: string): void;
}

/**
 * One post in the grid (§2), at 450:850: creator, the outfit or collage, the description cut at
 * 100 characters with more/less, up to 3 tags, the preview comments, and the counts with save
 * and share.
 */
export function PostCard({ post, actions }: { post: FeedPost; actions: PostCardActions }) {
  const [open, setOpen] = useState(false);
  const long = isFolded(post.description);
  const text = long && !open ? foldedDescription(post.description) : post.description;
  const slots = post.slots.map((s) => ({ src: s.preview, kind: s.type, alt: s.type === 'outfit' ? s.name : s.file ?? 'image' }));
  return (
    <article className={classes.card} data-testid="feed-post" data-post-id={post.id}>
      <div className={classes.cardHead}>
        <UnstyledButton onClick={() => actions.onCreator?.(post.creator.name)} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1 }}>
          <Avatar src={post.creator.avatar} alt={post.creator.name} radius="xl" size={34} />
          <div style={{ minWidth: 0 }}>
            <Text fw={800} size="sm" truncate>
              {post.creator.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {new Date(post.createdAt).toLocaleDateString()}
              {post.privacy !== 'everyone' ? ` · ${PRIVACY_LABELS[post.privacy]}` : ''}
            </Text>
          </div>
        </UnstyledButton>
        {(!post.isOwn || actions.onDelete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Post options" data-testid="post-options">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {post.isOwn ? (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete?.(post)}>
                  Delete post
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconFlag size={16} />}
                  onClick={() => openReport({ targetType: 'feedPost', targetId: post.id, name: post.creator.name })}
                  data-testid="post-report"
                >
                  Report post
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
      <PostPreview type={post.type} layout={post.layout} slots={slots} pending={post.status === 'published' ? null : post.status} />
      <div className={classes.body}>
        <Text className={classes.description} component="div">
          <RedactedText text={text} />{' '}
          {long && (
            <button type="button" className={classes.more} onClick={() => setOpen(!open)}>
              {open ? FEED_TEXT.less : FEED_TEXT.more}
            </button>
          )}
        </Text>
        {post.tags.length > 0 && (
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {post.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <Badge key={tag} variant="light" size="sm" style={{ flexShrink: 1, minWidth: 0 }}>
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        {post.previewComments.length > 0 && (
          <UnstyledButton onClick={() => actions.onComments(post)} data-testid="preview-comments">
            {post.previewComments.map((c) => (
              <div key={c.id} className={classes.comment}>
                <b>{c.user.name}</b> <RedactedText text={c.text} />
              </div>
            ))}
          </UnstyledButton>
        )}
      </div>
      <div className={classes.actions}>
        <Group gap={2}>
          <Tooltip label={FEED_TEXT.commentsTitle}>
            <UnstyledButton onClick={() => actions.onComments(post)} data-testid="post-comments" style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '4px 6px' }}>
              <IconMessageCircle size={19} />
              <Text size="sm" fw={700}>
                {formatCount(post.commentCount)}
              </Text>
            </UnstyledButton>
          </Tooltip>
          <Tooltip label={post.isOwn ? `${post.tipTotal.toLocaleString('en-US')} coins tipped` : 'Tip the creator'}>
            <UnstyledButton
              onClick={() => !post.isOwn && post.status === 'published' && actions.onTip(post)}
              data-testid="post-tip"
              style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '4px 6px', cursor: post.isOwn ? 'default' : 'pointer' }}
            >
              <IconCoin size={19} color="var(--mantine-color-yellow-7)" />
              <Text size="sm" fw={700} data-testid="post-tip-count">
                {formatCount(post.tipCount)}
              </Text>
            </UnstyledButton>
          </Tooltip>
        </Group>
        <Group gap={2}>
          <Tooltip label={post.isSaved ? 'Saved' : 'Save'}>
            <ActionIcon variant="subtle" color={post.isSaved ? 'terracotta' : 'gray'} onClick={() => actions.onSave(post)} aria-label={post.isSaved ? 'Unsave' : 'Save'} data-testid="post-save">
              {post.isSaved ? <IconBookmarkFilled size={19} /> : <IconBookmark size={19} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Copy post code">
            <ActionIcon variant="subtle" color="gray" onClick={() => actions.onShare(post)} aria-label="Share" data-testid="post-share">
              <IconShare3 size={19} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
    </article>
  );
}
