import { colliderToWorld, type ColliderPoint, type LocationData } from './map';

/**
 * Walkability of a location, shared by the server (move validation) and the client
 * (movement, click-to-walk). The collider file's Paths are walkable polygons in collider
 * units; they are converted to world units once and combined with the even-odd rule, so a
 * path inside another is a hole (a house in a plaza).
 *
 * Speed matters: the server checks every move of every player. Edges are bucketed into a grid
 * of square cells; a cell that no edge crosses is entirely inside or outside, decided once, so
 * most point queries are one array read. Other queries cast a ray through one row of cells.
 */

/** Nearest-walkable search radius (live-world §9). */
export const NEAREST_WALKABLE_RADIUS = 50;

const CELL = 32;
/** Offsets of the ray and segment tests so that points exactly on vertices stay stable. */
const EPS = 1e-9;
/** Widening of cell walks so borders are never missed through rounding. */
const SLACK = 1e-6;

interface Edge {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

const enum CellState {
  Outside = 0,
  Inside = 1,
  Mixed = 2,
}

export interface WorldPolygon {
  points: ColliderPoint[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export class Walkability {
  readonly polygons: WorldPolygon[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  private readonly edges: Edge[] = [];
  private readonly cols: number;
  private readonly rows: number;
  /** Edge indices per cell (only for cells some edge crosses). */
  private readonly cellEdges: (number[] | undefined)[];
  private readonly cellState: Uint8Array;
  /** Per edge, the last query stamp that tested it, so a query never tests an edge twice. */
  private readonly stamp: Uint32Array;
  private query = 0;

  constructor(location: LocationData) {
    this.polygons = [];
    for (const collider of location.Colliders) {
      for (const path of collider.Paths) {
        if (path.length < 3) continue;
        const points = path.map((p) => colliderToWorld(p, collider));
        const xs = points.map((p) => p.x);
        const ys = points.map((p) => p.y);
        this.polygons.push({ points, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) });
        for (let i = 0; i < points.length; i++) {
          const a = points[i];
          const b = points[(i + 1) % points.length];
          if (a.x === b.x && a.y === b.y) continue;
          this.edges.push({ ax: a.x, ay: a.y, bx: b.x, by: b.y });
        }
      }
    }
    const has = this.polygons.length > 0;
    this.minX = has ? Math.min(...this.polygons.map((p) => p.minX)) : 0;
    this.minY = has ? Math.min(...this.polygons.map((p) => p.minY)) : 0;
    this.maxX = has ? Math.max(...this.polygons.map((p) => p.maxX)) : 0;
    this.maxY = has ? Math.max(...this.polygons.map((p) => p.maxY)) : 0;
    this.cols = Math.max(1, Math.ceil((this.maxX - this.minX) / CELL) + 1);
    this.rows = Math.max(1, Math.ceil((this.maxY - this.minY) / CELL) + 1);
    this.cellEdges = new Array(this.cols * this.rows);
    this.cellState = new Uint8Array(this.cols * this.rows);
    this.stamp = new Uint32Array(this.edges.length);
    this.edges.forEach((e, i) => this.bucketEdge(e, i));
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        const idx = r * this.cols + c;
        if (this.cellEdges[idx]) this.cellState[idx] = CellState.Mixed;
        else {
          const cx = this.minX + (c + 0.5) * CELL;
          const cy = this.minY + (r + 0.5) * CELL;
          this.cellState[idx] = this.castRay(cx, cy) ? CellState.Inside : CellState.Outside;
        }
      }
    }
  }

  /** Whether a world point is inside the walkable area. */
  isWalkable(x: number, y: number): boolean {
    if (!(x >= this.minX && x <= this.maxX && y >= this.minY && y <= this.maxY)) return false;
    const state = this.cellState[this.cellIndex(x, y)];
    if (state !== CellState.Mixed) return state === CellState.Inside;
    return this.castRay(x, y);
  }

