import { TOWN } from './map';

/**
 * The zone grid of the town (as WorkAdventure does): positions are sent only to players whose
 * zone of interest covers the mover, so the cost of a move does not grow with the number of
 * players in town. A player's zone of interest is its own zone and the zones around it, which
 * covers a typical screen at the default zoom; further players keep their last position.
 */
export const ZONE_SIZE = 400;
/** Zones on each side of the player's own zone that it sees moving: two, so a desktop screen at the
 * smallest zoom (about 800 units either side of the player) never shows a frozen player. */
export const INTEREST_RADIUS = 2;

export const ZONE_COLS = Math.ceil(TOWN.width / ZONE_SIZE);
export const ZONE_ROWS = Math.ceil(TOWN.height / ZONE_SIZE);

/** The zone index of a world position (clamped to the map). */
export function zoneOf(x: number, y: number): number {
  const col = Math.min(ZONE_COLS - 1, Math.max(0, Math.floor(x / ZONE_SIZE)));
  const row = Math.min(ZONE_ROWS - 1, Math.max(0, Math.floor(y / ZONE_SIZE)));
  return row * ZONE_COLS + col;
}

/** The zones whose players see a mover in `zone` (its neighbourhood, the zone included). */
export function zonesAround(zone: number): number[] {
  const col = zone % ZONE_COLS;
  const row = Math.floor(zone / ZONE_COLS);
  const out: number[] = [];
  for (let r = Math.max(0, row - INTEREST_RADIUS); r <= Math.min(ZONE_ROWS - 1, row + INTEREST_RADIUS); r++) {
    for (let c = Math.max(0, col - INTEREST_RADIUS); c <= Math.min(ZONE_COLS - 1, col + INTEREST_RADIUS); c++) out.push(r * ZONE_COLS + c);
  }
  return out;
}
