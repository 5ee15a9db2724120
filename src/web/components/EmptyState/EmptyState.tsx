import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import classes from './EmptyState.module.css';

/**
 * A list with nothing to show (no mail in a folder, no forum posts, no activity): a dashed box
 * with a floating icon, the list's own text, a hint of what to do, and an optional action.
 */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  color,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  color?: MantineColor;
  testId?: string;
}) {
  return (
    <Stack align="center" justify="center" gap={8} py={44} px="lg" className={classes.empty} data-testid={testId}>
      <ThemeIcon size={70} radius="xl" variant="light" color={color} className={classes.icon}>
        {icon}
      </ThemeIcon>
      <Text fw={800} ta="center" size="lg" mt={4}>
        {title}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" ta="center" maw={380}>
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
