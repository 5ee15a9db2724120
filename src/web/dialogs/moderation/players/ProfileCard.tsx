import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlayerLookup } from '@common/api/routes/staff';
import { ROLE_LABELS } from '@common/roles';
import { stepText } from '@common/moderation-sanctions';
import { STAFF_UI_TEXT as T } from '@common/staff-tools';
import { Avatar } from '../../../components/Avatar/Avatar';
import { useDialogs } from '../../../stores/dialogs';
import { localTime } from './usePlayerLookup';

/** Who the player is: name, role, presence, balances and what is in force now, with the ladder's next step. */
export function ProfileCard({ data }: { data: PlayerLookup }) {
  const open = useDialogs((s) => s.open);
  const { player: p, standing: s } = data;
  const inForce = s.banned || s.suspendedUntil || s.mutedUntil;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="lookup-profile">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar username={p.username} thumbnail size={64} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={900} size="lg" truncate style={{ cursor: 'pointer' }} onClick={() => open('about', { username: p.username })} data-testid="lookup-username">
              {p.username}
            </Text>
            {p.role !== 'player' && <Badge color="dusk">{ROLE_LABELS[p.role]}</Badge>}
            {p.isDemoResident && <Badge variant="light">{T.demoResident}</Badge>}
            <Badge variant="dot" color={p.isOnline ? 'green' : 'gray'}>
              {p.isOnline ? T.online : T.offline}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {T.joined(localTime(p.createdAt))}
            {p.email ? ` · ${p.email}` : ''} · {p.emailVerified ? T.verified : T.unverified}
          </Text>
          <Text size="sm" data-testid="lookup-balances">
            {p.coins.toLocaleString()} coins · {p.gems.toLocaleString()} gems · level {Math.floor(p.honor / 100)}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} mt="sm" data-testid="lookup-standing">
        {s.banned && <Badge color="red">{T.banned}</Badge>}
        {s.suspendedUntil && <Badge color="red">{T.suspendedUntil(localTime(s.suspendedUntil))}</Badge>}
        {s.mutedUntil && <Badge color="orange">{T.mutedUntil(localTime(s.mutedUntil))}</Badge>}
        {!inForce && (
          <Badge color="moss" variant="light">
            {T.goodStanding}
          </Badge>
        )}
        <Text size="xs" c="dimmed" data-testid="lookup-suggested">
          {T.suggested(stepText(s.suggested), s.offences)}
        </Text>
      </Group>
    </Paper>
  );
}
