/**
 * The plain street drawn while (or if) the map's pictures are not there, so the town still
 * works: the canvas's ground (map-layer.ts) and the first picture's (MapPicture.tsx) agree.
 */
export const PLAIN_GROUND = { color: 0x9aa7b8, road: { color: 0x7d8797, y: 560, height: 345 } } as const;

export const cssColor = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;
