import { useState } from 'react';
import { Badge, Button, Indicator, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHanger, IconShoppingCart } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { STORE_TEXT } from '@common/economy/store';
import { Avatar } from '../../components/Avatar';
import { AvatarPreview } from './parts/AvatarPreview';
import { CartPanel } from './parts/CartPanel';
import { CategoryTabs, SearchBox, SortSelect } from './parts/Filters';
import { ItemDetail } from './parts/ItemDetail';
import { ListError, ListFooter, ListLoading } from './parts/ListStates';
import { RecentlyViewed } from './parts/RecentlyViewed';
import { Sheet } from './parts/Sheet';
import { StoreGrid } from './parts/StoreGrid';
import { TryOnPanel } from './parts/TryOnPanel';
import { usePreviewLook } from './parts/usePreviewLook';
import { useShopList } from './parts/useShopList';
import { useStoreShortcuts } from './parts/useShortcuts';
import { useShop } from './state/shop';
import classes from './store.module.css';

/**
 * The store (avatar-economy §2 Item store, variant `store`): category tabs in display order,
 * sort, search, the item list (50 a page), the try-on avatar with rotate arrows, the cart as a
 * side panel (a bottom sheet on phones) and the 'Currently Trying On' sheet.
 */
export default function StoreDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const shop = useShopList('store');
  const [view, setView] = useState(0);
  useStoreShortcuts(view, setView);
  const previewCount = useShop((s) => s.preview.length);
  const cartCount = useShop((s) => s.cart.length);
  const selected = useShop((s) => s.selected);
  const tryOnOpen = useShop((s) => s.tryOnOpen);
  const cartOpen = useShop((s) => s.cartOpen);
  const { setTryOnOpen, setCartOpen, select } = useShop.getState();
  const { list } = shop;

  const body =
    list.status === 'error' ? (
      <ListError text={STORE_TEXT.storeError(list.error ?? STORE_TEXT.fetchFailed)} onRetry={shop.reload} />
    ) : list.status === 'loading' ? (
      <ListLoading />
    ) : (
      <StoreGrid
        list={list}
        status={shop.status}
        onSelect={shop.onSelect}
        onEndReached={shop.loadMore}
        footer={<ListFooter list={list} onRetry={shop.retry} scrollHint={false} />}
        searching={shop.search !== ''}
        label="Store items"
      />
    );

  return (
    <div className={classes.root} data-testid="store-dialog" data-variant="store">
      {!mobile && (
        <aside className={classes.left}>
          <AvatarPreview size={340} view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} />
        </aside>
      )}
      <section className={classes.main}>
        {mobile && <MobileStrip view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} />}
        <CategoryTabs value={shop.category} onChange={shop.setCategory} />
        <div className={classes.toolbar}>
          <SearchBox value={shop.searchInput} onChange={shop.setSearchInput} />
          <SortSelect value={shop.sortBy} onChange={shop.setSortBy} />
        </div>
        <div className={classes.counts}>
          <Text size="sm" fw={700} c="dimmed" data-testid="available-count">
            {list.status === 'ready' ? STORE_TEXT.available(list.total) : '\u00a0'}
          </Text>
          {!mobile && (
            <Text size="sm" fw={700} c="grape.7" data-testid="trying-on-count">
              {STORE_TEXT.tryingOn(previewCount)}
            </Text>
          )}
        </div>
        <div className={classes.listBox}>{body}</div>
      </section>
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
      {mobile && (
        <Indicator label={cartCount} size={20} disabled={cartCount === 0} offset={6} className={classes.cartFab} color="dark" zIndex={4}>
          <Button radius="xl" size="md" leftSection={<IconShoppingCart size={20} />} onClick={() => setCartOpen(true)} data-testid="cart-button">
            Cart
          </Button>
        </Indicator>
      )}

      <Sheet opened={tryOnOpen} onClose={() => setTryOnOpen(false)} title={STORE_TEXT.tryOnTitle} side={mobile ? 'bottom' : 'right'} testId="try-on-sheet">
        <TryOnPanel onWorn={shop.reload} />
      </Sheet>
      {mobile && (
        <Sheet opened={cartOpen} onClose={() => setCartOpen(false)} title="Cart" side="bottom" testId="cart-sheet">
          <CartPanel onCheckout={shop.checkout} scroll={false} />
        </Sheet>
      )}
      <Sheet opened={!!selected} onClose={() => select(null)} title="Item details" side={mobile ? 'bottom' : 'center'} testId="detail-sheet">
        {selected && (
          <Stack gap="md">
            <ItemDetail item={selected} />
            <RecentlyViewed items={list.items} exceptId={selected.id} />
          </Stack>
        )}
      </Sheet>
    </div>
  );
}

/** Phones: a small avatar with rotate arrows, the try-on count (opens the sheet) and Remove All Items. */
function MobileStrip({ view, onViewChange, onOpenTryOn }: { view: number; onViewChange(v: number): void; onOpenTryOn(): void }) {
  const { username, customization } = usePreviewLook();
  const count = useShop((s) => s.preview.length);
  const removeAll = useShop((s) => s.removeAll);
  const toggleRemoveAll = useShop((s) => s.toggleRemoveAll);
  return (
    <div className={classes.strip} data-testid="avatar-preview">
      <div className={classes.stripAvatar}>
        <Avatar username={customization ? undefined : username} customization={customization} size={132} view={view} onViewChange={onViewChange} rotatable />
      </div>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Button size="xs" variant="light" color="grape" leftSection={<IconHanger size={16} />} onClick={onOpenTryOn} data-testid="open-try-on">
          {STORE_TEXT.tryingOn(count)}
        </Button>
        <Button size="xs" variant={removeAll ? 'filled' : 'default'} onClick={toggleRemoveAll} data-testid="remove-all">
          {removeAll ? STORE_TEXT.restore : STORE_TEXT.removeAll}
        </Button>
      </Stack>
    </div>
  );
}
