import { Alert, Badge, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHandGrab } from '@tabler/icons-react';
import type { ModerationCase } from '@common/api/routes/reports';
import { CASE_ACTION_LABELS, CASE_STATUS_LABELS, REPORT_REASON_LABELS, REPORT_TARGET_LABELS, MODERATION_DIALOG_TEXT as T } from '@common/moderation-reports';
import { timeAgo } from '@common/social/time';
import { PlayerName } from '../../../components/ProfilePopup';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import classes from './cases.module.css';
import { Evidence } from './Evidence';
import { ResolveForm } from './ResolveForm';
import { StandingPanel } from './StandingPanel';
import { useCaseActions } from './useCases';

/** One case: what and about whom, the reported player's standing, the evidence, the reports, and the claim or the decision. */
export function CaseDetail({ c, onChanged, onBack }: { c: ModerationCase; onChanged: (c: ModerationCase) => void; onBack?: () => void }) {
  const me = useSession((s) => s.user?.username);
  const { claim, resolve } = useCaseActions();
  const mine = c.status === 'claimed' && !!me && c.claimedBy?.toLowerCase() === me.toLowerCase();

  const done = (res: { message: string; case: ModerationCase }) => {
    toast.success(res.message);
    onChanged(res.case);
  };
  const doClaim = () => claim.mutate(c.id, { onSuccess: done });

  return (
    <ScrollArea className={classes.detailScroll} type="auto" offsetScrollbars>
      <Stack gap="md" p={2} data-testid="case-detail" data-case-id={c.id} data-status={c.status}>
        {onBack && (
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack} w="fit-content" data-testid="case-back">
            {T.back}
          </Button>
        )}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="xs" fw={800} tt="uppercase" c="dimmed">
              {REPORT_TARGET_LABELS[c.targetType]}
            </Text>
            <Group gap={8}>
              <Title order={3}>
                <PlayerName username={c.reported.username} fz="inherit" />
              </Title>
              {c.reported.isStaff && <Badge color="grape">{T.staff}</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              {T.reports(c.reports.length)} · {timeAgo(c.createdAt)}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge size="lg" color={c.status === 'open' ? 'red' : c.status === 'claimed' ? 'dusk' : 'gray'} data-testid="case-status">
              {CASE_STATUS_LABELS[c.status]}
            </Badge>
            <Text size="xs" c="dimmed" title={T.scoreHint}>
              {T.score} {c.score.toFixed(2)}
            </Text>
          </Stack>
        </Group>

        <StandingPanel standing={c.standing} />

        <Stack gap={4}>
          <Text fw={800}>{T.evidence}</Text>
          <Text size="xs" c="dimmed">
            {T.evidenceHint}
          </Text>
          <Evidence c={c} />
        </Stack>

        <Stack gap={6}>
          <Text fw={800}>{T.reportsTitle}</Text>
          {c.reports.map((r, i) => (
            <div key={i} className={classes.report} data-testid="case-report">
              <Group justify="space-between" gap={6}>
                <Text size="sm" fw={700}>
                  {r.reporter ?? T.system} · {REPORT_REASON_LABELS[r.reason]}
                </Text>
                <Text size="xs" c="dimmed">
                  {timeAgo(r.createdAt)} · {T.weight(r.weight)}
                </Text>
              </Group>
              {r.note && (
                <Text size="sm" className={classes.stored}>
                  {r.note}
                </Text>
              )}
            </div>
          ))}
        </Stack>

        <Divider />
        {c.status === 'closed' && c.resolution ? (
          <Alert color="gray" radius="lg" title={T.decided(CASE_ACTION_LABELS[c.resolution.action], c.resolution.by)} data-testid="case-resolution">
            {c.resolution.hours ? `${c.resolution.hours} h · ` : ''}
            {c.resolution.reason ?? ''}
          </Alert>
        ) : !c.canAct ? (
          <Alert color="gray" radius="lg" title={T.cannotAct}>
            {c.cannotAct}
          </Alert>
        ) : mine ? (
          <ResolveForm
            c={c}
            busy={resolve.isPending}
            onResolve={(body) => resolve.mutate({ id: c.id, body }, { onSuccess: done })}
          />
        ) : c.status === 'claimed' ? (
          <Text fw={700} c="dusk" data-testid="case-claimed-by">
            {T.claimedBy(c.claimedBy ?? '')}
          </Text>
        ) : (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" maw={380}>
              {T.claimHint}
            </Text>
            <Button leftSection={<IconHandGrab size={18} />} onClick={doClaim} loading={claim.isPending} data-testid="case-claim">
              {T.claim}
            </Button>
          </Group>
        )}
      </Stack>
    </ScrollArea>
  );
}
