import { useCallback, useEffect, useState } from 'react';
import { flowRoutes, type FlowStateResponse } from '@common/api/routes/flow';
import type { FlowMultiplier } from '@common/games/flow';
import { ApiError, call } from '../../api/client';
import { useSession } from '../../stores/session';
import { toast } from '../../toast';
import { keep, readKept } from './storage';
import { runMutation } from '../../queryClient';

export interface ActiveMultiplier {
  factor: number;
  /** When it ends on this browser's clock (the server's end, shifted by the clocks' offset). */
  endsAt: number;
}

/**
 * The active multiplier and its purchase: bought through POST /api/flow/multiplier/{n} (gems
 * through the ledger; the top bar updates from the answer), counted down each second, and
 * kept in the browser as nextMultiplierTime. The server's clock decides when it ends.
 */
export function useMultiplier() {
  const [active, setActive] = useState<ActiveMultiplier | null>(() => {
    const until = readKept().nextMultiplierTime;
    return until > Date.now() ? { factor: 0, endsAt: until } : null;
  });
  const [now, setNow] = useState(() => Date.now());
  const [buying, setBuying] = useState<FlowMultiplier | null>(null);

  const fromServer = useCallback((m: { factor: number; endsAt: number } | null, serverTime: number) => {
    const endsAt = m ? m.endsAt - serverTime + Date.now() : 0;
    keep({ nextMultiplierTime: endsAt });
    setNow(Date.now());
    setActive(m ? { factor: m.factor, endsAt } : null);
  }, []);

  const onState = useCallback((s: FlowStateResponse) => fromServer(s.multiplier, s.serverTime), [fromServer]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= active.endsAt) setActive(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);

  const buy = useCallback(
    async (n: FlowMultiplier) => {
      setBuying(n);
      try {
        const res = await runMutation(() => call(flowRoutes.multiplier, { params: { n: String(n) } }));
        useSession.getState().patchUser(res.balances);
        fromServer(res.multiplier, res.serverTime);
        toast.success(res.message);
      } catch (err) {
        // Refused because one is active (another tab bought it): show it.
        if (err instanceof ApiError && err.status === 409) {
          const s = await call(flowRoutes.state, {}).catch(() => null);
          if (s) onState(s);
        }
      } finally {
        setBuying(null);
      }
    },
    [fromServer, onState],
  );

  const left = active ? Math.max(0, active.endsAt - now) : 0;
  return { active: left > 0 ? active : null, left, buying, buy, onState };
}

/** 4:05 */
export const clock = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
