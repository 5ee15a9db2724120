import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCloudUpload, IconPlus, IconSearch } from '@tabler/icons-react';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { FEED_FILTERS, FEED_FILTER_LABELS, FEED_SEARCH_MAX, FEED_TEXT, postCode, type FeedFilter } from '@common/outfitsFeed/limits';
import { call } from '../../api/client';
import { confirm } from '../../components/confirm';
import { useDialogs } from '../../stores/dialogs';
import { toast } from '../../toast';
import { copyText } from '../outfits/clipboard';
import { EmptyState, LoadError } from '../wardrobe/states';
import { FEED_QUERY_KEY, errorText, useFeed, usePatchPost } from './api';
import { CommentsSheet } from './CommentsSheet';
import { CreatePostModal } from './CreatePostModal';
import { PostCard, type PostCardActions } from './PostCard';
import { TipModal } from './TipModal';
import { UploadStatusModal } from './UploadStatusModal';
import classes from './feed.module.css';

/**
 * The outfits post feed (avatar-economy §2): search (50), filter All Posts / Single Outfit /
 * Collages, Upload Status and Create Post; a grid of post cards that loads more on scroll.
 */
export default function OutfitsFeedDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const qc = useQueryClient();
  const patch = usePatchPost();
  const openDialog = useDialogs((s) => s.open);
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), 300);
  const [filter, setFilter] = useState<FeedFilter>('all');
  const [creating, setCreating] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);
  const [commentsOf, setCommentsOf] = useState<FeedPost | null>(null);
  const [tipping, setTipping] = useState<FeedPost | null>(null);
  const feed = useFeed(search, filter);
  const posts = useMemo(() => feed.data?.pages.flatMap((p) => p.posts) ?? [], [feed.data]);
  // The sheet and the tip dialog show the post as the feed has it now (its counts change while
  // they are open), or as it was picked when the feed no longer lists it.
  const latest = (picked: FeedPost | null) => (picked ? (posts.find((p) => p.id === picked.id) ?? picked) : null);

  // Infinite scroll: the sentinel under the grid asks for the next page when it shows.
  // One observer for the dialog's life (a new one per render would re-render without end).
  const scrollRoot = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(([e]) => setAtEnd(!!e?.isIntersecting), { root: scrollRoot.current, rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const saving = useMutation({
    mutationFn: (id: string) => call(outfitsFeedRoutes.save, { params: { id } }),
    onSuccess: (res, id) => {
      patch(id, (p) => ({ ...p, isSaved: res.isSaved }));
      toast.success(res.message);
    },
  });
  const removing = useMutation({
    mutationFn: (id: string) => call(outfitsFeedRoutes.remove, { params: { id } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await qc.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });

  const actions: PostCardActions = {
    onComments: setCommentsOf,
    onTip: setTipping,
    onSave: (post) => saving.mutate(post.id),
    onShare: async (post) => {
      if (await copyText(postCode(post.id))) toast.success(FEED_TEXT.codeCopied);
      else toast.error('Could not copy to the clipboard');
    },
    onDelete: async (post) => {
      if (!(await confirm({ title: FEED_TEXT.deleteConfirm, detail: FEED_TEXT.deleteConfirmDetail, confirmLabel: 'Delete', danger: true }))) return;
      removing.mutate(post.id);
    },
    onCreator: (name) => openDialog('about', { username: name }),
  };

  return (
    <Stack gap="sm" h="100%" data-testid="outfits-feed" style={{ minHeight: 0 }}>
      <div className={classes.toolbar}>
        <TextInput
          className={classes.search}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value.slice(0, FEED_SEARCH_MAX))}
          maxLength={FEED_SEARCH_MAX}
          placeholder={FEED_TEXT.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          data-testid="feed-search"
        />
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as FeedFilter)}
          data={FEED_FILTERS.map((f) => ({ value: f, label: FEED_FILTER_LABELS[f] }))}
          size={mobile ? 'xs' : 'sm'}
          fullWidth={mobile}
          style={mobile ? { flexBasis: '100%' } : undefined}
          data-testid="feed-filter"
        />
        <Button variant="light" leftSection={<IconCloudUpload size={16} />} onClick={() => setStatusOpen(true)} style={mobile ? { flex: 1 } : undefined} data-testid="feed-upload-status">
          {FEED_TEXT.uploadStatus}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} style={mobile ? { flex: 1 } : undefined} data-testid="feed-create">
          {FEED_TEXT.createPost}
        </Button>
      </div>
      <div ref={scrollRoot} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <div>
          {feed.isPending && <Loader mx="auto" my="xl" display="block" />}
          {feed.isError && <LoadError message={FEED_TEXT.loadError(errorText(feed.error))} onRetry={() => void feed.refetch()} />}
          {feed.isSuccess && posts.length === 0 && (
            <EmptyState
              text={search ? FEED_TEXT.noMatch(search) : filter !== 'all' ? FEED_TEXT.noneInFilter(FEED_FILTER_LABELS[filter]) : FEED_TEXT.empty}
              hint={search || filter !== 'all' ? undefined : 'Share an outfit or a collage of your looks for everyone to see.'}
            >
              {!search && filter === 'all' && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                  {FEED_TEXT.createPost}
                </Button>
              )}
            </EmptyState>
          )}
          {posts.length > 0 && (
            <div className={classes.grid}>
              {posts.map((p) => (
                <PostCard key={p.id} post={p} actions={actions} />
              ))}
            </div>
          )}
          <div ref={sentinel} style={{ height: 1 }} />
          {feed.isFetchingNextPage && (
            <Text ta="center" c="dimmed" size="sm" py="sm">
              Loading more...
            </Text>
          )}
        </div>
      </div>
      <CreatePostModal opened={creating} onClose={() => setCreating(false)} />
      <UploadStatusModal opened={statusOpen} onClose={() => setStatusOpen(false)} />
      <CommentsSheet post={latest(commentsOf)} onClose={() => setCommentsOf(null)} />
      <TipModal post={latest(tipping)} onClose={() => setTipping(null)} />
    </Stack>
  );
}
