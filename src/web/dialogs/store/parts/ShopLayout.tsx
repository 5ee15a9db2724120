import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconArrowsMinimize, IconHanger } from '@tabler/icons-react';
import { AVATAR_ZOOM } from '@common/avatar/sheet';
import { STORE_TEXT } from '@common/economy/store';
import { Avatar } from '../../../components/Avatar';
import { useShop } from '../state/shop';
import { CartPanel } from './CartPanel';
import { ItemDetail } from './ItemDetail';
import { ListError, ListFooter, ListLoading } from './ListStates';
import { RecentlyViewed } from './RecentlyViewed';
import { Sheet } from './Sheet';
import { StoreGrid } from './StoreGrid';
import { TryOnPanel } from './TryOnPanel';
import { usePreviewLook } from './usePreviewLook';
import type { useShopList } from './useShopList';
import classes from './shop.module.css';

/** The pieces the store and the outlet dialogs both lay out; each dialog arranges them its own way. */
export { classes as shopClasses };

type Shop = ReturnType<typeof useShopList>;

/** The list area: its error (with retry), its first load, or the virtualized grid. */
export function ShopListBody({ shop, errorText, label, scrollHint }: { shop: Shop; errorText(message: string): string; label: string; scrollHint: boolean }) {
  const { list } = shop;
  return (
    <div className={classes.listBox}>
      {list.status === 'error' ? (
        <ListError text={errorText(list.error ?? STORE_TEXT.fetchFailed)} onRetry={shop.reload} />
      ) : list.status === 'loading' ? (
        <ListLoading />
      ) : (
        <StoreGrid
          list={list}
          status={shop.status}
          onSelect={shop.onSelect}
          onEndReached={shop.loadMore}
          footer={<ListFooter list={list} onRetry={shop.retry} scrollHint={scrollHint} />}
          searching={shop.search !== ''}
          label={label}
        />
      )}
    </div>
  );
}

/** 'n items available' and, beside the big avatar, what is being tried on. */
export function ShopCounts({ shop, mobile }: { shop: Shop; mobile: boolean }) {
  const previewCount = useShop((s) => s.preview.length);
  const { list } = shop;
  return (
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
  );
}

/**
 * The sheets over the list: 'Currently Trying On', the item details with recently viewed, and
 * (where the dialog has no cart column) the cart.
 */
export function ShopSheets({ shop, mobile, cartSheet }: { shop: Shop; mobile: boolean; cartSheet: boolean }) {
  const selected = useShop((s) => s.selected);
  const tryOnOpen = useShop((s) => s.tryOnOpen);
  const cartOpen = useShop((s) => s.cartOpen);
  const { setTryOnOpen, setCartOpen, select } = useShop.getState();
  const side = mobile ? 'bottom' : 'right';
  return (
    <>
      <Sheet opened={tryOnOpen} onClose={() => setTryOnOpen(false)} title={STORE_TEXT.tryOnTitle} side={side} testId="try-on-sheet">
        <TryOnPanel onWorn={shop.reload} />
      </Sheet>
      {cartSheet && (
        <Sheet opened={cartOpen} onClose={() => setCartOpen(false)} title="Cart" side={side} testId="cart-sheet">
          <CartPanel onCheckout={shop.checkout} scroll={false} />
        </Sheet>
      )}
      <Sheet opened={!!selected} onClose={() => select(null)} title="Item details" side={mobile ? 'bottom' : 'center'} testId="detail-sheet">
        {selected && (
          <Stack gap="md">
            <ItemDetail item={selected} />
            <RecentlyViewed items={shop.list.items} exceptId={selected.id} />
          </Stack>
        )}
      </Sheet>
    </>
  );
}

interface MobileStripProps {
  view: number;
  onViewChange(v: number): void;
  onOpenTryOn(): void;
  /** The strip can fill the dialog with the avatar (then it also zooms). */
  maximize?: { maximized: boolean; onToggle(): void };
  /** More under the buttons (the view switch). */
  children?: ReactNode;
}

/**
 * Phones: a small avatar with rotate arrows, the try-on count (opens the sheet) and Remove All
 * Items; maximized, the avatar fills the dialog and offers its zoom.
 */
export function MobileStrip({ view, onViewChange, onOpenTryOn, maximize, children }: MobileStripProps) {
  const { username, customization } = usePreviewLook();
  const count = useShop((s) => s.preview.length);
  const removeAll = useShop((s) => s.removeAll);
  const toggleRemoveAll = useShop((s) => s.toggleRemoveAll);
  const maximized = maximize?.maximized ?? false;
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.default);
  // Maximized, the avatar takes the height the dialog has left under its header and buttons.
  const { height } = useViewportSize();
  const big = Math.max(220, Math.min(480, height - 340));
  return (
    <div className={classes.strip} data-maximized={maximized || undefined} data-testid="avatar-preview">
      <div className={classes.stripAvatar}>
        <Avatar
          username={customization ? undefined : username}
          customization={customization}
          size={maximized ? big : 132}
          view={view}
          onViewChange={onViewChange}
          rotatable
          zoomable={maximized}
          zoom={maximized ? zoom : AVATAR_ZOOM.default}
          onZoomChange={setZoom}
        />
      </div>
      <Stack gap={6} style={maximized ? { width: '100%', maxWidth: 300 } : { flex: 1, minWidth: 0 }}>
        <Button size="xs" variant="light" color="grape" leftSection={<IconHanger size={16} />} onClick={onOpenTryOn} data-testid="open-try-on">
          {STORE_TEXT.tryingOn(count)}
        </Button>
        <Button size="xs" variant={removeAll ? 'filled' : 'default'} onClick={toggleRemoveAll} data-testid="remove-all">
          {removeAll ? STORE_TEXT.restore : STORE_TEXT.removeAll}
        </Button>
        {children}
      </Stack>
      {maximize && (
        <ActionIcon className={classes.maximize} variant="white" radius="xl" aria-label={maximized ? 'Minimize avatar' : 'Maximize avatar'} aria-pressed={maximized} onClick={maximize.onToggle} data-testid="maximize-avatar">
          {maximized ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
        </ActionIcon>
      )}
    </div>
  );
}

/** The list column: what the dialog puts above the list, then the counts and the list. */
export function ShopMain({ children }: { children: ReactNode }) {
  return <section className={classes.main}>{children}</section>;
}
