import { worldToCollider, type LocationData } from './map';

/**
 * A small synthetic town for tests of walkability and path finding, written in world units and
 * converted to collider units: a street from (100, 300) to (5000, 900) with a house
 * (1000..1400 x 400..700) as a hole in it, and a separate walkable island drawn through a
 * collider with its own Position and Scale.
 */
export function syntheticLocation(): LocationData {
  const rect = (x0: number, y0: number, x1: number, y1: number) =>
    [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ].map(worldToCollider);
  // The island (world 2000..2200 x 100..200) expressed relative to Position (1, 2) at Scale 2.
  const island = rect(2000, 100, 2200, 200).map((p) => ({ x: (p.x - 1) / 2, y: (p.y - 2) / 2 }));
  return {
    Colliders: [
      { Position: { x: 0, y: 0 }, Scale: { x: 1, y: 1 }, Paths: [rect(100, 300, 5000, 900), rect(1000, 400, 1400, 700)] },
      { Position: { x: 1, y: 2 }, Scale: { x: 2, y: 2 }, Paths: [island] },
    ],
    SpawnPoints: [worldToCollider({ x: 500, y: 600 })],
  };
}
