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
 * Movers are put in id order once a tick, as the batch's packed ids want them
 * (move-batch.ts); each zone's batch takes them in that order.
 */
export function sendMoveBatches(
  movers: Iterable<Mover>,
  /** Whether anyone may be listening in a zone (false skips building its batch). */
  listening: (zone: number) => boolean,
  send: (zone: number, batch: MoveBatch) => void,
): void {
  const now = Date.now();
  const updates: MoveUpdate[] = [];
  const zones: number[] = [];
  for (const p of [...movers].sort((a, b) => a.id - b.id)) {
    updates.push({ id: p.id, x: p.state.x, y: p.state.y, frame: p.state.frame, t: p.t });
    zones.push(p.zone);
  }
  const near: MoveUpdate[] = [];
  for (let zone = 0; zone < ZONE_COUNT; zone++) {
    if (!listening(zone)) continue;
    const { first, last } = interestOf(zone);
    near.length = 0;
    for (let i = 0; i < updates.length; i++) {
      const z = zones[i]!;
      if (z >= first && z <= last) near.push(updates[i]!);
    }
    if (near.length > 0) send(zone, encodeMoves(near, now));
  }
}
