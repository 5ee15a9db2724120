import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RECENTLY_VIEWED_MAX, STORE_TEXT, type StoreItem } from '@common/economy/store';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { addAll, toggleCart, type CartToggle } from './cart';
import { togglePreview } from './tryOn';

/**
 * What the store and the outlet share while the page is open: the cart, the try-on preview,
 * the selected item and the panels; and what the browser keeps (avatar-economy §3): the
 * wishlist, the recently viewed items (20) and the auto-add-to-cart flag.
 */
export type CheckoutState = { phase: 'idle' } | { phase: 'processing' } | { phase: 'success'; count: number } | { phase: 'error'; message: string };

interface ShopState {
  cart: StoreItem[];
  preview: StoreItem[];
  /** Remove All Items: the preview avatar without clothing and accessories. */
  removeAll: boolean;
  /** Try-on mode: a click on an item tries it on (else it opens its details). */
  tryOnMode: boolean;
  /** The item shown in the detail overlay. */
  selected: StoreItem | null;
  cartOpen: boolean;
  tryOnOpen: boolean;
  checkout: CheckoutState;
  // Kept in the browser:
  wishlist: number[];
  recentlyViewed: number[];
  autoAdd: boolean;

  tryOn(item: StoreItem): void;
  toggleCart(item: StoreItem): CartToggle;
  removeFromCart(id: number): void;
  addPreviewToCart(): void;
  clearPreview(): void;
  toggleRemoveAll(): void;
  toggleTryOnMode(): void;
  setAutoAdd(on: boolean): void;
  select(item: StoreItem | null): void;
  toggleWish(id: number): void;
  setCartOpen(open: boolean): void;
  setTryOnOpen(open: boolean): void;
  setCheckout(state: CheckoutState): void;
  /** A checkout succeeded: empty the cart, drop bought items from the preview, clear the selection, close the cart. */
  purchased(ids: readonly number[]): void;
  /** Previewed items now worn for real leave the preview. */
  worn(ids: readonly number[]): void;
}

export const useShop = create<ShopState>()(
  persist(
    (set, get) => ({
      cart: [],
      preview: [],
      removeAll: false,
      tryOnMode: true,
      selected: null,
      cartOpen: false,
      tryOnOpen: false,
      checkout: { phase: 'idle' },
      wishlist: [],
      recentlyViewed: [],
      autoAdd: false,

      tryOn: (item) => {
        const { preview, cart, autoAdd } = get();
        const r = togglePreview(preview, item);
        let nextCart = cart;
        // With auto-add, trying an item puts it in the cart and taking it off takes it out.
        if (autoAdd) {
          const off = new Set(r.removed.map((i) => i.id));
          nextCart = cart.filter((c) => !off.has(c.id));
          if (r.added) nextCart = addAll(nextCart, [r.added]).cart;
        }
        set({ preview: r.preview, cart: nextCart, checkout: cart === nextCart ? get().checkout : { phase: 'idle' } });
      },
      toggleCart: (item) => {
        const r = toggleCart(get().cart, item);
        if (r.result === 'added' || r.result === 'removed') set({ cart: r.cart, checkout: { phase: 'idle' } });
        return r.result;
      },
      removeFromCart: (id) => set((s) => ({ cart: s.cart.filter((c) => c.id !== id), checkout: { phase: 'idle' } })),
      addPreviewToCart: () => {
        const { cart, preview } = get();
        const r = addAll(cart, preview);
        if (r.added.length === 0) toast.info(STORE_TEXT.allInCart);
        else set({ cart: r.cart, checkout: { phase: 'idle' } });
      },
      clearPreview: () => {
        const { preview, cart, autoAdd } = get();
        const off = new Set(preview.map((p) => p.id));
        set({ preview: [], cart: autoAdd ? cart.filter((c) => !off.has(c.id)) : cart });
      },
      toggleRemoveAll: () => set((s) => ({ removeAll: !s.removeAll })),
      toggleTryOnMode: () => set((s) => ({ tryOnMode: !s.tryOnMode })),
      setAutoAdd: (autoAdd) => set({ autoAdd }),
      select: (item) =>
        set((s) => ({
          selected: item,
          recentlyViewed: item ? [item.id, ...s.recentlyViewed.filter((id) => id !== item.id)].slice(0, RECENTLY_VIEWED_MAX) : s.recentlyViewed,
        })),
      toggleWish: (id) => set((s) => ({ wishlist: s.wishlist.includes(id) ? s.wishlist.filter((w) => w !== id) : [...s.wishlist, id] })),
      setCartOpen: (cartOpen) => set({ cartOpen }),
      setTryOnOpen: (tryOnOpen) => set({ tryOnOpen }),
      setCheckout: (checkout) => set({ checkout }),
      purchased: (ids) => {
        const bought = new Set(ids);
        set((s) => ({ cart: [], preview: s.preview.filter((p) => !bought.has(p.id)), selected: null, cartOpen: false, checkout: { phase: 'success', count: ids.length } }));
      },
      worn: (ids) => {
        const on = new Set(ids);
        set((s) => ({ preview: s.preview.filter((p) => !on.has(p.id)) }));
      },
    }),
    {
      name: 'oldroad.store',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ wishlist: s.wishlist, recentlyViewed: s.recentlyViewed, autoAdd: s.autoAdd }),
    },
  ),
);

/** Forget the cart and try-on (a different player signed in). */
export const resetShop = () =>
  useShop.setState({ cart: [], preview: [], removeAll: false, selected: null, cartOpen: false, tryOnOpen: false, checkout: { phase: 'idle' } });

// A cart belongs to the player who filled it.
useSession.subscribe((s, prev) => {
  if (s.user?.username !== prev.user?.username) resetShop();
});
