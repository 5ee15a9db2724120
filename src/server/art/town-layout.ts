import { TOWN } from '@common/world/map';
import { rng, pick, between } from './rng';

/**
 * The plan of Old Road Town in world units (x right, y down, 5164x1000): a row of houses and
 * shops along the back pavement, the old road across the whole map, a front pavement with
 * lamps and trees, and a plaza with a fountain in the middle. The painter (map.ts) and the
 * collider file (town.ts) both read this plan, so what is walkable is what the picture shows.
 */
export const W = TOWN.width;
export const H = TOWN.height;

/** House fronts stand on this line; the back pavement starts here. */
export const HOUSE_LINE_Y = 560;
export const ROAD_TOP_Y = 665;
export const ROAD_BOTTOM_Y = 825;
/** The front pavement ends here; below are flower beds and the fence (not walkable). */
export const FRONT_EDGE_Y = 905;
export const EDGE_X = 40;

export const PLAZA = { left: 2190, right: 2974, top: 400 } as const;
export const FOUNTAIN = { cx: 2582, cy: 505, rx: 118, ry: 46 } as const;

export interface House {
  x: number;
  width: number;
  height: number;
  kind: 'house' | 'shop';
  wall: string;
  roof: string;
  sign?: string;
  floors: number;
}

export interface Prop {
  x: number;
  y: number;
}

const WALLS = ['#f3d9b1', '#e8b796', '#cfe0c3', '#f6e7c8', '#d9c6e6', '#bcd7e4', '#f2c6b8', '#e9dcc1'];
const ROOFS = ['#b5533c', '#7a4e3a', '#5e6f8f', '#8f3f4b', '#4f7a5a', '#a8663a'];
const SHOPS = ['Bakery', 'Café', 'Books', 'Tailor', 'Gem Shop', 'Toys', 'Flowers', 'Post Office', 'Records', 'Tea Room', 'Barber', 'Market'];

function buildHouses(): House[] {
  const r = rng('old-road-town');
  const houses: House[] = [];
  let shop = 0;
  const row = (from: number, to: number) => {
    let x = from;
    while (x < to - 200) {
      const width = Math.min(Math.round(between(r, 250, 370)), to - x);
      const isShop = r() < 0.5;
      houses.push({
        x,
        width,
        height: Math.round(between(r, 300, 420)),
        kind: isShop ? 'shop' : 'house',
        wall: pick(r, WALLS),
        roof: pick(r, ROOFS),
        sign: isShop ? SHOPS[shop++ % SHOPS.length] : undefined,
        floors: r() < 0.5 ? 2 : 3,
      });
      x += width + Math.round(between(r, 18, 40));
    }
  };
  row(30, PLAZA.left - 20);
  row(PLAZA.right + 20, W - 30);
  return houses;
}

export const HOUSES: readonly House[] = buildHouses();

/** Street lamps on the back pavement (drawn behind avatars) and the front one (in front). */
export const BACK_LAMPS: readonly Prop[] = Array.from({ length: 8 }, (_, i) => ({ x: 330 + i * 640, y: HOUSE_LINE_Y + 22 })).filter(
  (p) => p.x < PLAZA.left - 40 || p.x > PLAZA.right + 40,
);
export const FRONT_LAMPS: readonly Prop[] = Array.from({ length: 9 }, (_, i) => ({ x: 260 + i * 580, y: FRONT_EDGE_Y - 12 }));
/** Trees in the flower beds along the front edge (foreground). */
export const FRONT_TREES: readonly Prop[] = Array.from({ length: 9 }, (_, i) => ({ x: 550 + i * 580, y: FRONT_EDGE_Y + 30 }));
/** Benches in the plaza, one each side of the fountain. */
export const BENCHES: readonly Prop[] = [
  { x: PLAZA.left + 110, y: 470 },
  { x: PLAZA.right - 110, y: 470 },
];
export const BENCH_SIZE = { w: 130, h: 26 } as const;
export const LAMP_BASE = { w: 28, h: 14 } as const;

export const SPAWN_POINTS: readonly Prop[] = [
  { x: 2420, y: 610 },
  { x: 2744, y: 610 },
  { x: 2582, y: 640 },
  { x: 2300, y: 720 },
  { x: 2860, y: 720 },
];
