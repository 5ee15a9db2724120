import { useState } from 'react';
import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import type { ModerationCase } from '@common/api/routes/reports';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { CASE_STATUS_LABELS, CASE_STATUSES, MODERATION_DIALOG_TEXT as T, type CaseStatus } from '@common/moderation-reports';
import { CaseDetail } from './CaseDetail';
import { CaseList } from './CaseList';
import classes from './cases.module.css';
import { useCases } from './useCases';

const EMPTY: Record<CaseStatus, string> = { open: T.emptyOpen, claimed: T.emptyClaimed, closed: T.emptyClosed };

/**
 * Report cases (issue 21 §2): a list by status (open ones by score) beside the chosen case's
 * evidence, reports and decision. On a phone the list and the case take turns.
 */
export default function CasesTab() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const [status, setStatus] = useState<CaseStatus>('open');
  const [chosen, setChosen] = useState<ModerationCase | null>(null);
  const cases = useCases(status);
  // The list's copy is the newest one the moderator has seen, unless the case left this list.
  const current = chosen ? (cases.data?.cases.find((c) => c.id === chosen.id) ?? chosen) : null;
  const counts = cases.data?.counts;

  const list = (
    <Stack gap="sm" className={classes.listColumn}>
      <SegmentedControl
        fullWidth
        radius="xl"
        value={status}
        onChange={(v) => setStatus(v as CaseStatus)}
        data={CASE_STATUSES.map((s) => ({ value: s, label: counts ? `${CASE_STATUS_LABELS[s]} (${counts[s]})` : CASE_STATUS_LABELS[s] }))}
        data-testid="cases-status"
      />
      {cases.isError ? (
        <Alert color="red" radius="lg" title={T.loadError(cases.error.message)}>
          <Button size="xs" variant="light" color="red" onClick={() => void cases.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : cases.data && cases.data.cases.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="cases-empty">
          <IconFlag size={40} stroke={1.4} />
          <Text fw={700}>{EMPTY[status]}</Text>
          <Text size="sm" ta="center" maw={280}>
            {T.emptyHint}
          </Text>
        </Stack>
      ) : (
        <CaseList cases={cases.data?.cases} loading={cases.isPending} selected={current?.id ?? null} onSelect={setChosen} />
      )}
    </Stack>
  );

  const detail = current ? (
    <CaseDetail key={current.id} c={current} onChanged={(c) => (setChosen(c), setStatus(c.status))} onBack={phone ? () => setChosen(null) : undefined} />
  ) : (
    <Stack align="center" justify="center" h="100%" c="dimmed" gap={6}>
      <IconFlag size={44} stroke={1.3} />
      <Text>{T.pick}</Text>
    </Stack>
  );

  if (phone) return <div className={classes.single}>{current ? detail : list}</div>;
  return (
    <div className={classes.split} data-testid="cases">
      {list}
      <div className={classes.detailColumn}>{detail}</div>
    </div>
  );
}
