import { Button, Loader, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessagesOff, IconPlugConnectedX, IconRefresh, IconSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import classes from '../forums.module.css';

/** 'Error loading forum content: {message}' with a way to try again. */
export function ListError({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <Stack align="center" justify="center" gap="sm" py={48} px="lg" data-testid="forum-error">
      <ThemeIcon size={64} radius="xl" color="red" variant="light">
        <IconPlugConnectedX size={34} />
      </ThemeIcon>
      <Text fw={700} ta="center" maw={440}>
        {text}
      </Text>
      <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}

/** 'No posts found matching your search', 'No posts in {category}' or 'No posts found'. */
export function ListEmpty({ text, searching, onCreate }: { text: string; searching: boolean; onCreate?: () => void }) {
  return (
    <EmptyState
      testId="forum-empty"
      icon={searching ? <IconSearch size={34} /> : <IconMessagesOff size={34} />}
      title={text}
      hint={searching ? 'Try other words, or look in every category.' : onCreate ? 'Start the conversation: the first post is yours to write.' : 'Nothing here yet. Check back soon!'}
      action={
        !searching &&
        onCreate && (
          <Button variant="light" mt={4} onClick={onCreate}>
            Write a post
          </Button>
        )
      }
    />
  );
}

/** The first page on its way: cards' outlines. */
export function ListLoading() {
  return (
    <Stack gap="sm" data-testid="forum-loading" aria-busy>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={classes.card} style={{ cursor: 'default' }}>
          <div className={classes.cardInner}>
            <Skeleton circle h={52} w={52} />
            <Stack gap={8} flex={1}>
              <Skeleton h={12} w="40%" />
              <Skeleton h={16} w="70%" />
              <Skeleton h={10} w="95%" />
              <Skeleton h={10} w="80%" />
            </Stack>
          </div>
        </div>
      ))}
    </Stack>
  );
}

export function LoadingMore() {
  return (
    <>
      <Loader size="xs" type="dots" />
      Loading more...
    </>
  );
}
