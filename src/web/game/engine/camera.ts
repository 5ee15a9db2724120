import { ZOOM } from '@common/town-ui';
import { TOWN } from '@common/world/map';

/**
 * Camera math (live-world §9): zoom 1-3 in steps of 0.1, never below window height over map
 * height (so the map always fills the screen's height); the view follows a point and stops at
 * the map's edges.
 */
export const minZoom = (viewHeight: number): number => Math.min(ZOOM.max, Math.max(ZOOM.min, viewHeight / TOWN.height));

/** Rounds to the 0.1 grid (no 1.2000000002) and clamps to the allowed range. */
export function clampZoom(zoom: number, viewHeight: number): number {
  const stepped = Math.round(zoom / ZOOM.step) * ZOOM.step;
  const rounded = Math.round(stepped * 10) / 10;
  return Math.min(ZOOM.max, Math.max(minZoom(viewHeight), Number.isFinite(rounded) ? rounded : ZOOM.default));
}

export const zoomIn = (zoom: number, viewHeight: number) => clampZoom(zoom + ZOOM.step, viewHeight);
export const zoomOut = (zoom: number, viewHeight: number) => clampZoom(zoom - ZOOM.step, viewHeight);

/**
 * The world container's screen offset that centres (x, y), clamped so no space beyond the map
 * shows; a map narrower than the view is centred.
 */
export function cameraOffset(x: number, y: number, zoom: number, viewW: number, viewH: number): { x: number; y: number } {
  const axis = (center: number, mapSize: number, view: number) => {
    const scaled = mapSize * zoom;
    if (scaled <= view) return (view - scaled) / 2;
    return Math.min(0, Math.max(view - scaled, view / 2 - center * zoom));
  };
  return { x: axis(x, TOWN.width, viewW), y: axis(y, TOWN.height, viewH) };
}

/** What the camera centres before the local player is known: the fountain square. */
export const TOWN_CENTER = { x: 2582, y: 500 } as const;
/** The camera centres this far above the local player's feet (their head and bubble in view). */
export const FOCUS_ABOVE_FEET = 80;

/** The world point under a screen point. */
export const screenToWorld = (sx: number, sy: number, offset: { x: number; y: number }, zoom: number) => ({
  x: (sx - offset.x) / zoom,
  y: (sy - offset.y) / zoom,
});
