import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconMoodSmile } from '@tabler/icons-react';

/** A list's empty state: a friendly face, the spec's sentence and maybe a way forward. */
export function EmptyState({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  return (
    <Stack align="center" justify="center" gap="xs" py="xl" h="100%" data-testid="empty-state">
      <ThemeIcon size={64} radius="xl" variant="light" color="terracotta">
        <IconMoodSmile size={36} />
      </ThemeIcon>
      <Text fw={800} ff="heading" fz="lg" ta="center">
        {text}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" ta="center" maw={340}>
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** A screen that could not load: what happened and Retry, centred in the dialog. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Stack align="center" justify="center" gap="sm" py="xl" mih={360} data-testid="load-error">
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