  /**
   * Whether walking in a straight line from a to b stays inside the walkable area: both ends
   * walkable and no polygon edge crossed on the way.
   */
  isSegmentWalkable(ax: number, ay: number, bx: number, by: number): boolean {
    if (!this.isWalkable(ax, ay) || !this.isWalkable(bx, by)) return false;
    const q = this.nextQuery();
    let crossed = false;
    this.visitCellsAlong(ax, ay, bx, by, (idx) => {
      const list = this.cellEdges[idx];
      if (!list) return false;
      for (const ei of list) {
        if (this.stamp[ei] === q) continue;
        this.stamp[ei] = q;
        const e = this.edges[ei];
        if (segmentsIntersect(ax, ay, bx, by, e.ax, e.ay, e.bx, e.by)) {
          crossed = true;
          return true;
        }
      }
      return false;
    });
    return !crossed;
  }

  /**
   * The walkable point nearest to (x, y) within radius, or null. A walkable point is its own
   * answer; otherwise the closest point on a nearby edge, nudged just inside.
   */
  nearestWalkable(x: number, y: number, radius: number = NEAREST_WALKABLE_RADIUS): ColliderPoint | null {
    if (this.isWalkable(x, y)) return { x, y };
    const candidates: { x: number; y: number; d: number; nx: number; ny: number }[] = [];
    const q = this.nextQuery();
    const c0 = this.clampCol(Math.floor((x - radius - this.minX) / CELL));
    const c1 = this.clampCol(Math.floor((x + radius - this.minX) / CELL));
    const r0 = this.clampRow(Math.floor((y - radius - this.minY) / CELL));
    const r1 = this.clampRow(Math.floor((y + radius - this.minY) / CELL));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const list = this.cellEdges[r * this.cols + c];
        if (!list) continue;
        for (const ei of list) {
          if (this.stamp[ei] === q) continue;
          this.stamp[ei] = q;
          const e = this.edges[ei];
          const p = closestOnSegment(x, y, e.ax, e.ay, e.bx, e.by);
          const d = Math.hypot(p.x - x, p.y - y);
          if (d > radius) continue;
          // Edge normal, used to step off the boundary to the walkable side.
          const len = Math.hypot(e.bx - e.ax, e.by - e.ay);
          candidates.push({ x: p.x, y: p.y, d, nx: -(e.by - e.ay) / len, ny: (e.bx - e.ax) / len });
        }
      }
    }
    candidates.sort((a, b) => a.d - b.d);
    for (const cand of candidates) {
      for (const step of [0.5, 1, 2]) {
        for (const sign of [1, -1]) {
          const px = cand.x + sign * cand.nx * step;
          const py = cand.y + sign * cand.ny * step;
          if (Math.hypot(px - x, py - y) <= radius && this.isWalkable(px, py)) return { x: px, y: py };
        }
      }
    }
    return null;
  }

  private nextQuery(): number {
    this.query = (this.query + 1) >>> 0;
    if (this.query === 0) {
      this.stamp.fill(0);
      this.query = 1;
    }
    return this.query;
  }

  private clampCol(c: number): number {
    return Math.min(this.cols - 1, Math.max(0, c));
  }

  private clampRow(r: number): number {
    return Math.min(this.rows - 1, Math.max(0, r));
  }

  private cellIndex(x: number, y: number): number {
    return this.clampRow(Math.floor((y - this.minY) / CELL)) * this.cols + this.clampCol(Math.floor((x - this.minX) / CELL));
  }

  private bucketEdge(e: Edge, index: number): void {
    this.visitCellsAlong(e.ax, e.ay, e.bx, e.by, (idx) => {
      const list = this.cellEdges[idx];
      if (list) list.push(index);
      else this.cellEdges[idx] = [index];
      return false;
    });
  }

  /**
   * Visits every cell a segment touches (a conservative walk over the segment's rows), stopping
   * early when visit returns true.
   */
  private visitCellsAlong(ax: number, ay: number, bx: number, by: number, visit: (idx: number) => boolean): void {
    // Widened by a hair so a segment lying exactly on a cell border is listed on both sides.
    const rLo = this.clampRow(Math.floor((Math.min(ay, by) - SLACK - this.minY) / CELL));
    const rHi = this.clampRow(Math.floor((Math.max(ay, by) + SLACK - this.minY) / CELL));
    for (let r = rLo; r <= rHi; r++) {
      // The x-range of the segment within this row's band (clipped to the segment's ends).
      const yTop = this.minY + r * CELL - SLACK;
      const yBot = yTop + CELL + 2 * SLACK;
      let x0: number;
      let x1: number;
      if (ay === by) {
        x0 = Math.min(ax, bx);
        x1 = Math.max(ax, bx);
      } else {
        const t0 = clamp01((yTop - ay) / (by - ay));
        const t1 = clamp01((yBot - ay) / (by - ay));
        const xa = ax + (bx - ax) * t0;
        const xb = ax + (bx - ax) * t1;
        x0 = Math.min(xa, xb);
        x1 = Math.max(xa, xb);
      }
      const cStart = this.clampCol(Math.floor((x0 - SLACK - this.minX) / CELL));
      const cEnd = this.clampCol(Math.floor((x1 + SLACK - this.minX) / CELL));
      for (let c = cStart; c <= cEnd; c++) if (visit(r * this.cols + c)) return;
    }
  }

  /** Even-odd test: count the edges a ray from (x, y) towards +x crosses. */
  private castRay(x: number, y: number): boolean {
    const row = this.clampRow(Math.floor((y - this.minY) / CELL));
    const cStart = this.clampCol(Math.floor((x - this.minX) / CELL));
    const q = this.nextQuery();
    let inside = false;
    for (let c = cStart; c < this.cols; c++) {
      const list = this.cellEdges[row * this.cols + c];
      if (!list) continue;
      for (const ei of list) {
        if (this.stamp[ei] === q) continue;
        this.stamp[ei] = q;
        const e = this.edges[ei];
        // Half-open rule on y so a vertex shared by two edges is counted once.
        if (e.ay > y !== e.by > y) {
          const xi = e.ax + ((y - e.ay) * (e.bx - e.ax)) / (e.by - e.ay);
          if (xi > x + EPS) inside = !inside;
        }
      }
    }
    return inside;
  }
}

