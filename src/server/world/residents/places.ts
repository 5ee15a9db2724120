import type { Walkability } from '@common/world/colliders';
import { FACING } from '@common/world/facing';
import type { ColliderPoint } from '@common/world/map';
import { BENCHES, FOUNTAIN, FRONT_EDGE_Y, FRONT_LAMPS, HOUSE_LINE_Y, HOUSES, PLAZA, ROAD_BOTTOM_Y, ROAD_TOP_Y } from '../../art/town-layout';

/** Somewhere a resident goes and stands a while, facing what there is to look at. */
export interface Place extends ColliderPoint {
  name: string;
  frame: number;
}

/** The middle of the town, where newcomers arrive: residents stroll around it. */
export const TOWN_CENTRE_X = (PLAZA.left + PLAZA.right) / 2;

/**
 * The places of Old Road Town's plan (art/town-layout.ts) worth walking to: shop windows
 * (looking in), around the fountain (looking at it), beside the benches and lamps (looking out
 * at the street), and spots across the road. Only those within `halfWidth` of the plaza's
 * middle, moved to the nearest walkable point of `walk` (places the world's map does not allow
 * are left out, so a town with another map still works: residents then pick walkable spots).
 */
export function placesOf(walk: Walkability, halfWidth: number): Place[] {
  const wanted: Place[] = [
    ...HOUSES.filter((h) => h.sign).map((h) => ({ name: h.sign!, x: h.x + h.width / 2, y: HOUSE_LINE_Y + 40, frame: FACING.back })),
    { name: 'Fountain, south side', x: FOUNTAIN.cx, y: FOUNTAIN.cy + FOUNTAIN.ry + 45, frame: FACING.back },
    { name: 'Fountain, west side', x: FOUNTAIN.cx - FOUNTAIN.rx - 55, y: FOUNTAIN.cy + 10, frame: FACING.frontRight },
    { name: 'Fountain, east side', x: FOUNTAIN.cx + FOUNTAIN.rx + 55, y: FOUNTAIN.cy + 10, frame: FACING.frontLeft },
    ...BENCHES.map((b, i) => ({ name: `Bench ${i + 1}`, x: b.x, y: b.y + 40, frame: FACING.front })),
    ...FRONT_LAMPS.map((l, i) => ({ name: `Lamp ${i + 1}`, x: l.x + 50, y: FRONT_EDGE_Y - 40, frame: FACING.front })),
    ...[-600, -250, 250, 600].map((dx) => ({ name: `Road ${dx}`, x: FOUNTAIN.cx + dx, y: (ROAD_TOP_Y + ROAD_BOTTOM_Y) / 2, frame: FACING.front })),
  ];
  const out: Place[] = [];
  for (const p of wanted) {
    if (Math.abs(p.x - TOWN_CENTRE_X) > halfWidth) continue;
    const spot = walk.nearestWalkable(p.x, p.y);
    if (spot) out.push({ ...p, x: spot.x, y: spot.y });
  }
  return out;
}

/** A random walkable point of the beat, for a town whose map has none of the places. */
export function randomSpot(walk: Walkability, halfWidth: number, random: () => number): Place | null {
  const minX = Math.max(walk.minX, TOWN_CENTRE_X - halfWidth);
  const maxX = Math.min(walk.maxX, TOWN_CENTRE_X + halfWidth);
  for (let i = 0; i < 50; i++) {
    const x = minX + random() * (maxX - minX);
    const y = walk.minY + random() * (walk.maxY - walk.minY);
    if (walk.isWalkable(x, y)) return { name: 'somewhere', x, y, frame: FACING.front };
  }
  return null;
}
