import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconShoppingCartCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import type { StoreItem } from '@common/economy/store';
import { ItemGrid, type ItemCardStatus } from '../../../components/ItemGrid';
import { useShop } from '../state/shop';
import type { ListState } from '../state/listLoader';
import { ListEmpty } from './ListStates';

/** The cart button on a card: add, or take out when in the cart; none for owned or sold-out items. */
function CartButton({ item, status }: { item: StoreItem; status: ItemCardStatus }) {
  if (item.alreadyOwned || (item.quantity === 0 && !status.inCart)) return null;
  const label = status.inCart ? `Remove ${item.name} from cart` : `Add ${item.name} to cart`;
  return (
    <ActionIcon
      size="sm"
      radius="xl"
      variant={status.inCart ? 'filled' : 'white'}
      color={status.inCart ? 'terracotta' : 'dark'}
      aria-label={label}
      title={status.inCart ? 'In cart' : 'Add to cart'}
      aria-pressed={!!status.inCart}
      data-testid="card-cart"
      onClick={() => useShop.getState().toggleCart(item)}
    >
      {status.inCart ? <IconShoppingCartCheck size={15} /> : <IconShoppingCartPlus size={15} />}
    </ActionIcon>
  );
}

export interface StoreGridProps {
  list: ListState;
  status(item: StoreItem): ItemCardStatus;
  onSelect(item: StoreItem): void;
  onEndReached?: () => void;
  footer: ReactNode;
  searching: boolean;
  label: string;
}

/** The store's item grid: cards with a cart button and details, footer and empty state. */
export function StoreGrid({ list, status, onSelect, onEndReached, footer, searching, label }: StoreGridProps) {
  return (
    <ItemGrid
      items={list.items}
      label={label}
      status={status}
      onSelect={onSelect}
      onDetails={(item) => useShop.getState().select(item)}
      actions={(item, st) => <CartButton item={item} status={st} />}
      onEndReached={onEndReached}
      footer={footer}
      empty={<ListEmpty searching={searching} />}
      testId="store-grid"
    />
  );
}
