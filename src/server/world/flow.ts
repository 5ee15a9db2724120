import { clientMatchScore } from '@common/world/protocol';
import { settleClaim } from '../modules/flow/claims';
import type { LocalPlayer, Town } from './town';

/**
 * FLOW's socket channel (avatar-economy §7, issue 12 §2): each `match_score` carries one swap,
 * which the server replays on its copy of the player's game (modules/flow/claims.ts), and is
 * answered with `honor_updated` (balance and verdict). The pace and honor caps live there,
 * shared across processes; the socket's `claims` bucket (rate-limit.ts) only stops a flood
 * before it reaches the database.
 */

export function onMatchScore(town: Town, p: LocalPlayer, raw: unknown): Promise<void> | void {
  // The arrival time, before any waiting: the pace is measured between sends, not settles.
  const arrivedAt = Date.now();
  const parsed = clientMatchScore.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  if (!p.buckets.claims.take(1, arrivedAt)) return town.throttled(p);
  const settle = async () => {
    const update = await settleClaim(town.ctx, town.counters, p.userId, parsed.data, arrivedAt);
    if (p.socket.connected) p.socket.emit('honor_updated', update);
  };
  const next = p.claimed.then(settle);
  p.claimed = next.catch(() => {});
  return next;
}
