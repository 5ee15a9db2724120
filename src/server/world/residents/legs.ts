import type { Walkability } from '@common/world/colliders';
import { facingFrame } from '@common/world/facing';
import type { ColliderPoint } from '@common/world/map';
import { findPath } from '@common/world/pathfinding';

/**
 * A resident's legs: where it stands and the found path it walks, with the path finding a
 * player's click uses. Each step walks along one straight piece of the path and stops at its
 * end, so every move the resident sends is a straight line inside the walkable area (the
 * server checks exactly that).
 */
export class Legs {
  frame: number;
  private path: ColliderPoint[] = [];

  constructor(
    private readonly walk: Walkability,
    public x: number,
    public y: number,
    frame = 0,
  ) {
    this.frame = frame;
  }

  get walking(): boolean {
    return this.path.length > 0;
  }

  /** Plans a walk to (near) `to`; false when the map allows none (the resident stays put). */
  walkTo(to: ColliderPoint): boolean {
    this.path = findPath(this.walk, { x: this.x, y: this.y }, to) ?? [];
    return this.path.length > 0;
  }

  stop(): void {
    this.path = [];
  }

  /** Walks up to `distance` along the path, no further than the next waypoint. */
  advance(distance: number): void {
    const next = this.path[0];
    if (!next) return;
    const dx = next.x - this.x;
    const dy = next.y - this.y;
    const d = Math.hypot(dx, dy);
    this.frame = facingFrame(dx, dy, this.frame);
    if (d <= distance) {
      this.x = next.x;
      this.y = next.y;
      this.path.shift();
    } else {
      this.x += (dx / d) * distance;
      this.y += (dy / d) * distance;
    }
  }

  /** Turns to look at a point (a newcomer being greeted). */
  face(at: ColliderPoint): void {
    this.frame = facingFrame(at.x - this.x, at.y - this.y, this.frame);
  }

  /** Where the server insists the resident is (a refused move). */
  reset(x: number, y: number, frame: number): void {
    this.x = x;
    this.y = y;
    this.frame = frame;
    this.path = [];
  }
}
