import { useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { CreatePostModal } from './create/CreatePostModal';
import classes from './forums.module.css';
import { ForumListView } from './list/ForumListView';
import type { ListFilters } from './list/ListToolbar';
import { PostView } from './post/PostView';
import type { ForumsDialogProps } from '../props';

export type { ForumsDialogProps };

const FIRST_FILTERS: ListFilters = { category: 'all', sort: 'newest', search: '' };

/**
 * Forums (social-core §2 Forums screen): the list of posts with its category filter, sort,
 * search and Create Post, and a post with its replies. The list keeps its filters and scroll
 * position while a post is open, so 'Back to forums' returns to the same place.
 */
export default function ForumsDialog({ selectedPost, selectedPostId }: ForumsDialogProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const wanted = selectedPostId ?? (typeof selectedPost === 'object' && selectedPost ? String(selectedPost.id) : selectedPost);
  const [openId, setOpenId] = useState<string | null>(wanted ?? null);
  const [filters, setFilters] = useState<ListFilters>(FIRST_FILTERS);
  const [creating, setCreating] = useState(false);
  const scroll = useRef({ offset: 0 });

  return (
    <div className={classes.root} data-testid="forums-dialog" data-view={openId ? 'post' : 'list'}>
      {openId ? (
        <PostView key={openId} id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <ForumListView
          filters={filters}
          onFilters={setFilters}
          onOpen={(post) => setOpenId(post.id)}
          onCreate={() => setCreating(true)}
          compact={mobile}
          scroll={scroll.current}
        />
      )}
      <CreatePostModal
        opened={creating}
        fullScreen={mobile}
        category={filters.category}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    </div>
  );
}
