import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { MembershipView } from '@common/api/routes/payments';
import { productById, tierName } from '@common/payments/catalog';
import { confirm } from '../../components/confirm';
import { longDate } from './format';
import { useCancelSubscription } from './usePayments';

/** The player's plan now: its renewal or end date, and Cancel subscription. */
export function MembershipCard({ membership }: { membership: MembershipView }) {
  const cancel = useCancelSubscription();
  const sub = membership.subscription;
  const member = membership.tier > 0;
  const line = !member
    ? 'You are not a member yet. A plan gives you the crown, gems and coins every month.'
    : membership.lifetime
      ? 'Lifetime membership: it never ends.'
      : sub && !sub.cancelAtPeriodEnd
        ? `Renews on ${longDate(sub.periodEnd)}.`
        : membership.endsAt
          ? `Ends on ${longDate(membership.endsAt)}.`
          : '';

  const onCancel = async () => {
    const ok = await confirm({
      title: 'Cancel your subscription?',
      detail: 'You keep your membership until the end of the period you paid for; it will not renew.',
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (ok) cancel.mutate();
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid="ad-membership">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius={22} variant={member ? 'gradient' : 'light'} gradient={{ from: 'yellow.5', to: 'orange.6' }} color="gray">
            <IconCrown size={26} />
          </ThemeIcon>
          <Stack gap={0}>
            <Group gap={6}>
              <Text fw={800} data-testid="ad-current-plan">
                {member ? tierName(membership.tier) : 'No membership'}
              </Text>
              {sub && <Badge variant="light" color="dusk">{productById(sub.product)?.interval === 'year' ? 'Yearly' : 'Monthly'}</Badge>}
              {sub?.cancelAtPeriodEnd && <Badge variant="light" color="red">Cancelled</Badge>}
            </Group>
            <Text size="sm" c="dimmed" data-testid="ad-membership-date">
              {line}
            </Text>
          </Stack>
        </Group>
        {sub && !sub.cancelAtPeriodEnd && (
          <Button variant="default" color="red" loading={cancel.isPending} onClick={() => void onCancel()} data-testid="ad-cancel-subscription">
            Cancel subscription
          </Button>
        )}
      </Group>
    </Paper>
  );
}
