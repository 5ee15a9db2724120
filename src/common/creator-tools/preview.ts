import { categoryByKey, type LayerKey } from '../avatar/categories';
import { houseItemId } from '../avatar/customization';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../avatar/sheet';
import { MAX_SKIN_TONE } from '../avatar/skin-tones';
import { cdn } from '../cdn';

/**
 * The character preview tool (avatar-economy §2): a creator's sprites tried on both bodies in
 * the browser, one 425x850 view at a time, before they are submitted.
 */
export const PREVIEW_CANVAS = { width: FRAME_WIDTH, height: FRAME_HEIGHT } as const;

export interface PreviewBackground {
  key: string;
  label: string;
  /** A plain colour, or the town map picture (drawn to fill the canvas). */
  color?: string;
  image?: string;
  /** Where the picture is cropped around, 0 (left) to 1 (right). */
  focusX?: number;
}

/** The background cycle: four plain colours, a light one and the town map (in this order). */
export const PREVIEW_BACKGROUNDS: readonly PreviewBackground[] = [
  { key: 'green', label: 'Green', color: '#8fbf7f' },
  { key: 'blue', label: 'Blue', color: '#7fa6cf' },
  { key: 'rose', label: 'Rose', color: '#d98f8f' },
  { key: 'charcoal', label: 'Charcoal', color: '#3b3b44' },
  { key: 'light', label: 'Light', color: '#f6f1e7' },
  { key: 'town', label: 'Old Road Town', image: cdn.mapBackground(), focusX: 0.38 },
];

/** The next background of the cycle (wraps both ways). */
export const nextBackground = (index: number, step = 1) => (((index + step) % PREVIEW_BACKGROUNDS.length) + PREVIEW_BACKGROUNDS.length) % PREVIEW_BACKGROUNDS.length;

/**
 * The skin tone typed into the tool: a whole number 0-22; a non-numeric value becomes 0
 * (avatar-economy §5), a number outside the range its nearest end, a fraction its whole part.
 */
export function parsePreviewSkinTone(input: string | number): number {
  const n = typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input);
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_SKIN_TONE, Math.max(0, Math.trunc(n)));
}

export interface PreviewPreset {
  key: 'male' | 'female';
  label: string;
  isMale: boolean;
  skinTone: number;
  /** Generated (house) items by layer key, served at cdn.itemSprite. */
  items: Partial<Record<LayerKey, number>>;
}

const house = (designs: Partial<Record<LayerKey, number>>): Partial<Record<LayerKey, number>> =>
  Object.fromEntries(Object.entries(designs).map(([key, design]) => [key, houseItemId(categoryByKey(key as LayerKey).id, design!)]));

/** One male and one female outfit of generated items, to see a new item among others. */
export const PREVIEW_PRESETS: readonly PreviewPreset[] = [
  {
    key: 'male',
    label: 'Male outfit',
    isMale: true,
    skinTone: 8,
    items: house({ hair: 1, eyes: 2, eyebrows: 3, nose: 3, mouth: 0, beard: 3, top: 6, coat: 2, bottom: 0, socks: 0, shoes: 2, glasses: 0 }),
  },
  {
    key: 'female',
    label: 'Female outfit',
    isMale: false,
    skinTone: 3,
    items: house({ hair: 0, eyes: 1, eyebrows: 1, nose: 1, mouth: 1, makeup: 0, top: 5, bottom: 3, socks: 1, shoes: 1, earPiece: 1, handheld: 0 }),
  },
];

/** Texts of the tool. */
export const PREVIEW_TEXT = {
  maleCharacter: 'Male Character',
  resetAll: 'Reset All',
  skinTone: 'Skin tone (0-22)',
  uploadOnlyPng: 'Please upload a PNG image',
  wrongSize: (w: number, h: number) => `This image is ${w}x${h}; a sprite is 2550x850, so it is drawn stretched`,
  loadFailed: 'Could not read that image',
} as const;
