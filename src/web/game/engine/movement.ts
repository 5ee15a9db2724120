import { FORCED_UPDATE_MS, FORCED_UPDATE_OPTIMIZED_MS, MOVE_SEND_THROTTLE_MS } from '@common/world/protocol';
import { PLAYER_SPEED, type ColliderPoint } from '@common/world/map';
import type { Walkability } from '@common/world/colliders';
import { findPath } from '@common/world/pathfinding';
import { facingFrame } from '@common/world/facing';

/**
 * The local player's movement: it moves at once (the server checks and corrects afterwards).
 * Keys and the joystick give a direction; a click gives a path to follow until reached.
 * Movement stays inside the walkable area, sliding along walls rather than sticking to them.
 */
export class LocalMover {
  x: number;
  y: number;
  frame: number;
  private path: ColliderPoint[] | null = null;

  constructor(x: number, y: number, frame: number) {
    this.x = x;
    this.y = y;
    this.frame = frame;
  }

  /** Walks to a clicked point along a found path; false when it is not reachable. */
  walkTo(walk: Walkability, target: ColliderPoint): boolean {
    const path = findPath(walk, { x: this.x, y: this.y }, target);
    this.path = path && path.length > 0 ? path : null;
    return this.path !== null;
  }

  get walkingPath(): readonly ColliderPoint[] | null {
    return this.path;
  }

  /** The server refused a move: snap there and stop walking. */
  correct(x: number, y: number, frame: number): void {
    this.x = x;
    this.y = y;
    this.frame = frame;
    this.path = null;
  }

  /**
   * Advances by dt seconds. `dir` is the key or joystick direction (length 0-1); any direction
   * cancels a click-to-walk path. Returns true when the position changed.
   */
  step(dt: number, dir: { x: number; y: number }, walk: Walkability | null): boolean {
    const len = Math.hypot(dir.x, dir.y);
    if (len > 0) {
      this.path = null;
      const k = Math.min(1, len) / len;
      return this.tryMove(dir.x * k * PLAYER_SPEED * dt, dir.y * k * PLAYER_SPEED * dt, walk);
    }
    if (!this.path) return false;
    let budget = PLAYER_SPEED * dt;
    let moved = false;
    while (budget > 0 && this.path.length > 0) {
      const next = this.path[0]!;
      const dx = next.x - this.x;
      const dy = next.y - this.y;
      const d = Math.hypot(dx, dy);
      if (d <= budget) {
        this.frame = facingFrame(dx, dy, this.frame);
        this.x = next.x;
        this.y = next.y;
        this.path.shift();
        budget -= d;
        moved = true;
      } else {
        this.frame = facingFrame(dx, dy, this.frame);
        this.x += (dx / d) * budget;
        this.y += (dy / d) * budget;
        budget = 0;
        moved = true;
      }
    }
    if (this.path.length === 0) this.path = null;
    return moved;
  }

  private tryMove(dx: number, dy: number, walk: Walkability | null): boolean {
    const ok = (nx: number, ny: number) => !walk || walk.isSegmentWalkable(this.x, this.y, nx, ny);
    this.frame = facingFrame(dx, dy, this.frame);
    for (const [mx, my] of [
      [dx, dy],
      [dx, 0],
      [0, dy],
    ] as const) {
      if ((mx !== 0 || my !== 0) && ok(this.x + mx, this.y + my)) {
        this.x += mx;
        this.y += my;
        return true;
      }
    }
    return false;
  }
}

/**
 * When to send a move (live-world §9): at most every 175 ms while moving, and a forced update
 * every 3 s (5 s in optimized mode) even when standing still.
 */
export class MoveSendClock {
  private lastSent = -Infinity;
  private dirty = false;

  constructor(private readonly optimized: () => boolean) {}

  moved(): void {
    this.dirty = true;
  }

  /** True when a move should go out now (and records it as sent). */
  due(now: number): boolean {
    const since = now - this.lastSent;
    const forced = this.optimized() ? FORCED_UPDATE_OPTIMIZED_MS : FORCED_UPDATE_MS;
    if ((this.dirty && since >= MOVE_SEND_THROTTLE_MS) || since >= forced) {
      this.lastSent = now;
      this.dirty = false;
      return true;
    }
    return false;
  }
}
