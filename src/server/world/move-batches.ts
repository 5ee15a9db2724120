import { encodeMoves, type MoveBatch, type MoveUpdate } from '@common/world/move-batch';
import type { PlayerState } from '@common/world/protocol';
import { interestOf, ZONE_COUNT } from '@common/world/zones';

/** What the batches need of a player who moved. */
export interface Mover {
  /** Player.id */
  id: number;
  zone: number;
  state: PlayerState;
  /** The client's send stamp of the last accepted move. */
  t?: number;
}

/**
 * Outgoing positions, batched per tick and per zone of interest (as WorkAdventure does): each
 * zone where someone may be listening gets one batch with the players in its area of interest
 * who moved since the last tick (their latest position only), encoded once for everyone in
 * that zone, so cost follows the players near each mover rather than everyone in town.
 */
export function sendMoveBatches(
  movers: Iterable<Mover>,
  /** Whether anyone may be listening in a zone (false skips building its batch). */
  listening: (zone: number) => boolean,
  send: (zone: number, batch: MoveBatch) => void,
): void {
  const byZone = new Map<number, MoveUpdate[]>();
  const now = Date.now();
  for (const p of movers) {
    const update: MoveUpdate = { id: p.id, x: p.state.x, y: p.state.y, frame: p.state.frame, t: p.t };
    const list = byZone.get(p.zone);
    if (list) list.push(update);
    else byZone.set(p.zone, [update]);
  }
  for (let zone = 0; zone < ZONE_COUNT; zone++) {
    if (!listening(zone)) continue;
    const { first, last } = interestOf(zone);
    const updates: MoveUpdate[] = [];
    for (let z = first; z <= last; z++) {
      const list = byZone.get(z);
      if (list) for (const u of list) updates.push(u);
    }
    if (updates.length > 0) send(zone, encodeMoves(updates, now));
  }
}
