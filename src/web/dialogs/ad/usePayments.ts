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
    queryFn: ({ signal }) => call(paymentsRoutes.catalog, {}, { signal, quiet: true }),
    staleTime: 15_000,
  });
}

/** Starts a checkout and leaves for the provider's page (Stripe's, or the app's test page). */
export function useCheckout() {
  return useMutation({
    mutationFn: (product: ProductId) => call(paymentsRoutes.checkout, { body: { product } }, { quiet: true }),
    onSuccess: (res) => window.location.assign(res.url),
    onError: (err) => toast.error(err.message),
  });
}

/** 'Cancel subscription' through POST /api/feedback: the end date in a 15-second toast, or the failure's message. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(feedbackRoutes.send, { body: { message: FEEDBACK_TEXT.cancelMessage } }, { quiet: true }),
    onSuccess: (res) => {
      toast.success(res.membershipEndsAt ? cancelledText(new Date(res.membershipEndsAt)) : res.message, TOAST_LONG_MS);
      void client.invalidateQueries({ queryKey: CATALOG_KEY });
    },
    onError: (err) => toast.error(err.message, TOAST_LONG_MS),
  });
}
