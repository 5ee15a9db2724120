import { useState } from 'react';
import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { REVIEW_TEXT } from '@common/creator/texts';
import { failureText } from '../creator/useSubmissions';
import { EmptyState, LoadError } from '../wardrobe/states';
import { ApprovedList } from './ApprovedList';
import { ReviewCard } from './ReviewCard';
import { useRefreshReviewQueue, useReviewQueue } from './useReviewQueue';
import classes from './reviewQueue.module.css';

/**
 * Pending creator submissions, oldest first, each worn by both bodies in all six views,
 * approved into the store or rejected with a reason; a switch shows the approved items
 * instead, where one can be withdrawn. The review queue's first tab and the Moderation
 * dialog's Item submissions tab.
 */
export function SubmissionsReview() {
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
    <>
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
    </>
  );
}
