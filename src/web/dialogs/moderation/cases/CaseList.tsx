import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ModerationCase } from '@common/api/routes/reports';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS, MODERATION_DIALOG_TEXT as T } from '@common/moderation-reports';
import { timeAgo } from '@common/social/time';
import classes from './cases.module.css';

/** The cases of one status: what, about whom, why, how many reports and their score. */
export function CaseList({ cases, loading, selected, onSelect }: { cases: ModerationCase[] | undefined; loading: boolean; selected: string | null; onSelect: (c: ModerationCase) => void }) {
  if (loading || !cases) return <>{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={76} radius="lg" />)}</>;
  return (
    <Stack gap={8} className={classes.list} data-testid="case-list">
      {cases.map((c) => {
        const reasons = [...new Set(c.reports.map((r) => REPORT_REASON_LABELS[r.reason]))].join(', ');
        return (
          <UnstyledButton
            key={c.id}
            className={classes.caseCard}
            data-active={c.id === selected || undefined}
            onClick={() => onSelect(c)}
            data-testid="case-card"
            data-case-id={c.id}
            data-reported={c.reported.username}
          >
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text fw={800} size="sm" truncate>
                {c.reported.username}
              </Text>
              <Badge variant="light" color={c.score >= 1 ? 'red' : 'gray'} title={T.scoreHint}>
                {T.score} {c.score.toFixed(2)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {REPORT_TARGET_LABELS[c.targetType]} · {T.reports(c.reports.length)} · {reasons}
            </Text>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {timeAgo(c.createdAt)}
              </Text>
              {c.status === 'claimed' && c.claimedBy && (
                <Text size="xs" fw={700} c="dusk">
                  {T.claimedBy(c.claimedBy)}
                </Text>
              )}
              {c.resolution && (
                <Text size="xs" fw={700}>
                  {c.resolution.action}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
