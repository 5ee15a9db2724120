import { useState } from 'react';
import { Badge, Button, Group, List, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import type { MembershipView, ProductView } from '@common/api/routes/payments';
import { YEARLY_MONTHS, type ProductId } from '@common/payments/catalog';
import classes from './ad.module.css';
import { dollars } from './format';
import { Section } from './Section';

const TIER_COLORS = ['', 'moss', 'grape', 'yellow', 'dusk'] as const;

/** Subscription plans with their features, monthly or yearly (11 months' price). */
export function PlansSection({ products, membership, busy, onBuy }: { products: ProductView[]; membership: MembershipView; busy: ProductId | null; onBuy(id: ProductId): void }) {
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const plans = products.filter((p) => p.kind === 'subscription' && p.interval === interval);
  const subscribed = membership.subscription !== null;
  return (
    <Section
      id="plans"
      title="Memberships"
      hint="The Resident crown on your name, your own name tag and colour, and gems and coins every month."
      right={
        <SegmentedControl
          value={interval}
          onChange={(v) => setInterval(v as 'month' | 'year')}
          data={[
            { value: 'month', label: 'Monthly' },
            { value: 'year', label: `Yearly (${YEARLY_MONTHS} months' price)` },
          ]}
          data-testid="ad-interval"
        />
      }
    >
      <div className={classes.grid4}>
        {plans.map((p) => {
          const current = membership.subscription?.product === p.id;
          return (
            <div key={p.id} className={`${classes.card} ${current ? classes.current : ''}`} data-testid={`plan-${p.id}`}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon size={30} radius={15} variant="light" color={TIER_COLORS[p.tier]}>
                    <IconCrown size={18} />
                  </ThemeIcon>
                  <Text fw={800} size="lg">
                    {p.name.replace(/ \(.*\)$/, '')}
                  </Text>
                </Group>
                {current && <Badge color="moss">Your plan</Badge>}
              </Group>
              <Group gap={4} align="baseline">
                <span className={classes.price}>{dollars(p.priceCents)}</span>
                <span className={classes.per}>/ {p.interval}</span>
              </Group>
              <Text size="xs" c="dimmed">
                {p.interval === 'year' ? `${dollars(Math.round(p.priceCents / 12))} a month, billed yearly` : 'Billed monthly, cancel any time'}
              </Text>
              <List size="sm" spacing={4} className={classes.features} icon={<IconCheck size={14} color="var(--mantine-color-moss-6)" />}>
                {p.features.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
              <Button fullWidth disabled={subscribed} loading={busy === p.id} onClick={() => onBuy(p.id)} data-testid={`buy-${p.id}`}>
                {current ? 'Subscribed' : 'Subscribe'}
              </Button>
            </div>
          );
        })}
      </div>
      {subscribed && (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            One plan at a time: cancel yours to change plans when it ends.
          </Text>
        </Stack>
      )}
    </Section>
  );
}
