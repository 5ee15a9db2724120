import { cartTotals, STORE_TEXT, type StoreItem } from '@common/economy/store';
import type { Balances } from '@common/economy/currency';

/**
 * Cart rules (avatar-economy §4, §5): an item can be added unless already owned or already in
 * the cart; adding an item that is in the cart takes it out. Pure functions.
 */
export type CartItem = Pick<StoreItem, 'id' | 'name' | 'category' | 'rarity' | 'alreadyOwned' | 'canBuyWithCoins' | 'costCoins' | 'costGems' | 'quantity'>;

export type CartToggle = 'added' | 'removed' | 'owned' | 'soldOut';

export const inCart = (cart: readonly { id: number }[], id: number) => cart.some((c) => c.id === id);

/** True when the item may go into the cart now. */
export const canAddToCart = (cart: readonly CartItem[], item: CartItem) => !item.alreadyOwned && item.quantity !== 0 && !inCart(cart, item.id);

export function toggleCart<T extends CartItem>(cart: readonly T[], item: T): { cart: T[]; result: CartToggle } {
  if (inCart(cart, item.id)) return { cart: cart.filter((c) => c.id !== item.id), result: 'removed' };
  if (item.alreadyOwned) return { cart: [...cart], result: 'owned' };
  if (item.quantity === 0) return { cart: [...cart], result: 'soldOut' };
  return { cart: [...cart, item], result: 'added' };
}

/** Adds every item that can be added; `added` is empty when all of them were already there (or owned). */
export function addAll<T extends CartItem>(cart: readonly T[], items: readonly T[]): { cart: T[]; added: T[] } {
  const next = [...cart];
  const added: T[] = [];
  for (const item of items) {
    if (canAddToCart(next, item)) {
      next.push(item);
      added.push(item);
    }
  }
  return { cart: next, added };
}

export interface CartSummary {
  totals: { coins: number; gems: number };
  /** Coins and gems the player would lack (0 when affordable). */
  short: { coins: number; gems: number };
  affordable: boolean;
}

export function cartSummary(cart: readonly CartItem[], balances: Pick<Balances, 'coins' | 'gems'>): CartSummary {
  const totals = cartTotals([...cart]);
  const short = { coins: Math.max(0, totals.coins - balances.coins), gems: Math.max(0, totals.gems - balances.gems) };
  return { totals, short, affordable: short.coins === 0 && short.gems === 0 };
}

/** Why a checkout cannot start here, with the spec's text; null when it can (the server decides the rest). */
export function checkoutBlocker(cart: readonly CartItem[]): string | null {
  return cart.length === 0 ? STORE_TEXT.cartEmpty : null;
}

/** Applies a checkout's answer to list items: the bought ones are owned now. */
export function markOwned<T extends { id: number; alreadyOwned: boolean }>(items: readonly T[], purchased: readonly number[]): T[] {
  const bought = new Set(purchased);
  return items.map((i) => (bought.has(i.id) && !i.alreadyOwned ? { ...i, alreadyOwned: true } : i));
}
