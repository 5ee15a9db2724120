import { Badge, Button, Text } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import type { ProductView } from '@common/api/routes/payments';
import type { ProductId } from '@common/payments/catalog';
import classes from './ad.module.css';
import { count, dollars } from './format';
import { Section } from './Section';

/** Gem packs (visible, not hidden: the issue overrides the spec's "nearly invisible"). */
export function GemPacksSection({ products, busy, onBuy }: { products: ProductView[]; busy: ProductId | null; onBuy(id: ProductId): void }) {
  const packs = products.filter((p) => p.kind === 'gems');
  return (
    <Section id="gems" title="Gems" hint="Gems pay for forum posts, feed posts, FLOW multipliers and gem items in the store.">
      <div className={`${classes.grid3} ${classes.gems}`}>
        {packs.map((p) => (
          <div key={p.id} className={`${classes.card} ${classes.gemCard} ${p.bestValue ? classes.special : ''}`} data-testid={`gems-${p.id}`}>
            {p.bestValue ? (
              <Badge color="orange" variant="filled">
                Best value
              </Badge>
            ) : (
              <Badge color="gray" variant="transparent">
                {' '}
              </Badge>
            )}
            <IconDiamond size={34} color="#3cbfd3" stroke={1.8} />
            <Text className={classes.gemAmount}>{count(p.gems)}</Text>
            <Text size="xs" c="dimmed">
              gems
            </Text>
            <Button fullWidth variant={p.bestValue ? 'filled' : 'light'} loading={busy === p.id} onClick={() => onBuy(p.id)} data-testid={`buy-${p.id}`}>
              {dollars(p.priceCents)}
            </Button>
          </div>
        ))}
      </div>
    </Section>
  );
}
