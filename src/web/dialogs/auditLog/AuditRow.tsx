import { Badge, Paper, Stack, Table, Text, Group } from '@mantine/core';
import type { AuditEntry } from '@common/api/routes/audit';
import { auditActionLabel } from '@common/audit';
import { timeAgo } from '@common/social/time';
import { fullDate } from '../forums/when';
import classes from './auditLog.module.css';
import { ChangeList } from './ChangeList';
import { auditActor, auditTarget } from './present';

const tone = (action: string) => (action.endsWith('delete') ? 'red' : action.endsWith('hide') ? 'orange' : action.startsWith('user.') ? 'grape' : 'dusk');

function ActionBadge({ action }: { action: string }) {
  return (
    <Badge variant="light" color={tone(action)} radius="sm" className={classes.badge}>
      {auditActionLabel(action)}
    </Badge>
  );
}

function Reason({ entry }: { entry: AuditEntry }) {
  return entry.reason ? (
    <Text size="xs" c="dimmed" fs="italic" mt={4}>
      “{entry.reason}”
    </Text>
  ) : null;
}

/** One act as a table row (desktop). */
export function AuditTableRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-testid="audit-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {auditActor(entry)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ActionBadge action={entry.action} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.target}>
          {auditTarget(entry)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={fullDate(entry.createdAt)} className={classes.when}>
          {timeAgo(entry.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ChangeList entry={entry} />
        <Reason entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One act as a card (phones). */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="audit-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ActionBadge action={entry.action} />
          <Text size="xs" c="dimmed" title={fullDate(entry.createdAt)}>
            {timeAgo(entry.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          <b>{auditActor(entry)}</b> · {auditTarget(entry)}
        </Text>
        <ChangeList entry={entry} />
        <Reason entry={entry} />
      </Stack>
    </Paper>
  );
}
