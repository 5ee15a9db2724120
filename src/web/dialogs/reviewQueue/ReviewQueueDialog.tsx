import { Badge, Tabs } from '@mantine/core';
import { IconPalette, IconPhoto } from '@tabler/icons-react';
import { FeedUploadsReview } from '../outfitsFeed/review';
import { SubmissionsReview } from './SubmissionsReview';
import { useReviewQueue } from './useReviewQueue';
import classes from './reviewQueue.module.css';

/**
 * The moderators' review queue (issue 13 §2): pending creator submissions (SubmissionsReview)
 * and, in a second tab, the outfits feed's uploaded images. The Moderation dialog shows the
 * same two as tabs beside the report cases.
 */
export default function ReviewQueueDialog() {
  const count = useReviewQueue().data?.length ?? 0;
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
        <SubmissionsReview />
      </Tabs.Panel>
      <Tabs.Panel value="feed" className={classes.panel}>
        <div className={classes.scroll}>
          <FeedUploadsReview />
        </div>
      </Tabs.Panel>
    </Tabs>
  );
}
