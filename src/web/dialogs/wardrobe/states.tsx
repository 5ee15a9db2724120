import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconMoodSmile } from '@tabler/icons-react';

/** A list's empty state: a friendly face and the spec's sentence. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <ThemeIcon size={56} radius="xl" variant="light" color="terracotta">
        <IconMoodSmile size={32} />
      </ThemeIcon>
      <Text fw={700} ta="center">
        {text}
      </Text>
    </Stack>
  );
}

/** A screen that could not load: what happened and Retry. */
export function LoadError({ message, onRetry, className }: { message: string; onRetry(): void; className?: string }) {
  return (
    <Stack align="center" justify="center" gap="sm" py="xl" className={className} data-testid="load-error">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Text fw={700} ta="center">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
