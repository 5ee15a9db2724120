import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { staffRoutes } from '@common/api/routes/staff';
import { USERNAME_MAX } from '@common/accounts';
import { STAFF_REASON_MAX, STAFF_UI_TEXT as T } from '@common/staff-tools';
import { call } from '../../../api/client';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../toast';
import { useRefreshLookups } from '../players/usePlayerLookup';

/** An admin changes a username; `from` fixed when shown in a player's lookup. */
export function RenameForm({ from: fixed, onRenamed }: { from?: string; onRenamed?: (username: string) => void }) {
  const [from, setFrom] = useState(fixed ?? '');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const refresh = useRefreshLookups();
  const current = fixed ?? from.trim();
  const ready = current !== '' && to.trim() !== '' && reason.length <= STAFF_REASON_MAX;

  const write = useMutation({
    mutationFn: () => call(staffRoutes.rename, { body: { from: current, to: to.trim(), reason: reason.trim() || undefined } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setTo('');
      setReason('');
      if (!fixed) setFrom('');
      await refresh();
      onRenamed?.(res.username);
    },
  });
  const busy = write.isPending;
  const submit = async () => {
    if (!(await confirm({ title: `${T.renameButton}: ${current} → ${to.trim()}?`, detail: T.renameHint, confirmLabel: T.renameButton }))) return;
    write.mutate();
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm" data-testid="rename-form">
        <Text fw={800}>{T.renameTitle}</Text>
        <Text size="xs" c="dimmed">
          {T.renameHint}
        </Text>
        <Group grow gap="sm" align="flex-start">
          {!fixed && <TextInput size="sm" label={T.renameFrom} value={from} onChange={(e) => setFrom(e.currentTarget.value)} maxLength={40} data-testid="rename-from" />}
          <TextInput size="sm" label={T.renameTo} value={to} onChange={(e) => setTo(e.currentTarget.value)} maxLength={USERNAME_MAX} data-testid="rename-to" />
        </Group>
        <TextInput size="sm" label={T.renameReason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={STAFF_REASON_MAX} data-testid="rename-reason" />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={busy} disabled={!ready} data-testid="rename-submit">
            {T.renameButton}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
