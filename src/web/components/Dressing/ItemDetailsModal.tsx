import { useState, type ReactNode } from 'react';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { InventoryItem } from '@common/api/routes/inventory';
import { cdn } from '@common/cdn';
import { WARDROBE_TEXT, categoryLabel } from '@common/economy/inventory';
import { Z } from '../../shell/layout';
import { Amount, RarityLabel } from '../ItemGrid';
import { nestedEscape } from '../escape';
import classes from './Dressing.module.css';

export interface ItemDetailsModalProps {
  item: InventoryItem | null;
  onClose(): void;
  /** Buttons under the details (Equip / Unequip). */
  actions?: ReactNode;
}

/**
 * An item's details (avatar-economy §2): name, preview image, category, the Owned badge, gem
 * and coin cost and its creator.
 */
export function ItemDetailsModal({ item, onClose, actions }: ItemDetailsModalProps) {
  const [broken, setBroken] = useState<number | null>(null);
  const cat = item ? categoryLabel(item.category) : null;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      {...nestedEscape(onClose)}
      centered
      radius="lg"
      size={400}
      zIndex={Z.confirm}
      title={
        <Text ff="heading" fw={600} fz={20} lineClamp={1}>
          {item?.name}
        </Text>
      }
      data-testid="item-details-modal"
    >
      {item && cat && (
        <Stack gap="md" data-testid="item-details-body">
          <div className={classes.detailPicture}>
            <img src={broken === item.id ? cdn.fallbackClothing() : cdn.itemPreview(item.id)} alt={item.name} onError={() => setBroken(item.id)} />
          </div>
          <Group gap={6} justify="center">
            <Badge variant="light" color="dusk" size="lg" leftSection={<span aria-hidden>{cat.emoji}</span>}>
              {cat.label}
            </Badge>
            <Badge variant="filled" color="moss" size="lg" data-testid="owned-badge">
              {WARDROBE_TEXT.owned}
            </Badge>
            {item.isEquipped && (
              <Badge variant="light" color="moss" size="lg">
                Equipped
              </Badge>
            )}
            <RarityLabel rarity={item.rarity} size="md" />
          </Group>
          {item.description && (
            <Text size="sm" c="dimmed" ta="center">
              {item.description}
            </Text>
          )}
          <Group grow gap="sm">
            <Stack gap={2} align="center" p="xs" style={{ borderRadius: 14, background: '#f7f2ec' }}>
              <Text size="xs" fw={800} c="dimmed" tt="uppercase">
                Gems
              </Text>
              <Amount currency="gems" amount={item.costGems} />
            </Stack>
            <Stack gap={2} align="center" p="xs" style={{ borderRadius: 14, background: '#f7f2ec' }}>
              <Text size="xs" fw={800} c="dimmed" tt="uppercase">
                Coins
              </Text>
              <Amount currency="coins" amount={item.costCoins} />
            </Stack>
          </Group>
          <Text size="sm" ta="center">
            Made by <b data-testid="item-creator">{item.creator[0] ?? 'Oldroad'}</b>
          </Text>
          {actions}
        </Stack>
      )}
    </Modal>
  );
}
