import { Group, Text, type MantineSize } from '@mantine/core';
import { IconCoin, IconDiamond } from '@tabler/icons-react';
import { priceOf } from '@common/economy/store';

/** The colours of the top bar's coin and gem icons, so prices read as the same money. */
export const COIN_COLOR = '#e2a50b';
export const GEM_COLOR = '#19a7bd';

export function CurrencyIcon({ currency, size = 16 }: { currency: 'coins' | 'gems'; size?: number }) {
  return currency === 'coins' ? (
    <IconCoin size={size} color={COIN_COLOR} stroke={2.4} aria-label="coins" />
  ) : (
    <IconDiamond size={size} color={GEM_COLOR} stroke={2.4} aria-label="gems" />
  );
}

/** An amount with its currency icon ("1,250" with a coin). */
export function Amount({ currency, amount, size = 'sm', iconSize }: { currency: 'coins' | 'gems'; amount: number; size?: MantineSize; iconSize?: number }) {
  return (
    <Group gap={3} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <CurrencyIcon currency={currency} size={iconSize ?? (size === 'xs' ? 14 : 16)} />
      <Text component="span" size={size} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount.toLocaleString('en-US')}
      </Text>
    </Group>
  );
}

/** What an item costs, in the currency it is paid in (coins when it can be bought with coins, else gems). */
export function Price({ item, size }: { item: { canBuyWithCoins?: boolean; costCoins?: number; costGems?: number }; size?: MantineSize }) {
  const p = priceOf({ canBuyWithCoins: item.canBuyWithCoins ?? (item.costCoins ?? 0) > 0, costCoins: item.costCoins ?? 0, costGems: item.costGems ?? 0 });
  return <Amount currency={p.currency} amount={p.amount} size={size} />;
}
