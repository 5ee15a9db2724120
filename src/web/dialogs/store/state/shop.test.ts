// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreItem } from '@common/economy/store';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { runCheckout } from './checkout';
import { resetShop, useShop } from './shop';

vi.mock('../../../toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

const item = (id: number, category: number, extra: Partial<StoreItem> = {}): StoreItem => ({
  id,
  name: `Item ${id}`,
  category,
  rarity: 0,
  costCoins: 100,
  costGems: 0,
  canBuyWithCoins: true,
  canBuyWithGems: false,
  alreadyOwned: false,
  isEquipped: false,
  quantity: null,
  creator: [],
  ...extra,
});
const ids = (list: { id: number }[]) => list.map((i) => i.id);

afterEach(() => {
  resetShop();
  useShop.setState({ autoAdd: false, wishlist: [], recentlyViewed: [] });
  vi.clearAllMocks();
});

describe('shop state', () => {
  it('with auto-add, trying an item adds it to the cart and taking it off removes it', () => {
    const s = useShop.getState();
    s.setAutoAdd(true);
    s.tryOn(item(701, 7));
    s.tryOn(item(1001, 10, { alreadyOwned: true }));
    expect(ids(useShop.getState().cart)).toEqual([701]);
    useShop.getState().tryOn(item(702, 7)); // replaces the hat: the old one leaves the cart too
    expect(ids(useShop.getState().cart)).toEqual([702]);
    useShop.getState().tryOn(item(702, 7));
    expect(useShop.getState().cart).toEqual([]);
    expect(ids(useShop.getState().preview)).toEqual([1001]);
  });

  it('without auto-add the cart is left alone; adding the preview says when all are already in the cart', () => {
    const s = useShop.getState();
    s.tryOn(item(701, 7));
    expect(useShop.getState().cart).toEqual([]);
    useShop.getState().addPreviewToCart();
    expect(ids(useShop.getState().cart)).toEqual([701]);
    useShop.getState().addPreviewToCart();
    expect(toast.info).toHaveBeenCalledWith('All preview items are already in cart');
  });

  it('remembers the last 20 viewed items, newest first, without repeats', () => {
    for (let i = 1; i <= 25; i++) useShop.getState().select(item(i, 7));
    useShop.getState().select(item(10, 7));
    const seen = useShop.getState().recentlyViewed;
    expect(seen).toHaveLength(20);
    expect(seen.slice(0, 3)).toEqual([10, 25, 24]);
    expect(JSON.parse(localStorage.getItem('oldroad.store')!).state.recentlyViewed).toEqual(seen);
  });
});

describe('checkout', () => {
  const balances = { coins: 700, gems: 3, honor: 0 };
  const signIn = () =>
    useSession.setState({ status: 'authenticated', key: 'k', user: { username: 'Ava', coins: 1000, gems: 3, honor: 0 } as never });

  it('on success empties the cart, drops bought items from the preview, clears the selection, patches balances and reloads', async () => {
    signIn();
    const s = useShop.getState();
    s.tryOn(item(701, 7));
    s.tryOn(item(1001, 10));
    s.toggleCart(item(701, 7));
    s.toggleCart(item(5, 12));
    s.select(item(5, 12));
    s.setCartOpen(true);
    const reload = vi.fn();
    const send = vi.fn().mockResolvedValue({ success: true, message: 'ok', purchased: [701, 5], balances });
    expect(await runCheckout({ reload, send })).toBe(true);
    expect(send.mock.calls[0][0]).toEqual([701, 5]);
    expect(send.mock.calls[0][1]).toMatch(/^checkout-[0-9a-f]{32}$/);
    const after = useShop.getState();
    expect(after).toMatchObject({ cart: [], selected: null, cartOpen: false, checkout: { phase: 'success', count: 2 } });
    expect(ids(after.preview)).toEqual([1001]);
    expect(useSession.getState().user).toMatchObject({ coins: 700 });
    expect(reload).toHaveBeenCalled();
  });

  it('on error keeps the cart and says why; every attempt has its own key', async () => {
    signIn();
    useShop.getState().toggleCart(item(9, 7));
    const send = vi.fn().mockRejectedValue(new Error('Insufficient funds'));
    expect(await runCheckout({ reload: vi.fn(), send })).toBe(false);
    await runCheckout({ reload: vi.fn(), send });
    expect(useShop.getState().checkout).toEqual({ phase: 'error', message: 'Checkout failed: Insufficient funds' });
    expect(ids(useShop.getState().cart)).toEqual([9]);
    expect(send.mock.calls[0][1]).not.toBe(send.mock.calls[1][1]);
  });

  it('refuses an empty cart without asking the server', async () => {
    const send = vi.fn();
    expect(await runCheckout({ reload: vi.fn(), send })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(useShop.getState().checkout).toEqual({ phase: 'error', message: 'Checkout failed: Your cart is empty' });
  });
});
