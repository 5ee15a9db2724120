import { Badge, Button, Group, List, Text } from '@mantine/core';
import { IconInfinity, IconStar } from '@tabler/icons-react';
import type { MembershipView, ProductView } from '@common/api/routes/payments';
import type { ProductId } from '@common/payments/catalog';
import classes from './ad.module.css';
import { dollars } from './format';
import { Section } from './Section';

/** Lifetime bundles with their limits and how many are left; dimmed when sold out. */
export function LifetimeSection({ products, membership, busy, onBuy }: { products: ProductView[]; membership: MembershipView; busy: ProductId | null; onBuy(id: ProductId): void }) {
  const bundles = products.filter((p) => p.kind === 'lifetime');
  return (
    <Section id="lifetime" title="Lifetime bundles" hint="Membership forever and the lifetime badges. Only a few will ever be sold.">
      <div className={classes.grid3}>
        {bundles.map((p) => {
          const soldOut = (p.left ?? 0) <= 0;
          const held = membership.lifetime && membership.tier >= p.tier;
          return (
            <div key={p.id} className={`${classes.card} ${classes.special} ${soldOut ? classes.soldOut : ''}`} data-testid={`lifetime-${p.id}`} data-sold-out={soldOut || undefined}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <IconInfinity size={22} color="#c98a12" />
                  <Text fw={800} size="lg">
                    {p.name}
                  </Text>
                </Group>
                <Badge color={soldOut ? 'gray' : 'orange'} variant="light" data-testid={`left-${p.id}`}>
                  {soldOut ? 'Sold out' : `${p.left} of ${p.limit} left`}
                </Badge>
              </Group>
              <span className={classes.price}>{dollars(p.priceCents)}</span>
              <List size="sm" spacing={4} className={classes.features} icon={<IconStar size={14} color="#c98a12" />}>
                {p.features.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
              <Button fullWidth color="orange" disabled={soldOut || held} loading={busy === p.id} onClick={() => onBuy(p.id)} data-testid={`buy-${p.id}`}>
                {soldOut ? 'Sold out' : held ? 'Yours' : 'Buy once, keep forever'}
              </Button>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
