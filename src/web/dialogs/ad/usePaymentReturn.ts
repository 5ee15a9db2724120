import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@common/api/routes/payments';
import { call } from '../../api/client';
import { useSession } from '../../stores/session';
import { CATALOG_KEY } from './usePayments';

/** How long the page waits for the provider's event after coming back (it usually lands first). */
const POLL_MS = 1_500;
const POLL_TRIES = 40;

/**
 * After coming back from the payment page: the checkout's state, asked until the grant has
 * landed (Stripe's webhook may arrive a moment after the player). Once it has, the session's
 * coins, gems and membership become the server's (set, never added: the top bar moves once) and
 * the catalog is read again.
 */
export function usePaymentReturn(sessionId: string | undefined) {
  const client = useQueryClient();
  const tries = useRef(0);
  const status = useQuery({
    queryKey: ['payments', 'checkout', sessionId],
    enabled: !!sessionId,
    queryFn: ({ signal }) => {
      tries.current += 1;
      return call(paymentsRoutes.status, { params: { id: sessionId! } }, { signal });
    },
    refetchInterval: (q) => (q.state.data?.status === 'open' && tries.current < POLL_TRIES ? POLL_MS : false),
    staleTime: 0,
  });
  const done = status.data?.status === 'complete';
  const data = status.data;
  useEffect(() => {
    if (!done || !data) return;
    useSession.getState().patchUser({ ...data.balances, membership: data.membership });
    void client.invalidateQueries({ queryKey: CATALOG_KEY });
  }, [done, data, client]);
  return status;
}
