import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import classes from './ad.module.css';

/** One part of the support page, with an anchor the top bar's coin and gem buttons can open at. */
export function Section({ id, title, hint, children, right }: { id: string; title: string; hint?: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" className={classes.section} id={`ad-${id}`} data-testid={`ad-section-${id}`}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={0}>
          <Title order={3}>{title}</Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {right}
      </Group>
      {children}
    </Stack>
  );
}
