import { Badge, Group, Text } from '@mantine/core';
import type { StandingSummary } from '@common/api/routes/sanctions';
import { MODERATION_DIALOG_TEXT as T } from '@common/moderation-reports';
import { OFFENCE_RULE } from '@common/moderation-sanctions';

const until = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The reported player's standing now (sanctions module): what is in force and the offences that count for the ladder. */
export function StandingPanel({ standing }: { standing: StandingSummary | null }) {
  if (!standing) return null;
  const inForce = standing.banned || standing.suspendedUntil || standing.mutedUntil;
  return (
    <Group gap={6} data-testid="case-standing">
      <Text size="xs" fw={800} tt="uppercase" c="dimmed">
        {T.standing}
      </Text>
      {standing.banned && <Badge color="red">Banned</Badge>}
      {standing.suspendedUntil && <Badge color="red">Suspended until {until(standing.suspendedUntil)}</Badge>}
      {standing.mutedUntil && (
        <Badge color="orange" data-testid="case-standing-muted">
          Muted until {until(standing.mutedUntil)}
        </Badge>
      )}
      {!inForce && (
        <Badge color="moss" variant="light">
          Good standing
        </Badge>
      )}
      <Badge variant="outline" color="gray" title={OFFENCE_RULE}>
        {standing.offences === 1 ? '1 offence' : `${standing.offences} offences`}
      </Badge>
    </Group>
  );
}
