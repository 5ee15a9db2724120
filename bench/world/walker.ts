import { walkabilityOf } from '@common/world/colliders';
import { facingFrame } from '@common/world/facing';
import { PLAYER_SPEED, type ColliderPoint } from '@common/world/map';
import { findPath } from '@common/world/pathfinding';
import { loadTownLocation } from '@server/art/town';

const walk = walkabilityOf(loadTownLocation());

/** Bots walk a little under the speed limit, as a player holding an arrow key does. */
const BOT_SPEED = PLAYER_SPEED * 0.95;

/** A random walkable point of the town. */
export function randomWalkable(random = Math.random): ColliderPoint {
  for (;;) {
    const x = walk.minX + random() * (walk.maxX - walk.minX);
    const y = walk.minY + random() * (walk.maxY - walk.minY);
    if (walk.isWalkable(x, y)) return { x, y };
  }
}

/**
 * A bot's legs: from its position, along a found path to a random walkable target, then to
 * the next one, forever; the same path finding a player's click uses.
 */
export class Walker {
  frame = 0;
  private path: ColliderPoint[] = [];

  constructor(
    public x: number,
    public y: number,
  ) {}

  /** Where the bot is after `seconds` more of walking. */
  advance(seconds: number): void {
    let budget = BOT_SPEED * seconds;
    while (budget > 0) {
      if (this.path.length === 0) {
        this.path = findPath(walk, { x: this.x, y: this.y }, randomWalkable()) ?? [];
        if (this.path.length === 0) return;
      }
      const next = this.path[0];
      const dx = next.x - this.x;
      const dy = next.y - this.y;
      const d = Math.hypot(dx, dy);
      this.frame = facingFrame(dx, dy, this.frame);
      if (d <= budget) {
        this.x = next.x;
        this.y = next.y;
        this.path.shift();
        budget -= d;
      } else {
        this.x += (dx / d) * budget;
        this.y += (dy / d) * budget;
        budget = 0;
      }
    }
  }

  /** Snap to a position the server insists on. */
  reset(x: number, y: number): void {
    this.x = x;
    this.y = y;
    this.path = [];
  }
}
