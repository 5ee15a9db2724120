import { useState } from 'react';
import { Avatar, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconX } from '@tabler/icons-react';
import { outfitsFeedRoutes, type ReviewEntry } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, PRIVACY_LABELS, REJECT_REASON_MAX } from '@common/outfitsFeed/limits';
import { timeAgo } from '@common/social/time';
import { call } from '../../../api/client';
import { toast } from '../../../toast';
import { FEED_QUERY_KEY, REVIEW_QUERY_KEY, errorText } from '../api';
import { PostPreview } from '../PostPreview';
import classes from '../feed.module.css';

/**
 * The review queue's 'Feed uploads' tab (moderators): images uploaded to outfit posts, oldest
 * first, each beside its post; approve, or reject with a reason. The creator gets a mail.
 */
export function FeedUploadsReview() {
  const uploads = useQuery({
    queryKey: REVIEW_QUERY_KEY,
    queryFn: ({ signal }) => call(outfitsFeedRoutes.reviewQueue, {}, { signal }),
    refetchInterval: 30_000,
  });
  if (uploads.isPending) return <Loader mx="auto" my="xl" display="block" />;
  if (uploads.isError) return <Text c="red">{FEED_TEXT.reviewError(errorText(uploads.error))}</Text>;
  if (uploads.data.uploads.length === 0)
    return (
      <Text fw={700} ta="center" py="xl" data-testid="feed-review-empty">
        {FEED_TEXT.reviewEmpty}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="feed-review">
      {uploads.data.uploads.map((u) => (
        <ReviewRow key={u.id} entry={u} />
      ))}
    </Stack>
  );
}

function ReviewRow({ entry }: { entry: ReviewEntry }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const { post } = entry;

  const deciding = useMutation({
    mutationFn: (approve: boolean) => (approve ? call(outfitsFeedRoutes.approve, { params: { id: entry.id } }) : call(outfitsFeedRoutes.reject, { params: { id: entry.id }, body: { reason } })),
    onSuccess: async (res) => {
      toast.success(res.message);
      await qc.invalidateQueries({ queryKey: REVIEW_QUERY_KEY });
      await qc.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
  const busy = deciding.isPending;
  const decide = (approve: boolean) => deciding.mutate(approve);

  const slotText = `Slot ${entry.slots.join(', ')} of ${post.type === 'single' ? 'a single post' : `a collage (${post.slots.length} slots)`}`;
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="feed-review-entry">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Avatar src={entry.creator.avatar} alt="" radius="xl" size={32} color="terracotta">
            {entry.creator.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0} flex={1}>
            <Text fw={800} truncate>
              {entry.creator.name}
            </Text>
            <Text size="xs" c="dimmed" title={new Date(entry.uploadedAt).toLocaleString()}>
              uploaded {timeAgo(entry.uploadedAt)}
            </Text>
          </Stack>
          <Badge variant="light" color="gray" radius="sm" className={classes.reviewPrivacy}>
            {PRIVACY_LABELS[post.privacy]}
          </Badge>
        </Group>
        <div className={classes.reviewMedia}>
          <a href={entry.preview} target="_blank" rel="noreferrer" className={classes.reviewImage} title="Open the image at full size">
            <img src={entry.preview} alt={entry.filename} />
          </a>
          <div className={`${classes.card} ${classes.reviewPost}`} aria-label="The post with this image">
            <PostPreview type={post.type} layout={post.layout} slots={post.slots.map((s) => ({ src: s.preview, kind: s.type, alt: s.name }))} />
          </div>
        </div>
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={700} className={classes.reviewFile} title={entry.filename}>
            {entry.filename}
          </Text>
          <Text size="xs" c="dimmed">
            {slotText}
          </Text>
        </Stack>
        <Text size="sm" className={classes.description} lineClamp={4}>
          {post.description}
        </Text>
        {rejecting && (
          <Textarea
            label="Reason (sent to the creator)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value.slice(0, REJECT_REASON_MAX))}
            autosize
            minRows={2}
            data-autofocus
            data-testid="feed-reject-reason"
          />
        )}
        {!entry.canReview ? (
          <Text size="sm" c="dimmed" data-testid="feed-review-own">
            {FEED_TEXT.reviewOwn}
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing="xs" className={classes.reviewButtons}>
            {rejecting ? (
              <>
                <Button variant="default" onClick={() => setRejecting(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button color="red" leftSection={<IconX size={16} />} onClick={() => decide(false)} loading={busy} disabled={!reason.trim()} data-testid="feed-reject-confirm">
                  {FEED_TEXT.reject}
                </Button>
              </>
            ) : (
              <>
                <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => decide(true)} loading={busy} data-testid="feed-approve">
                  {FEED_TEXT.approve}
                </Button>
                <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => setRejecting(true)} data-testid="feed-reject">
                  {FEED_TEXT.reject}
                </Button>
              </>
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
