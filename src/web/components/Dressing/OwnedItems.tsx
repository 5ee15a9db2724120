import type { ReactNode } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { INVENTORY_SEARCH_MAX } from '@common/economy/inventory';
import type { InventoryItem } from '@common/api/routes/inventory';
import { ItemGrid, type ItemCardStatus } from '../ItemGrid';
import { CategorySubtitle } from './parts';

/** The search box over a player's own items (wardrobe, avatar editor, in-world inventory): 26 characters, clearable. */
export function OwnedItemSearch({ value, onChange, placeholder, testId, className, flex }: { value: string; onChange(term: string): void; placeholder: string; testId: string; className?: string; flex?: number }) {
  return (
    <TextInput
      className={className}
      flex={flex}
      size="sm"
      radius="xl"
      placeholder={placeholder}
      aria-label="Search"
      leftSection={<IconSearch size={16} />}
      value={value}
      maxLength={INVENTORY_SEARCH_MAX}
      onChange={(e) => onChange(e.currentTarget.value.slice(0, INVENTORY_SEARCH_MAX))}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      data-testid={testId}
    />
  );
}

interface OwnedItemGridProps {
  items: readonly InventoryItem[];
  label: string;
  status(item: InventoryItem): ItemCardStatus;
  onSelect(item: InventoryItem): void;
  onDetails(item: InventoryItem): void;
  /** Widths (px) from which the grid shows 5, 4 and 3 columns; below the last, 2. */
  breakpoints: readonly [number, number, number];
  empty: ReactNode;
  className?: string;
  testId: string;
}

/** The grid of a player's own items: no prices and no Owned badge, the category under each name. */
export function OwnedItemGrid({ breakpoints: [five, four, three], ...props }: OwnedItemGridProps) {
  return (
    <ItemGrid
      {...props}
      showPrice={false}
      hideOwned
      subtitle={(i) => <CategorySubtitle category={i.category} />}
      columns={(w) => (w >= five ? 5 : w >= four ? 4 : w >= three ? 3 : 2)}
    />
  );
}
