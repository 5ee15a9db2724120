import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkabilityOf } from './colliders';
import { findPath } from './pathfinding';
import { syntheticLocation } from './test-location';

const walk = walkabilityOf(syntheticLocation());

function expectWalkablePath(from: { x: number; y: number }, path: { x: number; y: number }[]) {
  let prev = from;
  for (const p of path) {
    expect(walk.isSegmentWalkable(prev.x, prev.y, p.x, p.y)).toBe(true);
    prev = p;
  }
}

describe('click-to-walk', () => {
  it('walks straight when nothing is in the way', () => {
    expect(findPath(walk, { x: 200, y: 600 }, { x: 800, y: 500 })).toEqual([{ x: 800, y: 500 }]);
  });

  it('walks around the house to the other side', () => {
    const from = { x: 900, y: 550 };
    const path = findPath(walk, from, { x: 1500, y: 550 });
    expect(path).not.toBeNull();
    expect(path!.at(-1)).toEqual({ x: 1500, y: 550 });
    expect(path!.length).toBeGreaterThan(1);
    expect(path!.length).toBeLessThan(6);
    expectWalkablePath(from, path!);
  });

  it('walks to the nearest walkable point when the click lands just inside a wall', () => {
    const path = findPath(walk, { x: 500, y: 600 }, { x: 1005, y: 600 });
    expect(path).not.toBeNull();
    const end = path!.at(-1)!;
    expect(end.x).toBeLessThan(1000);
    expect(walk.isWalkable(end.x, end.y)).toBe(true);
  });

  it('refuses a click far from anything walkable or on an unreachable island', () => {
    expect(findPath(walk, { x: 500, y: 600 }, { x: 1200, y: 550 })).toBeNull();
    expect(findPath(walk, { x: 500, y: 600 }, { x: 2100, y: 150 })).toBeNull();
  });

  it('only ever returns walkable paths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 300, max: 900 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 300, max: 900 }),
        (x0, y0, x1, y1) => {
          if (!walk.isWalkable(x0, y0)) return;
          const path = findPath(walk, { x: x0, y: y0 }, { x: x1, y: y1 });
          if (path) expectWalkablePath({ x: x0, y: y0 }, path);
        },
      ),
      { numRuns: 200 },
    );
  });
});
