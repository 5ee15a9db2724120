import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { staffRoutes } from '@common/api/routes/staff';
import { STAFF_CURRENCIES, STAFF_GRANT_MAX, STAFF_REASON_MAX, STAFF_UI_TEXT as T, type StaffCurrency } from '@common/staff-tools';
import { call } from '../../../api/client';
import { toast } from '../../../toast';
import { useRefreshLookups } from '../players/usePlayerLookup';

/** An admin gives or takes coins or gems with a reason; `username` fixed when shown in a player's lookup. */
export function BalanceForm({ username: fixed }: { username?: string }) {
  const [username, setUsername] = useState(fixed ?? '');
  const [action, setAction] = useState<'grant' | 'take'>('grant');
  const [currency, setCurrency] = useState<StaffCurrency>('coins');
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const refresh = useRefreshLookups();
  const who = fixed ?? username.trim();
  const ready = who !== '' && typeof amount === 'number' && amount >= 1 && reason.trim() !== '';

  const write = useMutation({
    mutationFn: () => call(staffRoutes.balance, { body: { username: who, currency, action, amount: Number(amount), reason: reason.trim() } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setAmount('');
      setReason('');
      await refresh();
    },
  });
  const busy = write.isPending;
  const submit = () => write.mutate();

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm" data-testid="balance-form">
        <Text fw={800}>{T.balanceTitle}</Text>
        <Text size="xs" c="dimmed">
          {T.balanceHint}
        </Text>
        {!fixed && <TextInput size="sm" label={T.balanceUser} value={username} onChange={(e) => setUsername(e.currentTarget.value)} maxLength={40} data-testid="balance-user" />}
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            value={action}
            onChange={(v) => setAction(v as 'grant' | 'take')}
            data={[
              { value: 'grant', label: T.grant },
              { value: 'take', label: T.take },
            ]}
            data-testid="balance-action"
          />
          <SegmentedControl value={currency} onChange={(v) => setCurrency(v as StaffCurrency)} data={STAFF_CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="balance-currency" />
          <NumberInput
            label={T.balanceAmount}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            min={1}
            max={STAFF_GRANT_MAX}
            allowDecimal={false}
            thousandSeparator=","
            w={150}
            data-testid="balance-amount"
          />
        </Group>
        <TextInput size="sm" label={T.balanceReason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={STAFF_REASON_MAX} data-testid="balance-reason" />
        <Group justify="flex-end">
          <Button color={action === 'take' ? 'red' : undefined} onClick={() => void submit()} loading={busy} disabled={!ready} data-testid="balance-submit">
            {action === 'grant' ? T.grant : T.take} {typeof amount === 'number' ? amount.toLocaleString() : ''} {currency}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
