import { useState } from 'react';
import { Button, Chip, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { sanctionRoutes } from '@common/api/routes/sanctions';
import type { PlayerLookup } from '@common/api/routes/staff';
import { isTimed, SANCTION_HOURS_MAX, SANCTION_HOURS_MIN, SANCTION_KINDS, SANCTION_REASON_MAX, SANCTION_TEXT, SANCTION_VERBS, type SanctionKind } from '@common/moderation-sanctions';
import { STAFF_UI_TEXT as T } from '@common/staff-tools';
import { call } from '../../../api/client';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../toast';
import { useRefreshLookups } from './usePlayerLookup';

/**
 * Sanction a player from the lookup: warn, mute, suspend or ban (each only where the sanctions
 * policy lets the asker: `can.sanction`), the hours of a mute or suspension, and the reason the
 * player reads. It starts on the ladder's suggestion; the moderator decides. Suspend and ban ask first.
 */
export function SanctionForm({ data }: { data: PlayerLookup }) {
  const refresh = useRefreshLookups();
  const allowed = SANCTION_KINDS.filter((k) => data.can.sanction[k]);
  const suggested = data.standing.suggested;
  const start: SanctionKind = allowed.includes(suggested.kind) ? suggested.kind : (allowed[0] ?? 'warn');
  const [kind, setKind] = useState<SanctionKind>(start);
  const [hours, setHours] = useState<number | ''>(suggested.hours ?? 1);
  const [reason, setReason] = useState('');
  const username = data.player.username;
  const write = useMutation({
    mutationFn: () => call(sanctionRoutes.impose, { body: { username, kind, ...(isTimed(kind) ? { hours: Number(hours) } : {}), reason: reason.trim() } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setReason('');
      await refresh();
    },
  });
  const busy = write.isPending;
  if (allowed.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="sanction-none">
        {T.notForYou}
      </Text>
    );
  }
  const timed = isTimed(kind);
  const ready = reason.trim() !== '' && reason.length <= SANCTION_REASON_MAX && (!timed || (typeof hours === 'number' && hours >= SANCTION_HOURS_MIN));

  const submit = async () => {
    if (kind === 'suspend' || kind === 'ban') {
      const ok = await confirm({
        title: T.confirmTitle(SANCTION_VERBS[kind], username),
        detail: kind === 'ban' ? T.confirmBan : T.confirmSuspend(Number(hours)),
        confirmLabel: SANCTION_VERBS[kind],
        danger: true,
      });
      if (!ok) return;
    }
    write.mutate();
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm" data-testid="sanction-form">
        <Text fw={800}>{T.sanctionTitle}</Text>
        <Chip.Group value={kind} onChange={(v) => setKind(v as SanctionKind)}>
          <Group gap={6}>
            {SANCTION_KINDS.map((k) => (
              <Chip
                key={k}
                value={k}
                size="sm"
                color={k === 'warn' ? 'yellow' : 'red'}
                disabled={!data.can.sanction[k]}
                title={!data.can.sanction[k] && k === 'ban' ? SANCTION_TEXT.banAdminsOnly : undefined}
                data-testid={`sanction-kind-${k}`}
              >
                {SANCTION_VERBS[k]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {timed && (
          <NumberInput
            label={T.hours}
            value={hours}
            onChange={(v) => setHours(typeof v === 'number' ? v : '')}
            min={SANCTION_HOURS_MIN}
            max={SANCTION_HOURS_MAX}
            allowDecimal={false}
            w={160}
            data-testid="sanction-hours"
          />
        )}
        <Textarea
          label={T.reason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={5}
          error={reason.length > SANCTION_REASON_MAX ? `${reason.length}/${SANCTION_REASON_MAX}` : undefined}
          data-testid="sanction-reason"
        />
        <Group justify="flex-end">
          <Button color={kind === 'warn' ? 'yellow' : 'red'} onClick={() => void submit()} loading={busy} disabled={!ready} data-testid="sanction-submit">
            {T.impose(SANCTION_VERBS[kind])} {username}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
