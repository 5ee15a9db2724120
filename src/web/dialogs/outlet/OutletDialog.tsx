import { useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { STORE_TEXT } from '@common/economy/store';
import { AvatarPreview } from '../store/parts/AvatarPreview';
import { CategorySelect, SearchBox, SortSelect } from '../store/parts/Filters';
import { MobileStrip, ShopCounts, ShopListBody, ShopMain, ShopSheets, shopClasses } from '../store/parts/ShopLayout';
import { useShopList, type ShopFilterProps } from '../store/parts/useShopList';
import { useStoreShortcuts } from '../store/parts/useShortcuts';
import { ViewSwitch } from '../store/parts/ViewSwitch';
import { useShop } from '../store/state/shop';
import classes from './outlet.module.css';

/**
 * The outlet (avatar-economy §2, labelled Store in the menu): the try-on avatar with rotate and
 * zoom, a virtualized grid of every item (10,000 in the first page, 1/3/4/5/6 columns by width),
 * category filter, sort, search, a cart button, an item detail overlay and infinite scroll; on
 * phones the avatar is a strip that can be maximized. Outlet | Shop switches to the store
 * variant (category tabs, the cart beside the list) with the same filters.
 */
export default function OutletDialog(props: ShopFilterProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const shop = useShopList('outlet', props);
  const [view, setView] = useState(0);
  const [maximized, setMaximized] = useState(false);
  useStoreShortcuts(view, setView);
  const cartCount = useShop((s) => s.cart.length);
  const { setTryOnOpen, setCartOpen } = useShop.getState();

  return (
    <div className={classes.root} data-testid="outlet-dialog" data-variant="outlet">
      {!mobile && (
        <aside className={classes.left}>
          <AvatarPreview size={360} view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} />
        </aside>
      )}
      <ShopMain>
        {mobile && (
          <MobileStrip view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} maximize={{ maximized, onToggle: () => setMaximized((m) => !m) }}>
            <ViewSwitch current="outlet" shop={shop} size="xs" />
          </MobileStrip>
        )}
        {!(mobile && maximized) && (
          <>
            <div className={`${shopClasses.toolbar} ${classes.toolbar}`}>
              {!mobile && <ViewSwitch current="outlet" shop={shop} />}
              <CategorySelect value={shop.category} onChange={shop.setCategory} className={classes.category} />
              <SearchBox value={shop.searchInput} onChange={shop.setSearchInput} className={classes.search} />
              <SortSelect value={shop.sortBy} onChange={shop.setSortBy} className={classes.sort} />
              <Indicator label={cartCount} size={18} disabled={cartCount === 0} offset={4} color="dark" zIndex={4} className={classes.cart}>
                <Button radius="xl" size="sm" leftSection={<IconShoppingCart size={18} />} onClick={() => setCartOpen(true)} data-testid="cart-button">
                  Cart
                </Button>
              </Indicator>
            </div>
            <ShopCounts shop={shop} mobile={mobile} />
            <ShopListBody shop={shop} errorText={STORE_TEXT.outletError} label="Outlet items" scrollHint />
          </>
        )}
      </ShopMain>
      <ShopSheets shop={shop} mobile={mobile} cartSheet />
    </div>
  );
}
