import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Walkability, walkabilityOf } from './colliders';
import { colliderToWorld, type LocationData } from './map';
import { syntheticLocation } from './test-location';

const location = syntheticLocation();
const walk = walkabilityOf(location);

/** The obvious even-odd test over every polygon, as a reference for the fast one. */
function naiveWalkable(loc: LocationData, x: number, y: number): boolean {
  let inside = false;
  for (const c of loc.Colliders) {
    for (const path of c.Paths) {
      const pts = path.map((p) => colliderToWorld(p, c));
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const a = pts[i];
        const b = pts[j];
        if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
      }
    }
  }
  return inside;
}

describe('walkability', () => {
  it('walks the street, not the house inside it nor outside the map', () => {
    expect(walk.isWalkable(500, 600)).toBe(true);
    expect(walk.isWalkable(1200, 550)).toBe(false);
    expect(walk.isWalkable(50, 600)).toBe(false);
    expect(walk.isWalkable(500, 950)).toBe(false);
    expect(walk.isWalkable(Number.NaN, 600)).toBe(false);
  });

  it('honours a collider with its own position and scale', () => {
    expect(walk.isWalkable(2100, 150)).toBe(true);
    expect(walk.isWalkable(2100, 250)).toBe(false);
  });

  it('agrees with a plain even-odd test everywhere', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 5300, noNaN: true }), fc.double({ min: -100, max: 1100, noNaN: true }), (x, y) => {
        expect(walk.isWalkable(x, y)).toBe(naiveWalkable(location, x, y));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses a straight walk through the house and allows one beside it', () => {
    expect(walk.isSegmentWalkable(900, 550, 1500, 550)).toBe(false);
    expect(walk.isSegmentWalkable(900, 350, 1500, 350)).toBe(true);
    // Both ends walkable, but the line leaves the street between them.
    expect(walk.isSegmentWalkable(500, 850, 2100, 150)).toBe(false);
  });

  it('never accepts a segment that has an unwalkable point on it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5100, noNaN: true }),
        fc.double({ min: 200, max: 1000, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        (x, y, dx, dy) => {
          if (!walk.isSegmentWalkable(x, y, x + dx, y + dy)) return;
          for (let k = 0; k <= 20; k++) expect(naiveWalkable(location, x + (dx * k) / 20, y + (dy * k) / 20)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds the nearest walkable point within the radius, or nothing', () => {
    const near = walk.nearestWalkable(1010, 550);
    expect(near).not.toBeNull();
    expect(walk.isWalkable(near!.x, near!.y)).toBe(true);
    expect(near!.x).toBeLessThan(1000);
    expect(Math.hypot(near!.x - 1010, near!.y - 550)).toBeLessThan(12);
    expect(walk.nearestWalkable(1200, 550)).toBeNull();
    expect(walk.nearestWalkable(500, 600)).toEqual({ x: 500, y: 600 });
  });

  it('treats an empty location as nowhere walkable', () => {
    const empty = new Walkability({ Colliders: [], SpawnPoints: [] });
    expect(empty.isWalkable(0, 0)).toBe(false);
    expect(empty.nearestWalkable(0, 0)).toBeNull();
  });
});