function clamp01(t: number): number {
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

function closestOnSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): ColliderPoint {
  const dx = bx - ax;
  const dy = by - ay;
  const t = clamp01(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy));
  return { x: ax + dx * t, y: ay + dy * t };
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether segments ab and cd share a point (touching counts, so a walk never grazes a wall). */
function segmentsIntersect(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  if (Math.max(ax, bx) < Math.min(cx, dx) || Math.max(cx, dx) < Math.min(ax, bx)) return false;
  if (Math.max(ay, by) < Math.min(cy, dy) || Math.max(cy, dy) < Math.min(ay, by)) return false;
  const d1 = orient(cx, cy, dx, dy, ax, ay);
  const d2 = orient(cx, cy, dx, dy, bx, by);
  const d3 = orient(ax, ay, bx, by, cx, cy);
  const d4 = orient(ax, ay, bx, by, dx, dy);
  return (d1 > 0 ? 1 : d1 < 0 ? -1 : 0) * (d2 > 0 ? 1 : d2 < 0 ? -1 : 0) <= 0 && (d3 > 0 ? 1 : d3 < 0 ? -1 : 0) * (d4 > 0 ? 1 : d4 < 0 ? -1 : 0) <= 0;
}

const cache = new WeakMap<LocationData, Walkability>();

/** The walkability of a location, built once per LocationData object. */
export function walkabilityOf(location: LocationData): Walkability {
  let w = cache.get(location);
  if (!w) {
    w = new Walkability(location);
    cache.set(location, w);
  }
  return w;
}
