import type { Walkability } from '@common/world/colliders';
import { findPath, pathLength } from '@common/world/pathfinding';
import { PLAYER_SPEED } from '@common/world/map';

/**
 * Server-side move validation. The server owns positions: a move must end on a walkable
 * point, be reachable from the last accepted position without leaving the walkable area, and
 * fit the speed limit.
 *
 * Speed is a distance budget refilled with server time: PLAYER_SPEED x SPEED_TOLERANCE per
 * second, holding at most BURST_SECONDS of walking. Moves sent every 175 ms that arrive
 * bunched up by the network still pass (the budget saved while they were delayed pays for
 * them), while a client walking faster than the tolerance runs the budget dry and is refused.
 */
export const SPEED_TOLERANCE = 1.25;
export const BURST_SECONDS = 1;
/** A move may round a corner: its detour is found with this small search (16-unit steps). */
const CORNER_SEARCH_ITERATIONS = 40;
const CORNER_DETOUR_FACTOR = 1.5;

export type MoveVerdict = 'ok' | 'collider' | 'speed';

export class MoveBudget {
  private budget: number;
  private at: number;

  constructor(now = Date.now()) {
    this.budget = PLAYER_SPEED * BURST_SECONDS;
    this.at = now;
  }

  private refill(now: number): void {
    const cap = PLAYER_SPEED * BURST_SECONDS;
    this.budget = Math.min(cap, this.budget + ((now - this.at) / 1000) * PLAYER_SPEED * SPEED_TOLERANCE);
    this.at = now;
  }

  /** Spends `distance` if the budget holds it. */
  spend(distance: number, now = Date.now()): boolean {
    this.refill(now);
    if (distance > this.budget + 1e-6) return false;
    this.budget -= distance;
    return true;
  }
}

export function checkMove(
  walk: Walkability,
  from: { x: number; y: number },
  to: { x: number; y: number },
  budget: MoveBudget,
  now = Date.now(),
): MoveVerdict {
  if (!walk.isWalkable(to.x, to.y)) return 'collider';
  let distance = Math.hypot(to.x - from.x, to.y - from.y);
  if (!walk.isSegmentWalkable(from.x, from.y, to.x, to.y)) {
    // Samples of a walk around a corner cut the corner; accept it if a short detour exists.
    const detour = distance <= PLAYER_SPEED * BURST_SECONDS ? findPath(walk, from, to, CORNER_SEARCH_ITERATIONS) : null;
    if (!detour) return 'collider';
    const len = pathLength(from, detour);
    if (len > distance * CORNER_DETOUR_FACTOR + 16) return 'collider';
    distance = len;
  }
  return budget.spend(distance, now) ? 'ok' : 'speed';
}
