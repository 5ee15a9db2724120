import { useState } from 'react';
import { Avatar, Button, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconX } from '@tabler/icons-react';
import { outfitsFeedRoutes, type ReviewEntry } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, PRIVACY_LABELS, REJECT_REASON_MAX } from '@common/outfitsFeed/limits';
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
    queryFn: ({ signal }) => call(outfitsFeedRoutes.reviewQueue, {}, { quiet: true, signal }),
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
  const [busy, setBusy] = useState(false);
  const { post } = entry;

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      const res = approve
        ? await call(outfitsFeedRoutes.approve, { params: { id: entry.id } }, { quiet: true })
        : await call(outfitsFeedRoutes.reject, { params: { id: entry.id }, body: { reason } }, { quiet: true });
      toast.success(res.message);
      await qc.invalidateQueries({ queryKey: REVIEW_QUERY_KEY });
      await qc.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="sm" data-testid="feed-review-entry">
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={entry.preview} alt={entry.filename} w={220} h={220} fit="contain" radius="md" bg="gray.1" />
        <div style={{ width: 110, aspectRatio: '450 / 850' }} className={classes.card}>
          <PostPreview type={post.type} layout={post.layout} slots={post.slots.map((s) => ({ src: s.preview, kind: s.type, alt: s.name }))} />
        </div>
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Avatar src={entry.creator.avatar} radius="xl" size={28} />
            <Text fw={800}>{entry.creator.name}</Text>
            <Text size="xs" c="dimmed">
              {new Date(entry.uploadedAt).toLocaleString()}
            </Text>
          </Group>
          <Text size="sm" fw={700} truncate>
            {entry.filename} · slot {entry.slots.join(', ')} of a {post.type} post · {PRIVACY_LABELS[post.privacy]}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {post.description}
          </Text>
          {rejecting && (
            <Textarea
              label="Reason (sent to the creator)"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value.slice(0, REJECT_REASON_MAX))}
              autosize
              minRows={2}
              data-testid="feed-reject-reason"
            />
          )}
          <SimpleGrid cols={2} spacing="xs" maw={360}>
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
        </Stack>
      </Group>
    </Paper>
  );
}
