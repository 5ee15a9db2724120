import type { ForumPost } from '@common/api/routes/forum';
import { canPostIn, forumCategory } from '@common/forum/categories';
import { FORUM_TEXT } from '@common/forum/texts';
import { useSession } from '../../../stores/session';
import { useForumList } from '../useForum';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { ListToolbar, type ListFilters } from './ListToolbar';
import { PostList } from './PostList';

export interface ForumListViewProps {
  filters: ListFilters;
  onFilters(filters: ListFilters): void;
  onOpen(post: ForumPost): void;
  onCreate(): void;
  compact: boolean;
  scroll: { offset: number };
}

/** What the list says when a category or a search has no posts (social-core §2). */
export function emptyText(filters: ListFilters): string {
  if (filters.search) return FORUM_TEXT.noResults;
  if (filters.category !== 'all') return FORUM_TEXT.emptyCategory(forumCategory(filters.category)?.label ?? filters.category);
  return FORUM_TEXT.noPosts;
}

/** The list screen: toolbar, then loading, error, empty or the infinite list of cards. */
export function ForumListView({ filters, onFilters, onOpen, onCreate, compact, scroll }: ForumListViewProps) {
  const list = useForumList(filters.category, filters.sort, filters.search);
  const access = useSession((s) => s.user?.access ?? 0);
  // An empty category invites a first post only where the player may write one (not Announcements).
  const canWrite = filters.category === 'all' || canPostIn(filters.category, access);
  const posts = list.data?.pages.flatMap((p) => p.posts) ?? [];
  const changeFilters = (next: ListFilters) => {
    scroll.offset = 0;
    onFilters(next);
  };

  let body;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError && posts.length === 0) body = <ListError text={FORUM_TEXT.loadError(list.error.message)} onRetry={() => void list.refetch()} />;
  else if (posts.length === 0) body = <ListEmpty text={emptyText(filters)} searching={!!filters.search} onCreate={canWrite ? onCreate : undefined} />;
  else
    body = (
      <PostList
        key={`${filters.category}|${filters.sort}|${filters.search}`}
        posts={posts}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        moreError={list.isFetchNextPageError ? list.error.message : null}
        onMore={() => void list.fetchNextPage()}
        onOpen={onOpen}
        initialOffset={scroll.offset}
        onOffset={(o) => (scroll.offset = o)}
      />
    );

  return (
    <>
      <ListToolbar filters={filters} onChange={changeFilters} onCreate={onCreate} compact={compact} />
      {body}
    </>
  );
}
