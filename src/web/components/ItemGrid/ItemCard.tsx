import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconHeartFilled, IconInfoCircle } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { RarityLabel } from './RarityLabel';
import { Price } from './Price';
import type { GridItem, ItemCardStatus } from './types';
import classes from './ItemGrid.module.css';

export interface ItemCardProps<T extends GridItem> {
  item: T;
  index: number;
  status: ItemCardStatus;
  showPrice: boolean;
  /** Shown instead of the price line when given. */
  subtitle?: ReactNode;
  hideOwned?: boolean;
  /** The card keyboard focus lands on (roving tab index): only it is in the Tab order. */
  active: boolean;
  onSelect?: (item: T, index: number) => void;
  onDetails?: (item: T) => void;
  actions?: ReactNode;
  onFocusCard: (index: number) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>, index: number) => void;
}

/** The badges on a card's picture, most important first. */
function badgesOf(item: GridItem, status: ItemCardStatus, hideOwned = false): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  if (status.pending === 'equip') out.push({ key: 'equip', label: '+ Equip' });
  if (status.pending === 'unequip') out.push({ key: 'unequip', label: '− Unequip' });
  if (item.isEquipped) out.push({ key: 'equipped', label: 'Equipped' });
  else if (item.alreadyOwned && !hideOwned) out.push({ key: 'owned', label: 'Owned' });
  if (status.inCart) out.push({ key: 'cart', label: 'In cart' });
  if (status.tryingOn) out.push({ key: 'trying', label: 'Trying on' });
  if (item.quantity === 0 && !item.alreadyOwned) out.push({ key: 'soldout', label: 'Sold out' });
  return out;
}

/** One item: picture, rarity, name, price, badges and outline state. */
export function ItemCard<T extends GridItem>(props: ItemCardProps<T>) {
  const { item, index, status, showPrice, subtitle, hideOwned, active, onSelect, onDetails, actions, onFocusCard, onKeyDown } = props;
  const [broken, setBroken] = useState(false);
  const badges = badgesOf(item, status, hideOwned);
  const hasPrice = showPrice && ((item.costCoins ?? 0) > 0 || (item.costGems ?? 0) > 0);
  const describe = [item.name, badges.map((b) => b.label).join(', ')].filter(Boolean).join(' — ');

  return (
    <div
      className={classes.card}
      role="gridcell"
      aria-selected={!!status.selected}
      data-testid="item-card"
      data-item-id={item.id}
      data-index={index}
      data-selected={status.selected || undefined}
      data-pending={status.pending || undefined}
      data-owned={item.alreadyOwned || undefined}
      data-equipped={item.isEquipped || undefined}
      data-in-cart={status.inCart || undefined}
      data-trying={status.tryingOn || undefined}
      data-disabled={status.disabled || undefined}
    >
      <button
        type="button"
        className={classes.cardButton}
        tabIndex={active ? 0 : -1}
        aria-label={describe}
        aria-pressed={!!status.selected}
        aria-disabled={status.disabled || undefined}
        data-card-main
        onClick={() => !status.disabled && onSelect?.(item, index)}
        onFocus={() => onFocusCard(index)}
        onKeyDown={(e) => onKeyDown(e, index)}
      >
        <span className={classes.picture}>
          <img
            src={broken ? cdn.fallbackClothing() : cdn.itemPreview(item.id)}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={() => setBroken(true)}
          />
        </span>
        <span className={classes.info}>
          <span className={classes.name} title={item.name}>
            {item.name}
          </span>
          <span className={classes.priceLine}>{subtitle !== undefined ? subtitle : hasPrice ? <Price item={item} size="xs" /> : <span className={classes.free}>{item.alreadyOwned ? '' : 'Free'}</span>}</span>
        </span>
      </button>
      <span className={classes.topLeft}>
        <RarityLabel rarity={item.rarity} />
      </span>
      {badges.length > 0 && (
        <span className={classes.badges}>
          {badges.map((b) => (
            <span key={b.key} className={classes.badge} data-kind={b.key} data-testid={`badge-${b.key}`}>
              {b.label}
            </span>
          ))}
        </span>
      )}
      {status.wished && <IconHeartFilled className={classes.heart} size={16} aria-label="In wishlist" />}
      {(onDetails || actions) && (
        <span className={classes.actions}>
          {actions}
          {onDetails && (
            <ActionIcon
              size="sm"
              radius="xl"
              variant="white"
              color="dark"
              tabIndex={active ? 0 : -1}
              aria-label={`Details of ${item.name}`}
              title="Details"
              data-testid="item-details"
              onClick={() => onDetails(item)}
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          )}
        </span>
      )}
    </div>
  );
}

