import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { ACTIVITY_TEXT } from '@common/api/routes/activity';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../stores/session';
import { ActivityCard } from './ActivityCard';
import { StatCards } from './StatCards';
import { useDeleteActivity, useFeed } from './useFeed';

/**
 * My Data (avatar-economy §2 Activity feed): four stat cards and a grid of what the player
 * wrote (profile comments and replies; forum posts and replies once the forums exist), each
 * with a delete button. The feed is reloaded after every delete.
 */
export default function FeedDialog() {
  const me = useSession((s) => s.user?.username ?? '');
  const feed = useFeed();
  const remove = useDeleteActivity();

  return (
    <Stack gap="md" data-testid="feed-dialog">
      <StatCards stats={feed.data?.stats} />
      {feed.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="sm">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={150} radius="lg" />
          ))}
        </SimpleGrid>
      ) : feed.isError ? (
        <Alert color="red" radius="lg" title={ACTIVITY_TEXT.loadError(feed.error.message)}>
          <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : feed.data.activities.length === 0 ? (
        <EmptyState testId="feed-empty" color="terracotta" icon={<IconNotebook size={38} />} title={ACTIVITY_TEXT.empty} hint={ACTIVITY_TEXT.emptyHint} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="baseline">
            <Title order={4}>{ACTIVITY_TEXT.heading}</Title>
            <Text size="sm" c="dimmed">
              {ACTIVITY_TEXT.count(feed.data.activities.length)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="lg" pt={6} data-testid="feed-grid">
            {feed.data.activities.map((a) => (
              <ActivityCard key={`${a.type}-${a.id}`} activity={a} me={me} onDelete={remove} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
