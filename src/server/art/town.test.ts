import { describe, expect, it } from 'vitest';
import { colliderToWorld, TOWN } from '@common/world/map';
import { walkabilityOf } from '@common/world/colliders';
import { loadTownLocation } from './town';
import { FOUNTAIN, HOUSES, HOUSE_LINE_Y, PLAZA, ROAD_BOTTOM_Y, ROAD_TOP_Y } from './town-layout';

describe('Old Road Town location data', () => {
  const town = loadTownLocation();
  const walk = walkabilityOf(town);

  it('is deterministic', () => {
    expect(loadTownLocation()).toEqual(town);
  });

  it('spawns players on walkable ground inside the map', () => {
    for (const p of town.SpawnPoints) {
      const w = colliderToWorld(p);
      expect(w.x).toBeGreaterThan(0);
      expect(w.x).toBeLessThan(TOWN.width);
      expect(walk.isWalkable(w.x, w.y)).toBe(true);
    }
  });

  it('lets players walk the road, the pavements and the plaza', () => {
    expect(walk.isWalkable(300, (ROAD_TOP_Y + ROAD_BOTTOM_Y) / 2)).toBe(true);
    expect(walk.isWalkable(4900, HOUSE_LINE_Y + 40)).toBe(true);
    expect(walk.isWalkable(PLAZA.left + 40, PLAZA.top + 30)).toBe(true);
  });

  it('keeps players out of houses, the sky, the fountain and the flower beds', () => {
    const house = HOUSES[0]!;
    expect(walk.isWalkable(house.x + house.width / 2, HOUSE_LINE_Y - 80)).toBe(false);
    expect(walk.isWalkable(1000, 100)).toBe(false);
    expect(walk.isWalkable(FOUNTAIN.cx, FOUNTAIN.cy)).toBe(false);
    expect(walk.isWalkable(1000, 980)).toBe(false);
  });
});
