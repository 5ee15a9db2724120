import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconHanger, IconShoppingCartPlus, IconSparkles, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { categoryById } from '@common/avatar/categories';
import { cdn } from '@common/cdn';
import { Price } from '../../../components/ItemGrid';
import { toast } from '../../../toast';
import { inCart } from '../state/cart';
import { useShop } from '../state/shop';
import { ownedPreview } from '../state/tryOn';
import { wearPreview } from '../state/wearPreview';
import classes from './parts.module.css';

/** Try-on mode (a click tries an item on, else opens its details) and auto-add to cart. */
export function TryOnSwitches({ compact }: { compact?: boolean }) {
  const autoAdd = useShop((s) => s.autoAdd);
  const setAutoAdd = useShop((s) => s.setAutoAdd);
  const tryOnMode = useShop((s) => s.tryOnMode);
  const toggleTryOnMode = useShop((s) => s.toggleTryOnMode);
  return (
    <Stack gap={compact ? 6 : 8} w="100%">
      <Switch
        size={compact ? 'xs' : 'sm'}
        label="Try-on mode"
        description={compact ? undefined : 'Click an item to try it on'}
        checked={tryOnMode}
        onChange={toggleTryOnMode}
        data-testid="try-on-mode"
      />
      <Switch
        size={compact ? 'xs' : 'sm'}
        label="Auto-add to cart"
        description={compact ? undefined : 'Items you try on go into the cart'}
        checked={autoAdd}
        onChange={(e) => setAutoAdd(e.currentTarget.checked)}
        data-testid="auto-add"
      />
    </Stack>
  );
}

/**
 * 'Currently Trying On': the previewed items (one per category) with their prices, take one
 * off, add them all to the cart, wear the ones already owned, clear; and the try-on switches.
 */
export function TryOnPanel({ onWorn }: { onWorn?: () => void }) {
  const preview = useShop((s) => s.preview);
  const cart = useShop((s) => s.cart);
  const tryOn = useShop((s) => s.tryOn);
  const addPreviewToCart = useShop((s) => s.addPreviewToCart);
  const clearPreview = useShop((s) => s.clearPreview);
  const queryClient = useQueryClient();
  const [wearing, setWearing] = useState(false);
  const owned = ownedPreview(preview);

  const wear = async () => {
    setWearing(true);
    try {
      const n = await wearPreview(queryClient);
      if (n > 0) {
        toast.success(n === 1 ? 'Now wearing 1 item' : `Now wearing ${n} items`);
        onWorn?.();
      }
    } catch {
      // The API wrapper has shown the server's message.
    } finally {
      setWearing(false);
    }
  };

  return (
    <Stack gap="md" data-testid="try-on-panel">
      <TryOnSwitches />
      {preview.length === 0 ? (
        <Stack align="center" gap={6} py="md">
          <ThemeIcon size={52} radius="xl" variant="light" color="grape">
            <IconHanger size={28} />
          </ThemeIcon>
          <Text fw={700}>Nothing to try on yet</Text>
          <Text size="sm" c="dimmed" ta="center">
            Pick items from the list to see them on your avatar.
          </Text>
        </Stack>
      ) : (
        <Stack gap={6} data-testid="try-on-items">
          {preview.map((item) => (
            <Group key={item.id} gap="sm" wrap="nowrap" className={classes.cartRow} data-testid="try-on-item" data-item-id={item.id}>
              <img src={cdn.itemPreview(item.id)} alt="" className={classes.cartThumb} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={700} truncate title={item.name}>
                  {item.name}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {categoryById(item.category)?.label}
                  </Text>
                  {item.alreadyOwned ? (
                    <Badge size="xs" color="dusk">
                      Owned
                    </Badge>
                  ) : (
                    <Price item={item} size="xs" />
                  )}
                  {inCart(cart, item.id) && (
                    <Badge size="xs" color="terracotta">
                      In cart
                    </Badge>
                  )}
                </Group>
              </Stack>
              <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={`Take off ${item.name}`} onClick={() => tryOn(item)}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap={8}>
        <Button leftSection={<IconShoppingCartPlus size={18} />} disabled={preview.length === 0} onClick={addPreviewToCart} data-testid="add-preview-to-cart">
          Add all to cart
        </Button>
        <Button variant="light" color="moss" leftSection={<IconSparkles size={18} />} disabled={owned.length === 0} loading={wearing} onClick={wear} data-testid="wear-preview">
          {owned.length > 0 ? `Wear owned items (${owned.length})` : 'Wear owned items'}
        </Button>
        <Button variant="default" disabled={preview.length === 0} onClick={clearPreview} data-testid="clear-preview">
          Clear preview
        </Button>
      </Stack>
    </Stack>
  );
}
