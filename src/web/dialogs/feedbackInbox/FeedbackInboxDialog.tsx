import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconCreditCard, IconMessage, IconMessageReport } from '@tabler/icons-react';
import { feedbackRoutes, type FeedbackEntry } from '@common/api/routes/feedback';
import { ROLE_TEXT, isModerator } from '@common/roles';
import { call } from '../../api/client';
import { useSession } from '../../stores/session';

/**
 * Staff's feedback inbox: what players sent with the support page's feedback call, and the
 * payments' notes (what a refund or dispute could not take back), newest first.
 */
export default function FeedbackInboxDialog() {
  const staff = useSession((s) => isModerator(s.user?.access));
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<'all' | FeedbackEntry['kind']>('all');
  const list = useQuery({
    queryKey: ['feedback', page],
    enabled: staff,
    queryFn: ({ signal }) => call(feedbackRoutes.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
  if (!staff) {
    return (
      <Alert color="red" radius="lg" title={ROLE_TEXT.moderatorsOnly} data-testid="feedback-forbidden">
        This list is for moderators and admins.
      </Alert>
    );
  }
  const entries = (list.data?.entries ?? []).filter((e) => kind === 'all' || e.kind === kind);
  return (
    <Stack gap="md" data-testid="feedback-inbox">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as typeof kind)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'feedback', label: 'Feedback' },
          { value: 'payment', label: 'Payment notes' },
        ]}
      />
      {list.isPending ? (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={72} radius="lg" />)
      ) : list.isError ? (
        <Alert color="red" radius="lg" title={`Error loading feedback: ${list.error.message}`}>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : entries.length === 0 ? (
        <Stack align="center" gap={6} py={40}>
          <ThemeIcon size={64} radius={32} variant="light" color="dusk">
            <IconMessageReport size={34} />
          </ThemeIcon>
          <Text c="dimmed">Nothing here yet.</Text>
        </Stack>
      ) : (
        entries.map((e) => (
          <Paper key={e.id} withBorder radius="lg" p="md" data-testid="feedback-entry">
            <Group justify="space-between" mb={6} gap="xs">
              <Group gap={8}>
                <ThemeIcon size={28} radius={14} variant="light" color={e.kind === 'payment' ? 'orange' : 'dusk'}>
                  {e.kind === 'payment' ? <IconCreditCard size={16} /> : <IconMessage size={16} />}
                </ThemeIcon>
                <Text fw={800}>{e.username ?? 'A former player'}</Text>
                {e.kind === 'payment' && (
                  <Badge color="orange" variant="light">
                    Payment note
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {new Date(e.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.message}
            </Text>
          </Paper>
        ))
      )}
      {(page > 1 || list.data?.hasMore) && (
        <Group justify="center">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button variant="default" disabled={!list.data?.hasMore} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
