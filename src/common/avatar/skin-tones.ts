/**
 * The 23 skin tones (0-22), lightest to darkest, one palette for bodies and previews.
 * Skin 19 is the default thumbnail character's (avatar-economy §9).
 */
export const SKIN_TONES = [
  '#fde7d6',
  '#fbdcc4',
  '#f7d2b6',
  '#f3c7a5',
  '#efbd97',
  '#eab38b',
  '#e3a77c',
  '#dc9c70',
  '#d39065',
  '#c8845a',
  '#bc7850',
  '#b06d48',
  '#a36240',
  '#975838',
  '#8a4e32',
  '#7d452c',
  '#713d27',
  '#653622',
  '#5a301e',
  '#4f2a1b',
  '#452518',
  '#3b2015',
  '#321b12',
] as const;

export const SKIN_TONE_COUNT = SKIN_TONES.length; // 23
export const MAX_SKIN_TONE = SKIN_TONE_COUNT - 1; // 22
export const DEFAULT_SKIN_TONE = 0;
export const DEFAULT_THUMBNAIL_SKIN_TONE = 19;

export const isSkinTone = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_SKIN_TONE;
