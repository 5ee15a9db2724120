import { ActionIcon, Alert, Button, Divider, Group, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { STORE_TEXT } from '@common/economy/store';
import { Amount, Price, RarityLabel } from '../../../components/ItemGrid';
import { useSession } from '../../../stores/session';
import { cartSummary } from '../state/cart';
import { useShop } from '../state/shop';
import classes from './parts.module.css';

/**
 * The cart (avatar-economy §4): its items, totals in coins and gems against the balances, and
 * Checkout with its states (processing; 'Checkout failed: {message}' keeps the cart).
 */
export function CartPanel({ onCheckout, scroll = true }: { onCheckout(): void; scroll?: boolean }) {
  const cart = useShop((s) => s.cart);
  const checkout = useShop((s) => s.checkout);
  const remove = useShop((s) => s.removeFromCart);
  const coins = useSession((s) => s.user?.coins ?? 0);
  const gems = useSession((s) => s.user?.gems ?? 0);
  const { totals, short } = cartSummary(cart, { coins, gems });
  const processing = checkout.phase === 'processing';

  const list =
    cart.length === 0 ? (
      <Stack align="center" gap={6} py="lg" data-testid="cart-empty">
        <ThemeIcon size={52} radius="xl" variant="light">
          <IconShoppingCart size={28} />
        </ThemeIcon>
        <Text fw={700}>{STORE_TEXT.cartEmpty}</Text>
        <Text size="sm" c="dimmed" ta="center">
          Tap the cart on an item to add it.
        </Text>
      </Stack>
    ) : (
      <Stack gap={6} data-testid="cart-items">
        {cart.map((item) => (
          <Group key={item.id} gap="sm" wrap="nowrap" className={classes.cartRow} data-testid="cart-item" data-item-id={item.id}>
            <img src={cdn.itemPreview(item.id)} alt="" className={classes.cartThumb} loading="lazy" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={700} truncate title={item.name}>
                {item.name}
              </Text>
              <Group gap={6}>
                <Price item={item} size="xs" />
                <RarityLabel rarity={item.rarity} />
              </Group>
            </Stack>
            <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={`Remove ${item.name} from cart`} disabled={processing} onClick={() => remove(item.id)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" className={classes.cartPanel} data-testid="cart-panel">
      {scroll ? (
        <ScrollArea.Autosize mah="100%" type="auto" offsetScrollbars className={classes.cartScroll}>
          {list}
        </ScrollArea.Autosize>
      ) : (
        list
      )}
      <Divider />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" fw={700}>
            Total
          </Text>
          <Group gap="sm" data-testid="cart-total">
            <Amount currency="coins" amount={totals.coins} />
            {totals.gems > 0 && <Amount currency="gems" amount={totals.gems} />}
          </Group>
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            You have
          </Text>
          <Group gap="sm">
            <Amount currency="coins" amount={coins} size="xs" />
            <Amount currency="gems" amount={gems} size="xs" />
          </Group>
        </Group>
        {(short.coins > 0 || short.gems > 0) && (
          <Text size="xs" c="red.7" fw={700} ta="right" data-testid="cart-short">
            {short.coins > 0 && `${short.coins.toLocaleString('en-US')} coins short`}
            {short.coins > 0 && short.gems > 0 && ' · '}
            {short.gems > 0 && `${short.gems.toLocaleString('en-US')} gems short`}
          </Text>
        )}
      </Stack>
      {checkout.phase === 'error' && (
        <Alert color="red" radius="md" p="xs" icon={<IconAlertTriangle size={18} />} data-testid="checkout-error">
          {checkout.message}
        </Alert>
      )}
      <Button size="md" fullWidth loading={processing} disabled={cart.length === 0} onClick={onCheckout} data-testid="checkout" leftSection={<IconShoppingCart size={18} />}>
        {cart.length === 0 ? 'Checkout' : `Checkout (${cart.length})`}
      </Button>
    </Stack>
  );
}
