import { describe, expect, it } from 'vitest';
import { Walkability } from '@common/world/colliders';
import { syntheticLocation } from '@common/world/test-location';
import { PLAYER_SPEED } from '@common/world/map';
import { LocalMover, MoveSendClock } from './movement';
import { cameraOffset, clampZoom, minZoom, zoomIn, zoomOut } from './camera';

const walk = new Walkability(syntheticLocation());

describe('local movement', () => {
  it('moves at the player speed in the pressed direction', () => {
    const m = new LocalMover(500, 600, 0);
    expect(m.step(0.5, { x: 1, y: 0 }, walk)).toBe(true);
    expect(m.x).toBeCloseTo(500 + PLAYER_SPEED / 2);
    expect(m.y).toBe(600);
  });

  it('never walks into a collider and slides along it instead', () => {
    const m = new LocalMover(990, 550, 0); // just left of the house (1000..1400)
    m.step(0.2, { x: 1, y: 0 }, walk);
    expect(m.x).toBe(990);
    m.step(0.2, { x: 0.7, y: 0.7 }, walk); // diagonal: slides down along the wall
    expect(m.x).toBe(990);
    expect(m.y).toBeGreaterThan(550);
    expect(walk.isWalkable(m.x, m.y)).toBe(true);
  });

  it('follows a click-to-walk path around the house until it arrives', () => {
    const m = new LocalMover(900, 550, 0);
    expect(m.walkTo(walk, { x: 1500, y: 550 })).toBe(true);
    for (let i = 0; i < 200 && m.walkingPath; i++) {
      m.step(0.05, { x: 0, y: 0 }, walk);
      expect(walk.isWalkable(m.x, m.y)).toBe(true);
    }
    expect(m.walkingPath).toBeNull();
    expect(Math.hypot(m.x - 1500, m.y - 550)).toBeLessThan(1);
  });

  it('refuses a click on an unreachable spot and a key press cancels a path', () => {
    const m = new LocalMover(900, 550, 0);
    expect(m.walkTo(walk, { x: 1200, y: 550 })).toBe(false);
    m.walkTo(walk, { x: 1500, y: 550 });
    m.step(0.05, { x: -1, y: 0 }, walk);
    expect(m.walkingPath).toBeNull();
  });
});

describe('move sending', () => {
  it('sends at most every 175 ms while moving and forces an update every 3 s', () => {
    const clock = new MoveSendClock(() => false);
    clock.moved();
    expect(clock.due(0)).toBe(true);
    clock.moved();
    expect(clock.due(100)).toBe(false);
    expect(clock.due(175)).toBe(true);
    expect(clock.due(1000)).toBe(false); // standing still
    expect(clock.due(3175)).toBe(true);
  });

  it('forces only every 5 s in optimized mode', () => {
    const clock = new MoveSendClock(() => true);
    expect(clock.due(0)).toBe(true);
    expect(clock.due(3500)).toBe(false);
    expect(clock.due(5000)).toBe(true);
  });
});

describe('camera', () => {
  it('keeps zoom within 1-3 on the 0.1 grid and never below window height over map height', () => {
    expect(clampZoom(0.5, 900)).toBe(1);
    expect(clampZoom(3.4, 900)).toBe(3);
    expect(zoomIn(1, 900)).toBe(1.1);
    expect(zoomIn(1.2, 900)).toBe(1.3);
    expect(zoomOut(1, 900)).toBe(1);
    expect(minZoom(1400)).toBe(1.4);
    expect(clampZoom(1, 1400)).toBe(1.4);
  });

  it('centres the followed point but never shows past the map edge', () => {
    expect(cameraOffset(2582, 500, 1, 1000, 800)).toEqual({ x: 500 - 2582, y: 400 - 500 });
    expect(cameraOffset(0, 0, 1, 1000, 800)).toEqual({ x: 0, y: 0 });
    expect(cameraOffset(5164, 1000, 1, 1000, 800)).toEqual({ x: 1000 - 5164, y: 800 - 1000 });
  });
});
