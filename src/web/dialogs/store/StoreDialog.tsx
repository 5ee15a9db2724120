import { useState } from 'react';
import { Badge, Button, Indicator, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { STORE_TEXT } from '@common/economy/store';
import { AvatarPreview } from './parts/AvatarPreview';
import { CartPanel } from './parts/CartPanel';
import { CategoryTabs, SearchBox, SortSelect } from './parts/Filters';
import { MobileStrip, ShopCounts, ShopListBody, ShopMain, ShopSheets, shopClasses } from './parts/ShopLayout';
import { useShopList, type ShopFilterProps } from './parts/useShopList';
import { useStoreShortcuts } from './parts/useShortcuts';
import { ViewSwitch } from './parts/ViewSwitch';
import { useShop } from './state/shop';
import classes from './store.module.css';

/**
 * The store (avatar-economy §2 Item store, variant `store`): category tabs in display order,
 * sort, search, the item list (50 a page), the try-on avatar with rotate arrows and zoom, the
 * cart as a side panel (a bottom sheet on phones) and the 'Currently Trying On' sheet. Players
 * reach it from the outlet's Outlet | Shop switch, which brings them back the same way.
 */
export default function StoreDialog(props: ShopFilterProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const shop = useShopList('store', props);
  const [view, setView] = useState(0);
  const [maximized, setMaximized] = useState(false);
  useStoreShortcuts(view, setView);
  const cartCount = useShop((s) => s.cart.length);
  const { setTryOnOpen, setCartOpen } = useShop.getState();

  return (
    <div className={classes.root} data-testid="store-dialog" data-variant="store">
      {!mobile && (
        <aside className={classes.left}>
          <AvatarPreview size={340} view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} />
        </aside>
      )}
      <ShopMain>
        {mobile && (
          <MobileStrip view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} maximize={{ maximized, onToggle: () => setMaximized((m) => !m) }}>
            <ViewSwitch current="store" shop={shop} size="xs" />
          </MobileStrip>
        )}
        {!(mobile && maximized) && (
          <>
            <CategoryTabs value={shop.category} onChange={shop.setCategory} />
            <div className={shopClasses.toolbar}>
              {!mobile && <ViewSwitch current="store" shop={shop} />}
              <SearchBox value={shop.searchInput} onChange={shop.setSearchInput} />
              <SortSelect value={shop.sortBy} onChange={shop.setSortBy} />
            </div>
            <ShopCounts shop={shop} mobile={mobile} />
            <ShopListBody shop={shop} errorText={STORE_TEXT.storeError} label="Store items" scrollHint={false} />
          </>
        )}
      </ShopMain>
      {!mobile && (
        <aside className={classes.right}>
          <div className={classes.cartTitle}>
            <Text ff="heading" fw={600} fz={19}>
              Cart
            </Text>
            <Badge variant="light" size="lg" data-testid="cart-count">
              {cartCount}
            </Badge>
          </div>
          <CartPanel onCheckout={shop.checkout} />
        </aside>
      )}
      {mobile && !maximized && (
        <Indicator label={cartCount} size={20} disabled={cartCount === 0} offset={6} className={classes.cartFab} color="dark" zIndex={4}>
          <Button radius="xl" size="md" leftSection={<IconShoppingCart size={20} />} onClick={() => setCartOpen(true)} data-testid="cart-button">
            Cart
          </Button>
        </Indicator>
      )}
      <ShopSheets shop={shop} mobile={mobile} cartSheet={mobile} />
    </div>
  );
}
