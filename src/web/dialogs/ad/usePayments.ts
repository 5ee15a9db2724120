import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackRoutes } from '@common/api/routes/feedback';
import { paymentsRoutes } from '@common/api/routes/payments';
import type { ProductId } from '@common/payments/catalog';
import { FEEDBACK_TEXT, cancelledText } from '@common/payments/texts';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../../api/client';
import { toast } from '../../toast';

export const CATALOG_KEY = ['payments', 'catalog'] as const;

/** The support page's catalog: products, stock left, goal, leaderboard, the player's membership. */
export function useCatalog() {
  return useQuery({
    queryKey: CATALOG_KEY,
    queryFn: ({ signal }) => call(paymentsRoutes.catalog, {}, { signal }),
    staleTime: 15_000,
  });
}

/** Starts a checkout and leaves for the provider's page (Stripe's, or the app's test page). */
export function useCheckout() {
  return useMutation({
    mutationFn: (product: ProductId) => call(paymentsRoutes.checkout, { body: { product } }),
    onSuccess: (res) => window.location.assign(res.url),
  });
}

/** 'Cancel subscription' through POST /api/feedback: the end date in a 15-second toast, or the failure's message. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(feedbackRoutes.send, { body: { message: FEEDBACK_TEXT.cancelMessage } }),
    onSuccess: (res) => {
      toast.success(res.membershipEndsAt ? cancelledText(new Date(res.membershipEndsAt)) : res.message, TOAST_LONG_MS);
      void client.invalidateQueries({ queryKey: CATALOG_KEY });
    },
    // Its failure stays up as long as its answer would (15 s), not the usual toast's time.
    meta: { showsOwnError: true },
    onError: (err) => toast.error(err.message, TOAST_LONG_MS),
  });
}
