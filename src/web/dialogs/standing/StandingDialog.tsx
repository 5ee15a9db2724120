import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { OFFENCE_WINDOW_MS, SANCTION_TEXT } from '@common/moderation-sanctions';
import { EmptyState } from '../../components/EmptyState';
import { SanctionCard } from './SanctionCard';
import { localTime, useStanding } from './useStanding';

/**
 * Account standing (Settings > Account standing, issue 21 §3): the player's own mutes,
 * suspensions and warnings still counting, with reasons and ends in their own time, how many
 * offences count for the ladder, and the rules. Never who imposed them.
 */
export default function StandingDialog() {
  const standing = useStanding();

  if (standing.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton height={70} radius="lg" />
        <Skeleton height={70} radius="lg" />
      </Stack>
    );
  }
  if (standing.isError) {
    return (
      <Alert color="red" radius="lg" title={SANCTION_TEXT.standingLoadError(standing.error.message)}>
        <Button size="xs" variant="light" color="red" onClick={() => void standing.refetch()}>
          {SANCTION_TEXT.standingRetry}
        </Button>
      </Alert>
    );
  }
  const { active, warnings, standing: now } = standing.data;
  const good = active.length === 0 && warnings.length === 0;
  return (
    <Stack gap="md" data-testid="standing-dialog">
      {good ? (
        <EmptyState icon={<IconShieldCheck size={38} />} color="moss" title={SANCTION_TEXT.standingGood} hint={SANCTION_TEXT.standingGoodHint} testId="standing-good" />
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" maw={520}>
              {now.mutedUntil ? SANCTION_TEXT.standingMuteCovers : SANCTION_TEXT.standingRule}
            </Text>
            <Badge variant="outline" color="gray" data-testid="standing-offences">
              {SANCTION_TEXT.standingOffences(now.offences)}
            </Badge>
          </Group>
          {active.length > 0 && (
            <Stack gap="xs">
              <Title order={5}>{SANCTION_TEXT.standingActive}</Title>
              {active.map((s) => (
                <SanctionCard key={s.id} s={s} />
              ))}
            </Stack>
          )}
          {warnings.length > 0 && (
            <Stack gap="xs">
              <Title order={5}>{SANCTION_TEXT.standingWarnings}</Title>
              {warnings.map((s) => (
                <SanctionCard key={s.id} s={s} countsUntil={localTime(new Date(new Date(s.createdAt).getTime() + OFFENCE_WINDOW_MS).toISOString())} />
              ))}
            </Stack>
          )}
          {now.mutedUntil && (
            <Text size="xs" c="dimmed">
              {SANCTION_TEXT.standingRule}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
