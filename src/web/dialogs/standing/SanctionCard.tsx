import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClockPause, IconMicrophoneOff } from '@tabler/icons-react';
import type { Sanction } from '@common/api/routes/sanctions';
import { durationText, SANCTION_LABELS, SANCTION_TEXT, type SanctionKind } from '@common/moderation-sanctions';
import { localTime } from './useStanding';

export const SANCTION_ICONS: Record<SanctionKind, typeof IconBan> = { warn: IconAlertTriangle, mute: IconMicrophoneOff, suspend: IconClockPause, ban: IconBan };
export const SANCTION_COLORS: Record<SanctionKind, string> = { warn: 'yellow', mute: 'orange', suspend: 'red', ban: 'red' };

/**
 * One sanction as its player reads it: what, why, and until when (in their own time, with the
 * time left); a warning says until when it counts.
 */
export function SanctionCard({ s, countsUntil }: { s: Sanction; countsUntil?: string }) {
  const Icon = SANCTION_ICONS[s.kind];
  const left = s.endsAt ? new Date(s.endsAt).getTime() - Date.now() : null;
  const until =
    s.kind === 'ban' ? SANCTION_TEXT.standingNoEnd : s.endsAt ? SANCTION_TEXT.standingUntil(localTime(s.endsAt)) : countsUntil ? SANCTION_TEXT.standingCountsUntil(countsUntil) : null;
  return (
    <Paper withBorder radius="lg" p="sm" data-testid={`standing-${s.kind}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" variant="light" color={SANCTION_COLORS[s.kind]}>
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="wrap">
            <Text fw={800}>{SANCTION_LABELS[s.kind]}</Text>
            {until && (
              <Badge variant="light" color={SANCTION_COLORS[s.kind]} data-testid="standing-until">
                {until}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="standing-reason">
            {s.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {localTime(s.createdAt)}
            {left !== null && left > 0 ? ` · ${durationText(left)} left` : ''}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
