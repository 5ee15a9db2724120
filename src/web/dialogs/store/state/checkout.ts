import { checkoutResponseSchema, storeRoutes } from '@common/api/routes/store';
import { IDEMPOTENCY_HEADER } from '@common/economy/currency';
import { STORE_TEXT } from '@common/economy/store';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { INVENTORY_QUERY_KEY } from '../../../components/Dressing/useDressing';
import { queryClient as appQueryClient, runMutation } from '../../../queryClient';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { checkoutBlocker } from './cart';
import { clearCache } from './cache';
import { useShop } from './shop';

export type CheckoutAnswer = z.infer<typeof checkoutResponseSchema>;

/** A fresh Idempotency-Key for one checkout attempt (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * POST /api/store/checkout with an Idempotency-Key header: a repeat of the same attempt (a
 * retry after a lost answer) is answered from the first and charges nothing. A mutation whose
 * failure the cart shows itself ('Checkout failed: {message}'), not as a toast.
 */
export function postCheckout(itemIds: readonly number[], idempotencyKey: string): Promise<CheckoutAnswer> {
  return runMutation(() => call(storeRoutes.checkout, { body: { items: JSON.stringify(itemIds) } }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }), {
    meta: { showsOwnError: true },
  });
}

/**
 * The checkout of the shared cart (avatar-economy §4): idle, processing, then success (cart
 * emptied, bought items leave the preview, selection cleared, cart closed, cache cleared, the
 * list reloads and the top bar shows the new balances) or error (the cart is kept and
 * 'Checkout failed: {message}' shows). Resolves true on success.
 */
export async function runCheckout(opts: { reload: () => void; send?: typeof postCheckout }): Promise<boolean> {
  const shop = useShop.getState();
  if (shop.checkout.phase === 'processing') return false;
  const blocked = checkoutBlocker(shop.cart);
  if (blocked) {
    shop.setCheckout({ phase: 'error', message: STORE_TEXT.checkoutFailed(blocked) });
    return false;
  }
  shop.setCheckout({ phase: 'processing' });
  try {
    const answer = await (opts.send ?? postCheckout)(
      shop.cart.map((c) => c.id),
      newIdempotencyKey(),
    );
    const session = useSession.getState();
    session.patchUser({ coins: answer.balances.coins, gems: answer.balances.gems, honor: answer.balances.honor });
    const username = session.user?.username;
    if (username) clearCache(username);
    useShop.getState().purchased(answer.purchased);
    // The wardrobe and the in-world inventory show the new items without a reload.
    void appQueryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY });
    toast.success(STORE_TEXT.purchased(answer.purchased.length));
    opts.reload();
    return true;
  } catch (err) {
    useShop.getState().setCheckout({ phase: 'error', message: STORE_TEXT.checkoutFailed(err instanceof Error ? err.message : STORE_TEXT.fetchFailed) });
    return false;
  }
}
