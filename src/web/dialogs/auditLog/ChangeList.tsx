import { Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { AuditEntry } from '@common/api/routes/audit';
import classes from './auditLog.module.css';
import { auditChanges } from './present';

/** before → after for each changed field; a deletion shows what was there, struck through. */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <Text size="xs" c="dimmed">-</Text>;
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Group key={c.field} gap={6} wrap="nowrap" align="baseline" className={classes.change}>
          <Text size="xs" fw={700} c="dimmed" className={classes.field}>
            {c.field}
          </Text>
          {c.before !== null && (
            <Text size="xs" className={c.after === null ? classes.gone : classes.before}>
              {c.before}
            </Text>
          )}
          {c.before !== null && c.after !== null && <IconArrowRight size={12} className={classes.arrow} />}
          {c.after !== null && (
            <Text size="xs" fw={600} className={classes.after}>
              {c.after}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
