import { FRAME_COUNT, FRAME_HEIGHT, FRAME_HEIGHT_SMALL, FRAME_WIDTH, FRAME_WIDTH_SMALL } from '../world/map';

/** Sprite sheet and thumbnail geometry (avatar-economy §9). */
export const SHEET_WIDTH = FRAME_WIDTH * FRAME_COUNT; // 2550
export const SHEET_HEIGHT = FRAME_HEIGHT; // 850
export const SHEET_WIDTH_SMALL = FRAME_WIDTH_SMALL * FRAME_COUNT;
export const SHEET_HEIGHT_SMALL = FRAME_HEIGHT_SMALL;

/** The head-and-shoulders thumbnail: a 218x218 crop of the front view at offset 103,42. */
export const THUMBNAIL = { size: 218, left: 103, top: 42 } as const;

/** Item previews are square. */
export const ITEM_PREVIEW_SIZE = 256;

/** Avatar zoom (avatar-economy §9). */
export const AVATAR_ZOOM = { min: 0.5, max: 2, step: 0.25, default: 1 } as const;

/** Size multipliers (live-world §9). */
export const SIZE_MULTIPLIER = { min: 0.85, max: 1.15 } as const;

export { FRAME_COUNT, FRAME_HEIGHT, FRAME_HEIGHT_SMALL, FRAME_WIDTH, FRAME_WIDTH_SMALL };
