import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { sanctionRoutes, type Sanction } from '@common/api/routes/sanctions';
import { ADMIN_ONLY_SANCTIONS, SANCTION_LABELS } from '@common/moderation-sanctions';
import { isAdmin } from '@common/roles';
import { STAFF_UI_TEXT as T } from '@common/staff-tools';
import { call } from '../../../api/client';
import { nestedEscape } from '../../../components/escape';
import { Z } from '../../../shell/layout';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { SANCTION_COLORS, SANCTION_ICONS } from '../../standing/SanctionCard';
import { localTime, useRefreshLookups } from './usePlayerLookup';

/** Asks for the lift's reason (optional) and lifts; the server decides who may. */
function LiftSheet({ s, onDone }: { s: Sanction; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const refresh = useRefreshLookups();
  const write = useMutation({
    mutationFn: () => call(sanctionRoutes.lift, { params: { id: s.id }, body: { reason: reason.trim() || undefined } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh();
      onDone();
    },
  });
  const busy = write.isPending;
  const lift = () => write.mutate();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.liftDetail}
      </Text>
      <Textarea label={T.liftReason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} data-testid="lift-reason" />
      <Group justify="flex-end">
        <Button onClick={() => void lift()} loading={busy} data-testid="lift-confirm">
          {T.lift}
        </Button>
      </Group>
    </Stack>
  );
}

function openLift(s: Sanction) {
  let id = '';
  id = modals.open({
    ...nestedEscape(() => modals.close(id)),
    title: T.liftTitle(SANCTION_LABELS[s.kind]),
    centered: true,
    radius: 'lg',
    zIndex: Z.confirm,
    children: <LiftSheet s={s} onDone={() => modals.close(id)} />,
  });
}

/** Every sanction of the player, newest first: who imposed it, why, until when, and Lift for those in force. */
export function SanctionHistory({ sanctions }: { sanctions: Sanction[] }) {
  const admin = useSession((st) => isAdmin(st.user?.access));
  if (sanctions.length === 0) return <Empty text={T.empty.sanctions} />;
  return (
    <Stack gap="xs" data-testid="lookup-sanctions">
      {sanctions.map((s) => {
        const Icon = SANCTION_ICONS[s.kind];
        const liftable = s.active && (admin || !ADMIN_ONLY_SANCTIONS.includes(s.kind));
        return (
          <Paper key={s.id} withBorder radius="md" p="sm" data-testid={`lookup-sanction-${s.kind}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
                <Icon size={20} color={`var(--mantine-color-${SANCTION_COLORS[s.kind]}-6)`} style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={2} miw={0}>
                  <Group gap={6}>
                    <Text fw={800} size="sm">
                      {SANCTION_LABELS[s.kind]}
                    </Text>
                    {s.active && (
                      <Badge size="xs" color={SANCTION_COLORS[s.kind]}>
                        {s.kind === 'warn' ? T.counts : T.inForce}
                      </Badge>
                    )}
                    {s.endsAt && !s.active && !s.liftedAt && (
                      <Badge size="xs" variant="light" color="gray">
                        {T.ended}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {s.reason}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {localTime(s.createdAt)} {T.by(s.createdBy?.username ?? null)}
                    {s.endsAt ? ` · until ${localTime(s.endsAt)}` : ''}
                  </Text>
                  {s.liftedAt && (
                    <Text size="xs" c="dimmed">
                      {T.lifted(localTime(s.liftedAt), s.liftedBy?.username ?? null)}
                      {s.liftReason ? `: ${s.liftReason}` : ''}
                    </Text>
                  )}
                </Stack>
              </Group>
              {liftable && (
                <Button size="compact-sm" variant="light" onClick={() => openLift(s)} data-testid="lookup-lift">
                  {T.lift}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg">
      {text}
    </Text>
  );
}
