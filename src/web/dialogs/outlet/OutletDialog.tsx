import { useState } from 'react';
import { ActionIcon, Button, Indicator, Stack, Text } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconArrowsMinimize, IconHanger, IconShoppingCart } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { STORE_TEXT } from '@common/economy/store';
import { Avatar } from '../../components/Avatar';
import { AvatarPreview } from '../store/parts/AvatarPreview';
import { CartPanel } from '../store/parts/CartPanel';
import { CategorySelect, SearchBox } from '../store/parts/Filters';
import { ItemDetail } from '../store/parts/ItemDetail';
import { ListError, ListFooter, ListLoading } from '../store/parts/ListStates';
import { RecentlyViewed } from '../store/parts/RecentlyViewed';
import { Sheet } from '../store/parts/Sheet';
import { StoreGrid } from '../store/parts/StoreGrid';
import { TryOnPanel } from '../store/parts/TryOnPanel';
import { usePreviewLook } from '../store/parts/usePreviewLook';
import { useShopList } from '../store/parts/useShopList';
import { useStoreShortcuts } from '../store/parts/useShortcuts';
import { useShop } from '../store/state/shop';
import classes from './outlet.module.css';

/**
 * The outlet (avatar-economy §2, labelled Store in the menu): the try-on avatar with rotate,
 * a virtualized grid of every item (10,000 in the first page, 1/3/4/5/6 columns by width),
 * category filter, search, a cart button, an item detail overlay and infinite scroll; on
 * phones the avatar is a strip that can be maximized.
 */
export default function OutletDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const shop = useShopList('outlet');
  const [view, setView] = useState(0);
  const [maximized, setMaximized] = useState(false);
  useStoreShortcuts(view, setView);
  const cartCount = useShop((s) => s.cart.length);
  const previewCount = useShop((s) => s.preview.length);
  const selected = useShop((s) => s.selected);
  const tryOnOpen = useShop((s) => s.tryOnOpen);
  const cartOpen = useShop((s) => s.cartOpen);
  const { setTryOnOpen, setCartOpen, select } = useShop.getState();
  const { list } = shop;

  const body =
    list.status === 'error' ? (
      <ListError text={STORE_TEXT.outletError(list.error ?? STORE_TEXT.fetchFailed)} onRetry={shop.reload} />
    ) : list.status === 'loading' ? (
      <ListLoading />
    ) : (
      <StoreGrid
        list={list}
        status={shop.status}
        onSelect={shop.onSelect}
        onEndReached={shop.loadMore}
        footer={<ListFooter list={list} onRetry={shop.retry} scrollHint />}
        searching={shop.search !== ''}
        label="Outlet items"
      />
    );

  const cartButton = (
    <Indicator label={cartCount} size={18} disabled={cartCount === 0} offset={4} color="dark" zIndex={4}>
      <Button radius="xl" size="sm" leftSection={<IconShoppingCart size={18} />} onClick={() => setCartOpen(true)} data-testid="cart-button">
        Cart
      </Button>
    </Indicator>
  );

  return (
    <div className={classes.root} data-testid="outlet-dialog" data-variant="outlet">
      {!mobile && (
        <aside className={classes.left}>
          <AvatarPreview size={360} view={view} onViewChange={setView} onOpenTryOn={() => setTryOnOpen(true)} />
        </aside>
      )}
      <section className={classes.main}>
        {mobile && <MobileAvatar view={view} onViewChange={setView} maximized={maximized} onToggle={() => setMaximized((m) => !m)} onOpenTryOn={() => setTryOnOpen(true)} />}
        {!(mobile && maximized) && (
          <>
            <div className={classes.toolbar}>
              <CategorySelect value={shop.category} onChange={shop.setCategory} />
              <SearchBox value={shop.searchInput} onChange={shop.setSearchInput} />
              {cartButton}
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
          </>
        )}
      </section>

      <Sheet opened={tryOnOpen} onClose={() => setTryOnOpen(false)} title={STORE_TEXT.tryOnTitle} side={mobile ? 'bottom' : 'right'} testId="try-on-sheet">
        <TryOnPanel onWorn={shop.reload} />
      </Sheet>
      <Sheet opened={cartOpen} onClose={() => setCartOpen(false)} title="Cart" side={mobile ? 'bottom' : 'right'} testId="cart-sheet">
        <CartPanel onCheckout={shop.checkout} scroll={false} />
      </Sheet>
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

interface MobileAvatarProps {
  view: number;
  onViewChange(v: number): void;
  maximized: boolean;
  onToggle(): void;
  onOpenTryOn(): void;
}

/** Phones: a small avatar beside the try-on buttons, or (maximized) the avatar filling the dialog. */
function MobileAvatar({ view, onViewChange, maximized, onToggle, onOpenTryOn }: MobileAvatarProps) {
  const { username, customization } = usePreviewLook();
  const count = useShop((s) => s.preview.length);
  const removeAll = useShop((s) => s.removeAll);
  const toggleRemoveAll = useShop((s) => s.toggleRemoveAll);
  // Maximized, the avatar takes the height the dialog has left under its header and buttons.
  const { height } = useViewportSize();
  const big = Math.max(220, Math.min(480, height - 340));
  return (
    <div className={classes.strip} data-maximized={maximized || undefined} data-testid="avatar-preview">
      <Avatar username={customization ? undefined : username} customization={customization} size={maximized ? big : 132} view={view} onViewChange={onViewChange} rotatable />
      <Stack gap={6} style={maximized ? { width: '100%', maxWidth: 300 } : { flex: 1, minWidth: 0 }}>
        <Button size="xs" variant="light" color="grape" leftSection={<IconHanger size={16} />} onClick={onOpenTryOn} data-testid="open-try-on">
          {STORE_TEXT.tryingOn(count)}
        </Button>
        <Button size="xs" variant={removeAll ? 'filled' : 'default'} onClick={toggleRemoveAll} data-testid="remove-all">
          {removeAll ? STORE_TEXT.restore : STORE_TEXT.removeAll}
        </Button>
      </Stack>
      <ActionIcon className={classes.maximize} variant="white" radius="xl" aria-label={maximized ? 'Minimize avatar' : 'Maximize avatar'} aria-pressed={maximized} onClick={onToggle} data-testid="maximize-avatar">
        {maximized ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
      </ActionIcon>
    </div>
  );
}
