import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty, IconPlugConnectedX, IconRefresh, IconSearch } from '@tabler/icons-react';
import { STORE_TEXT } from '@common/economy/store';
import type { ListState } from '../state/listLoader';

/** The list failed to load: 'Error loading store: {message}' (or outlet) with Retry. */
export function ListError({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <Stack align="center" justify="center" gap="sm" h="100%" mih={220} p="lg" data-testid="list-error">
      <ThemeIcon size={64} radius="xl" color="red" variant="light">
        <IconPlugConnectedX size={34} />
      </ThemeIcon>
      <Text fw={700} ta="center" maw={420}>
        {text}
      </Text>
      <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} data-testid="retry">
        {STORE_TEXT.retry}
      </Button>
    </Stack>
  );
}

/** No items: 'No items found matching your search' with a search, else 'No items in this category'. */
export function ListEmpty({ searching }: { searching: boolean }) {
  return (
    <Stack align="center" gap={6} data-testid="list-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        {searching ? <IconSearch size={32} /> : <IconMoodEmpty size={32} />}
      </ThemeIcon>
      <Text fw={700} ta="center">
        {searching ? STORE_TEXT.noMatch : STORE_TEXT.emptyCategory}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {searching ? 'Try another word, or look in every category.' : 'New items arrive all the time. Check back soon!'}
      </Text>
    </Stack>
  );
}

export function ListLoading() {
  return (
    <Stack align="center" justify="center" h="100%" mih={220} gap="xs" data-testid="list-loading">
      <Loader type="dots" />
      <Text size="sm" c="dimmed">
        Opening the store…
      </Text>
    </Stack>
  );
}

/**
 * Under the last row: 'Loading more...', 'Scroll for more' (the outlet), a failed page with
 * Retry, or the end of the list 'You've reached the end • N total items'.
 */
export function ListFooter({ list, onRetry, scrollHint }: { list: ListState; onRetry(): void; scrollHint: boolean }) {
  if (list.loadingMore)
    return (
      <Group gap={8} data-testid="list-footer">
        <Loader size="xs" />
        {STORE_TEXT.loadingMore}
      </Group>
    );
  if (list.error)
    return (
      <Group gap={8} data-testid="list-footer">
        <Text size="sm" c="red.7" fw={700}>
          {list.error}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {STORE_TEXT.retry}
        </Button>
      </Group>
    );
  if (list.hasMore) return <span data-testid="list-footer">{scrollHint ? STORE_TEXT.scrollForMore : STORE_TEXT.loadingMore}</span>;
  return <span data-testid="list-footer">{STORE_TEXT.end(list.total)}</span>;
}
