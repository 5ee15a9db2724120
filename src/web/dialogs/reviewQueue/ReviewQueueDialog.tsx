import { useState } from 'react';
import { Badge, SegmentedControl, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconPalette, IconPhoto } from '@tabler/icons-react';
import { REVIEW_TEXT } from '@common/creator/texts';
import { failureText } from '../creator/useSubmissions';
import { FeedUploadsReview } from '../outfitsFeed/review';
import { EmptyState, LoadError } from '../wardrobe/states';
import { ApprovedList } from './ApprovedList';
import { ReviewCard } from './ReviewCard';
import { useRefreshReviewQueue, useReviewQueue } from './useReviewQueue';
import classes from './reviewQueue.module.css';

/**
 * The moderators' review queue (issue 13 §2): pending creator submissions, oldest first, each
 * worn by both bodies in all six views, approved into the store or rejected with a reason.
 * A switch shows the approved items instead, where one can be withdrawn from the store. The
 * outfits feed's uploaded images wait in a second tab, Feed uploads.
 */
export default function ReviewQueueDialog() {
  const [list, setList] = useState<'pending' | 'approved'>('pending');
  const queue = useReviewQueue();
  const refresh = useRefreshReviewQueue();
  const count = queue.data?.length ?? 0;

  let body;
  if (queue.isError) body = <LoadError message={failureText(queue.error)} onRetry={() => void queue.refetch()} />;
  else if (queue.isPending)
    body = (
      <Stack gap="md">
        <Skeleton height={420} radius="lg" />
      </Stack>
    );
  else if (count === 0) body = <EmptyState text={REVIEW_TEXT.empty} hint="New submissions from creators appear here, oldest first." />;
  else
    body = (
      <Stack gap="md" data-testid="review-list">
        {queue.data!.map((s) => (
          <ReviewCard key={s.id} submission={s} onDecided={refresh} />
        ))}
      </Stack>
    );

  return (
    <Tabs defaultValue="submissions" className={classes.body} data-testid="review-queue" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="submissions" leftSection={<IconPalette size={16} />} rightSection={count > 0 ? <Badge size="sm" circle={count < 10}>{count}</Badge> : null}>
          Item submissions
        </Tabs.Tab>
        <Tabs.Tab value="feed" leftSection={<IconPhoto size={16} />} data-testid="tab-feed-uploads">
          Feed uploads
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="submissions" className={classes.panel}>
        <SegmentedControl
          className={classes.switch}
          radius="xl"
          size="sm"
          mb="sm"
          value={list}
          onChange={(v) => setList(v === 'approved' ? 'approved' : 'pending')}
          data={[
            { value: 'pending', label: count > 0 ? `${REVIEW_TEXT.pendingTab} (${count})` : REVIEW_TEXT.pendingTab },
            { value: 'approved', label: REVIEW_TEXT.inStoreTab },
          ]}
          data-testid="review-list-switch"
        />
        <div className={classes.scroll}>{list === 'approved' ? <ApprovedList /> : body}</div>
      </Tabs.Panel>
      <Tabs.Panel value="feed" className={classes.panel}>
        <div className={classes.scroll}>
          <FeedUploadsReview />
        </div>
      </Tabs.Panel>
    </Tabs>
  );
}
