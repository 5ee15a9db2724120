import { clientMatchScore } from '@common/world/protocol';
import { settleClaim } from '../modules/flow/claims';
import { TokenBucket } from './rate-limit';
import type { LocalPlayer, Town } from './town';

/**
 * FLOW's socket channel (avatar-economy §7, issue 12 §2): each `match_score` carries one swap,
 * which the server replays on its copy of the player's game (modules/flow/claims.ts), and is
 * answered with `honor_updated` (balance and verdict). The pace and honor caps live there,
 * shared across processes; this socket-side bucket only stops a flood before it reaches the
 * database (a person makes at most one swap per 900 ms chain round).
 */
const CLAIMS = { capacity: 8, perSecond: 2 };

interface FlowSocketState {
  bucket: TokenBucket;
  /** Claims of one player are settled in the order they were sent. */
  queue: Promise<void>;
}
const flowOf = new WeakMap<LocalPlayer, FlowSocketState>();

export function onMatchScore(town: Town, p: LocalPlayer, raw: unknown): Promise<void> | void {
  // The arrival time, before any waiting: the pace is measured between sends, not settles.
  const arrivedAt = Date.now();
  const parsed = clientMatchScore.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  let s = flowOf.get(p);
  if (!s) flowOf.set(p, (s = { bucket: new TokenBucket(CLAIMS.capacity, CLAIMS.perSecond), queue: Promise.resolve() }));
  if (!s.bucket.take(1, arrivedAt)) return town.throttled(p);
  const settle = async () => {
    const update = await settleClaim(town.ctx, town.counters, p.userId, parsed.data, arrivedAt);
    if (p.socket.connected) p.socket.emit('honor_updated', update);
  };
  const next = s.queue.then(settle);
  s.queue = next.catch(() => {});
  return next;
}
