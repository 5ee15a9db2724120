import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Select, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconShieldSearch } from '@tabler/icons-react';
import { AUDIT_TEXT, auditActionLabel } from '@common/audit';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { isAdmin } from '@common/roles';
import { Z } from '../../shell/layout';
import { useSession } from '../../stores/session';
import classes from './auditLog.module.css';
import { AuditCard, AuditTableRow } from './AuditRow';
import { useAuditLog } from './useAuditLog';

/**
 * The audit log for admins: every act of moderators, admins and the operator, newest first,
 * a page at a time, filtered by action. A table on desktop, cards on phones.
 */
export default function AuditLogDialog() {
  const admin = useSession((s) => isAdmin(s.user?.access));
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<string | null>(null);
  const log = useAuditLog(page, action);

  if (!admin) {
    return (
      <Alert color="red" radius="lg" title={AUDIT_TEXT.adminsOnly} data-testid="audit-forbidden">
        {AUDIT_TEXT.adminsOnlyHint}
      </Alert>
    );
  }
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const options = (data?.actions ?? []).map((a) => ({ value: a, label: auditActionLabel(a) }));

  return (
    <Stack gap="md" data-testid="audit-dialog">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={AUDIT_TEXT.filterLabel}
          placeholder={AUDIT_TEXT.allActions}
          data={options}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          clearable
          leftSection={<IconFilter size={16} />}
          w={mobile ? '100%' : 260}
          comboboxProps={{ withinPortal: true, zIndex: Z.popover }}
          data-testid="audit-filter"
        />
        {data && (
          <Group gap={8}>
            {log.isFetching && <Loader size="xs" />}
            <Text size="sm" c="dimmed" data-testid="audit-total">
              {AUDIT_TEXT.count(data.total)}
            </Text>
          </Group>
        )}
      </Group>

      {log.isPending ? (
        <Stack gap="xs">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={mobile ? 96 : 44} radius="md" />
          ))}
        </Stack>
      ) : log.isError ? (
        <Alert color="red" radius="lg" title={AUDIT_TEXT.loadError(log.error.message)}>
          <Button size="xs" variant="light" color="red" onClick={() => void log.refetch()}>
            {AUDIT_TEXT.retry}
          </Button>
        </Alert>
      ) : log.data.entries.length === 0 ? (
        <Stack align="center" gap={6} py={40} data-testid="audit-empty">
          <ThemeIcon size={64} radius={32} variant="light" color="dusk">
            <IconShieldSearch size={34} />
          </ThemeIcon>
          <Title order={4}>{action ? AUDIT_TEXT.emptyFiltered : AUDIT_TEXT.empty}</Title>
          <Text size="sm" c="dimmed" ta="center" maw={360}>
            {AUDIT_TEXT.emptyHint}
          </Text>
        </Stack>
      ) : mobile ? (
        <Stack gap="xs">
          {log.data.entries.map((e) => (
            <AuditCard key={e.id} entry={e} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{AUDIT_TEXT.who}</Table.Th>
                <Table.Th w={150}>{AUDIT_TEXT.action}</Table.Th>
                <Table.Th w={200}>{AUDIT_TEXT.target}</Table.Th>
                <Table.Th w={120}>{AUDIT_TEXT.when}</Table.Th>
                <Table.Th>{AUDIT_TEXT.change}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.entries.map((e) => (
                <AuditTableRow key={e.id} entry={e} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {data && pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size={mobile ? 'sm' : 'md'} siblings={mobile ? 0 : 1} data-testid="audit-pages" />
        </Group>
      )}
    </Stack>
  );
}
