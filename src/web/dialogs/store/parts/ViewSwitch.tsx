import { Center, SegmentedControl, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconLayoutSidebarRight } from '@tabler/icons-react';
import { STORE_TEXT } from '@common/economy/store';
import { useDialogs } from '../../../stores/dialogs';
import type { StoreVariant } from '../state/listModes';
import type { useShopList } from './useShopList';
import classes from './parts.module.css';

const ICONS = { outlet: IconLayoutGrid, store: IconLayoutSidebarRight } as const;

/**
 * Outlet | Shop: the two views of the store (avatar-economy §2's outlet and store variants).
 * Switching keeps the category, the sort and the search; the cart and the try-on are shared
 * anyway. The other view takes this one's place in the dialog history.
 */
export function ViewSwitch({
  current,
  shop,
  size = 'sm',
}: {
  current: StoreVariant;
  shop: Pick<ReturnType<typeof useShopList>, 'category' | 'sortBy' | 'searchInput'>;
  size?: 'xs' | 'sm';
}) {
  const go = (variant: StoreVariant) => {
    if (variant === current) return;
    useDialogs.getState().replace(variant, { category: shop.category, sortBy: shop.sortBy, search: shop.searchInput });
  };
  return (
    <SegmentedControl
      className={classes.viewSwitch}
      size={size}
      radius="xl"
      fullWidth={size === 'xs'}
      value={current}
      onChange={(v) => go(v as StoreVariant)}
      aria-label={STORE_TEXT.viewsLabel}
      data-testid="store-view-switch"
      data={(['outlet', 'store'] as const).map((v) => {
        const Icon = ICONS[v];
        return {
          value: v,
          label: (
            <Tooltip label={STORE_TEXT.views[v].hint} openDelay={500} disabled={size === 'xs'}>
              <Center style={{ gap: 6 }} data-testid={`store-view-${v}`}>
                <Icon size={size === 'xs' ? 14 : 16} />
                <span>{STORE_TEXT.views[v].label}</span>
              </Center>
            </Tooltip>
          ),
        };
      })}
    />
  );
}
