import { describe, expect, it } from 'vitest';
import { walkabilityOf } from '@common/world/colliders';
import { RESIDENT_SETTINGS } from '@common/world/residents';
import { findPath } from '@common/world/pathfinding';
import { syntheticLocation } from '@common/world/test-location';
import { loadTownLocation } from '../../art/town';
import { placesOf, randomSpot, TOWN_CENTRE_X } from './places';
import { Legs } from './legs';

describe('where residents go', () => {
  const walk = walkabilityOf(loadTownLocation());
  const places = placesOf(walk, RESIDENT_SETTINGS.beatHalfWidth);

  it('are walkable places around the plaza: shop windows, the fountain, benches, lamps and the road', () => {
    expect(places.length).toBeGreaterThanOrEqual(10);
    for (const p of places) {
      expect(walk.isWalkable(p.x, p.y), p.name).toBe(true);
      expect(Math.abs(p.x - TOWN_CENTRE_X), p.name).toBeLessThanOrEqual(RESIDENT_SETTINGS.beatHalfWidth + 50);
    }
    const names = places.map((p) => p.name);
    expect(names).toContain('Fountain, south side');
    expect(names.filter((n) => n.startsWith('Bench'))).toHaveLength(2);
    // Each can be reached from each other.
    for (const p of places) expect(findPath(walk, places[0]!, p), p.name).not.toBeNull();
  });

  it('fall back to walkable spots on a map without them', () => {
    const other = walkabilityOf(syntheticLocation());
    const spot = randomSpot(other, 900, Math.random)!;
    expect(other.isWalkable(spot.x, spot.y)).toBe(true);
  });

  it('are walked one straight piece at a time: every step stays on a walkable line', () => {
    // Around the synthetic town's house (a hole): the path turns its corners.
    const other = walkabilityOf(syntheticLocation());
    const legs = new Legs(other, 900, 550);
    expect(legs.walkTo({ x: 1500, y: 550 })).toBe(true);
    let [x, y] = [legs.x, legs.y];
    for (let i = 0; i < 1000 && legs.walking; i++) {
      legs.advance(37);
      expect(other.isSegmentWalkable(x, y, legs.x, legs.y), `${x},${y} -> ${legs.x},${legs.y}`).toBe(true);
      [x, y] = [legs.x, legs.y];
    }
    expect(Math.hypot(legs.x - 1500, legs.y - 550)).toBeLessThan(1);
  });
});
