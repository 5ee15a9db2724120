import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconHanger, IconHeart, IconHeartFilled, IconShoppingCartMinus, IconShoppingCartPlus } from '@tabler/icons-react';
import { categoryById } from '@common/avatar/categories';
import { cdn } from '@common/cdn';
import { isCreatorItem } from '@common/creator/submission';
import type { StoreItem } from '@common/economy/store';
import { Amount, RarityLabel } from '../../../components/ItemGrid';
import { ReportIconButton } from '../../../components/ReportForm';
import { inCart } from '../state/cart';
import { useShop } from '../state/shop';
import classes from './parts.module.css';

/** An item's details: picture, rarity, category, prices, creator, stock, and what can be done with it. */
export function ItemDetail({ item }: { item: StoreItem }) {
  const cart = useShop((s) => s.cart);
  const preview = useShop((s) => s.preview);
  const wished = useShop((s) => s.wishlist.includes(item.id));
  const { tryOn, toggleCart, toggleWish } = useShop.getState();
  const trying = preview.some((p) => p.id === item.id);
  const carted = inCart(cart, item.id);
  const category = categoryById(item.category);

  return (
    <Stack gap="md" data-testid="item-detail" data-item-id={item.id}>
      <div className={classes.detailPicture}>
        <img src={cdn.itemPreview(item.id)} alt={item.name} />
        <span className={classes.detailRarity}>
          <RarityLabel rarity={item.rarity} size="md" />
        </span>
        <Tooltip label={wished ? 'Remove from wishlist' : 'Add to wishlist'}>
          <ActionIcon className={classes.detailHeart} size="lg" radius="xl" variant="white" color="pink" aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'} aria-pressed={wished} onClick={() => toggleWish(item.id)}>
            {wished ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
          </ActionIcon>
        </Tooltip>
      </div>
      <Stack gap={4}>
        <Text ff="heading" fw={600} fz={22} lh={1.2} data-testid="detail-name">
          {item.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {category?.label ?? 'Item'}
          </Badge>
          {item.isEquipped ? (
            <Badge color="moss">Equipped</Badge>
          ) : item.alreadyOwned ? (
            <Badge color="dusk" data-testid="detail-owned">
              Owned
            </Badge>
          ) : null}
          {carted && <Badge color="terracotta">In cart</Badge>}
          {item.quantity !== null && <Badge variant="outline" color={item.quantity === 0 ? 'red' : 'gray'}>{item.quantity === 0 ? 'Sold out' : `${item.quantity} left`}</Badge>}
        </Group>
      </Stack>
      <Group gap="lg">
        {(item.canBuyWithCoins || item.costCoins > 0) && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              Coins
            </Text>
            <Amount currency="coins" amount={item.costCoins} size="md" iconSize={18} />
          </Stack>
        )}
        {(item.canBuyWithGems || item.costGems > 0) && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              Gems
            </Text>
            <Amount currency="gems" amount={item.costGems} size="md" iconSize={18} />
          </Stack>
        )}
        <Stack gap={0}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Creator
          </Text>
          <Text fw={700}>{item.creator[0] ?? 'Oldroad'}</Text>
        </Stack>
        {isCreatorItem(item.id) && (
          <ReportIconButton
            target={{ targetType: 'item', targetId: String(item.id), name: item.name }}
            label="Report item"
            tooltip="Report this item to the moderators"
            iconSize={18}
            ml="auto"
            data-testid="detail-report"
          />
        )}
      </Group>
      <Group gap="sm" grow>
        <Button variant={trying ? 'filled' : 'light'} color="grape" leftSection={<IconHanger size={18} />} onClick={() => tryOn(item)} data-testid="detail-try-on">
          {trying ? 'Take off' : 'Try on'}
        </Button>
        <Button
          variant={carted ? 'default' : 'filled'}
          leftSection={carted ? <IconShoppingCartMinus size={18} /> : <IconShoppingCartPlus size={18} />}
          disabled={!carted && (item.alreadyOwned || item.quantity === 0)}
          onClick={() => toggleCart(item)}
          data-testid="detail-cart"
        >
          {item.alreadyOwned ? 'Owned' : carted ? 'Remove from cart' : 'Add to cart'}
        </Button>
      </Group>
    </Stack>
  );
}
