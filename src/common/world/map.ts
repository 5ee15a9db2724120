/** Old Road Town (live-world §9). */
export const TOWN = {
  name: 'Old Road Town',
  width: 5164,
  height: 1000,
  /** Collider file points are in collider units; world = point * scale + offset (y flipped). */
  colliderScale: 57.25,
  colliderOffsetX: 2582,
  colliderOffsetY: -540,
} as const;

/** Player speed in world units per second: 210 x the map multiplier. */
export const MAP_SPEED_MULTIPLIER = 1;
export const PLAYER_SPEED = 210 * MAP_SPEED_MULTIPLIER;

/** Sprite frames: 6 views of 425x850 (213x425 in optimized mode). */
export const FRAME_WIDTH = 425;
export const FRAME_HEIGHT = 850;
export const FRAME_WIDTH_SMALL = 213;
export const FRAME_HEIGHT_SMALL = 425;
export const FRAME_COUNT = 6;

/** Collider file shape (location data): walkable polygons and spawn points. */
export interface ColliderPoint {
  x: number;
  y: number;
}
export interface Collider {
  Position: ColliderPoint;
  Scale: ColliderPoint;
  Paths: ColliderPoint[][];
}
export interface LocationData {
  Colliders: Collider[];
  SpawnPoints: ColliderPoint[];
}

/** A collider-file point to world units (x right, y down, origin top-left of the map). */
export function colliderToWorld(p: ColliderPoint, c?: Pick<Collider, 'Position' | 'Scale'>): ColliderPoint {
  const lx = c ? p.x * c.Scale.x + c.Position.x : p.x;
  const ly = c ? p.y * c.Scale.y + c.Position.y : p.y;
  return { x: lx * TOWN.colliderScale + TOWN.colliderOffsetX, y: -ly * TOWN.colliderScale - TOWN.colliderOffsetY };
}

/** Inverse of colliderToWorld for a collider with identity position and scale. */
export function worldToCollider(p: ColliderPoint): ColliderPoint {
  return { x: (p.x - TOWN.colliderOffsetX) / TOWN.colliderScale, y: -(p.y + TOWN.colliderOffsetY) / TOWN.colliderScale };
}
