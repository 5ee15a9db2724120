import { TOWN } from './map';

/**
 * The zone grid of the town (as WorkAdventure does): positions are sent only to players whose
 * zone of interest covers the mover, so the cost of a move does not grow with the number of
 * players in town. The town is a long street and every screen shows its whole height (zoom is
 * never below window height over map height), so zones are columns.
 */
export const ZONE_WIDTH = 100;
/**
 * Half the widest view: at the smallest zoom a 16:9 window shows the street's 1000 units of
 * height and 1778 of width. Every player within this distance across is sent, so no one on
 * screen freezes (wider screens may show a still player at their very edges).
 */
export const VIEW_HALF_WIDTH = 900;
/** Columns on each side of the player's own that it sees moving. */
const INTEREST_RADIUS = Math.ceil(VIEW_HALF_WIDTH / ZONE_WIDTH);
export const ZONE_COUNT = Math.ceil(TOWN.width / ZONE_WIDTH);

/** The zone (column) of a world position, clamped to the map. */
export function zoneOf(x: number): number {
  return Math.min(ZONE_COUNT - 1, Math.max(0, Math.floor(x / ZONE_WIDTH)));
}

/**
 * The zones a player in `zone` sees: INTEREST_RADIUS columns either side, shifted inward at
 * the ends of the street, where the camera stops and the screen shows more of the street on
 * the inner side. Returned as the first and last zone of the range.
 */
export function interestOf(zone: number): { first: number; last: number } {
  const span = 2 * INTEREST_RADIUS;
  const first = Math.max(0, Math.min(zone - INTEREST_RADIUS, ZONE_COUNT - 1 - span));
  return { first, last: Math.min(ZONE_COUNT - 1, first + span) };
}
