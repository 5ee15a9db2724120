import { worldToCollider, type ColliderPoint, type LocationData } from '@common/world/map';
import { BENCHES, BENCH_SIZE, EDGE_X, FOUNTAIN, FRONT_EDGE_Y, FRONT_LAMPS, HOUSE_LINE_Y, LAMP_BASE, PLAZA, SPAWN_POINTS, W } from './town-layout';

/**
 * Old Road Town's location data (live-world §3, §9): walkable polygons in collider units
 * (world = point x 57.25 + offset, y flipped) and spawn points. The first path is the outer
 * walkable area (back pavement, the road, front pavement and the plaza); the others are
 * holes in it under the even-odd rule (the fountain, benches, lamp posts). Pure and
 * deterministic: the world server calls it directly and /cdn serves the same JSON.
 */
export function loadTownLocation(): LocationData {
  const outer: ColliderPoint[] = [
    { x: EDGE_X, y: HOUSE_LINE_Y + 14 },
    { x: PLAZA.left, y: HOUSE_LINE_Y + 14 },
    { x: PLAZA.left, y: PLAZA.top },
    { x: PLAZA.right, y: PLAZA.top },
    { x: PLAZA.right, y: HOUSE_LINE_Y + 14 },
    { x: W - EDGE_X, y: HOUSE_LINE_Y + 14 },
    { x: W - EDGE_X, y: FRONT_EDGE_Y },
    { x: EDGE_X, y: FRONT_EDGE_Y },
  ];
  const fountain = ellipse(FOUNTAIN.cx, FOUNTAIN.cy, FOUNTAIN.rx + 8, FOUNTAIN.ry + 6, 20);
  const benches = BENCHES.map((b) => rect(b.x - BENCH_SIZE.w / 2, b.y - BENCH_SIZE.h / 2, BENCH_SIZE.w, BENCH_SIZE.h));
  const lamps = FRONT_LAMPS.map((l) => rect(l.x - LAMP_BASE.w / 2, l.y - LAMP_BASE.h - 6, LAMP_BASE.w, LAMP_BASE.h));
  const paths = [outer, fountain, ...benches, ...lamps].map((path) => path.map(toCollider));
  return {
    Colliders: [{ Position: { x: 0, y: 0 }, Scale: { x: 1, y: 1 }, Paths: paths }],
    SpawnPoints: SPAWN_POINTS.map(toCollider),
  };
}

const round = (n: number) => Math.round(n * 10000) / 10000;
function toCollider(p: ColliderPoint): ColliderPoint {
  const c = worldToCollider(p);
  return { x: round(c.x), y: round(c.y) };
}

function rect(x: number, y: number, w: number, h: number): ColliderPoint[] {
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}

function ellipse(cx: number, cy: number, rx: number, ry: number, n: number): ColliderPoint[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry };
  });
}
