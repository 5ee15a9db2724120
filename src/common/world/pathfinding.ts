import type { Walkability } from './colliders';
import { NEAREST_WALKABLE_RADIUS } from './colliders';
import type { ColliderPoint } from './map';

/** Click-to-walk search limits (live-world §9). */
export const PATH_MAX_ITERATIONS = 1000;
export const PATH_STEP = 16;

const DIRS: readonly [number, number, number][] = [
  [1, 0, 1],
  [-1, 0, 1],
  [0, 1, 1],
  [0, -1, 1],
  [1, 1, Math.SQRT2],
  [1, -1, Math.SQRT2],
  [-1, 1, Math.SQRT2],
  [-1, -1, Math.SQRT2],
];

interface Node {
  i: number;
  j: number;
  g: number;
  f: number;
  parent: Node | null;
  closed: boolean;
}

/** Length of a walk from `from` through the waypoints. */
export function pathLength(from: ColliderPoint, path: ColliderPoint[]): number {
  let len = 0;
  let prev = from;
  for (const p of path) {
    len += Math.hypot(p.x - prev.x, p.y - prev.y);
    prev = p;
  }
  return len;
}

/**
 * The waypoints to walk from `from` to the walkable point nearest `to` (within 50 units), or
 * null when the target is not walkable or no path is found within the iteration limit. A* runs
 * on a 16-unit grid anchored at the start; the result is smoothed by line of sight so the
 * avatar walks straight lines rather than grid steps. The start itself is not included.
 */
export function findPath(
  walk: Walkability,
  from: ColliderPoint,
  to: ColliderPoint,
  maxIterations: number = PATH_MAX_ITERATIONS,
): ColliderPoint[] | null {
  const start = walk.nearestWalkable(from.x, from.y, NEAREST_WALKABLE_RADIUS);
  const goal = walk.nearestWalkable(to.x, to.y, NEAREST_WALKABLE_RADIUS);
  if (!start || !goal) return null;
  if (walk.isSegmentWalkable(start.x, start.y, goal.x, goal.y)) return [goal];

  const at = (n: { i: number; j: number }): ColliderPoint => ({ x: start.x + n.i * PATH_STEP, y: start.y + n.j * PATH_STEP });
  const h = (p: ColliderPoint) => Math.hypot(goal.x - p.x, goal.y - p.y) / PATH_STEP;
  const nodes = new Map<string, Node>();
  const open = new MinHeap<Node>((a, b) => a.f - b.f);
  const first: Node = { i: 0, j: 0, g: 0, f: h(start), parent: null, closed: false };
  nodes.set('0,0', first);
  open.push(first);

  let reached: Node | null = null;
  for (let iter = 0; iter < maxIterations && open.size > 0; iter++) {
    const node = open.pop()!;
    if (node.closed) continue;
    node.closed = true;
    const p = at(node);
    // Close enough to see the goal: finish with a straight line.
    if (h(p) <= 4 && walk.isSegmentWalkable(p.x, p.y, goal.x, goal.y)) {
      reached = node;
      break;
    }
    for (const [di, dj, cost] of DIRS) {
      const i = node.i + di;
      const j = node.j + dj;
      const key = `${i},${j}`;
      let next = nodes.get(key);
      if (next?.closed) continue;
      const g = node.g + cost;
      if (next && g >= next.g) continue;
      const q = at({ i, j });
      if (!walk.isSegmentWalkable(p.x, p.y, q.x, q.y)) continue;
      if (!next) {
        next = { i, j, g, f: g + h(q), parent: node, closed: false };
        nodes.set(key, next);
      } else {
        next.g = g;
        next.f = g + h(q);
        next.parent = node;
      }
      open.push(next);
    }
  }
  if (!reached) return null;

  const raw: ColliderPoint[] = [goal];
  for (let n: Node | null = reached; n; n = n.parent) raw.push(at(n));
  raw.reverse(); // start ... goal
  return smooth(walk, raw).slice(1);
}

/** Keeps only the waypoints needed: from each kept point, jump to the farthest one in sight. */
function smooth(walk: Walkability, points: ColliderPoint[]): ColliderPoint[] {
  const out = [points[0]];
  let anchor = 0;
  while (anchor < points.length - 1) {
    let next = anchor + 1;
    for (let k = points.length - 1; k > anchor + 1; k--) {
      if (walk.isSegmentWalkable(points[anchor].x, points[anchor].y, points[k].x, points[k].y)) {
        next = k;
        break;
      }
    }
    out.push(points[next]);
    anchor = next;
  }
  return out;
}

class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.less(a[i], a[parent]) >= 0) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m]) < 0) m = l;
        if (r < a.length && this.less(a[r], a[m]) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}
