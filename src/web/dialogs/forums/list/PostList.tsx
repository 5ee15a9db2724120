import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ForumPost } from '@common/api/routes/forum';
import { FORUM_LOAD_MORE_PX } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import classes from '../forums.module.css';
import { PostPreviewCard } from '../PostPreviewCard';
import { LoadingMore } from './ListStates';

/** Where a card's height starts before it is measured, and the space between cards. */
const CARD_ESTIMATE_PX = 176;
const CARD_GAP_PX = 10;

export interface PostListProps {
  posts: readonly ForumPost[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page failed: its message, shown under the cards with Retry. */
  moreError: string | null;
  onMore(): void;
  onOpen(post: ForumPost): void;
  /** Where the list was scrolled when the player left it (restored on return). */
  initialOffset: number;
  onOffset(offset: number): void;
}

/**
 * The infinite list of preview cards (social-core §2, §4 loading-more and exhausted): only the
 * cards in view are in the page (the same virtualizer as ItemGrid), so thousands of posts
 * scroll smoothly. The next page is asked for when the bottom is within 200 px; at the end it
 * says 'No more posts to load'.
 */
export function PostList({ posts, hasMore, loadingMore, moreError, onMore, onOpen, initialOffset, onOffset }: PostListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: posts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: 4,
    initialOffset,
    getItemKey: (i) => posts[i]?.id ?? i,
  });

  const checkEnd = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    onOffset(el.scrollTop);
    if (!hasMore || loadingMore || moreError) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= FORUM_LOAD_MORE_PX) onMore();
  }, [hasMore, loadingMore, moreError, onMore, onOffset]);
  // A page arrived, or the cards do not fill the window yet: ask again if still near the end.
  useEffect(() => checkEnd(), [checkEnd, posts.length]);

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} className={classes.scroller} onScroll={checkEnd} data-testid="forum-list" data-count={posts.length}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="feed" aria-busy={loadingMore}>
        {items.map((row) => {
          const post = posts[row.index]!;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
            >
              <PostPreviewCard post={post} onOpen={() => onOpen(post)} />
            </div>
          );
        })}
      </div>
      <div className={classes.footer} data-testid="forum-list-footer">
        {moreError ? (
          <>
            <span>{FORUM_TEXT.loadError(moreError)}</span>
            <Button size="compact-sm" variant="light" onClick={onMore}>
              Retry
            </Button>
          </>
        ) : loadingMore ? (
          <LoadingMore />
        ) : hasMore ? null : (
          <span data-testid="forum-end">{FORUM_TEXT.end}</span>
        )}
      </div>
    </div>
  );
}
