/**
 * One palette and one line style for all the art, so bodies, items, the town, emojis and
 * UI pieces look like one world: warm pastel fills, a soft dark-brown ink outline with
 * round joins, and a light highlight colour.
 */
export const INK = '#3a2a2e';
export const LINE = 5;
export const THIN = 3;

export const C = {
  cream: '#fff4e0',
  white: '#fffdf8',
  red: '#e8565a',
  coral: '#f28b6b',
  orange: '#f6a54a',
  yellow: '#f7d155',
  lime: '#b5d86a',
  green: '#6cbf7a',
  teal: '#4fb3a9',
  sky: '#78c2ea',
  blue: '#5a86d6',
  navy: '#3c4f86',
  purple: '#9a73cf',
  lilac: '#c9a8e8',
  pink: '#f49ac1',
  rose: '#e7668f',
  brown: '#9a6a48',
  chocolate: '#6b4530',
  tan: '#d8b27e',
  grey: '#9aa1ab',
  slate: '#5e6672',
  charcoal: '#3f4147',
  black: '#2b2a30',
  gold: '#f2c14e',
  silver: '#cfd6df',
  denim: '#5976a8',
  olive: '#8a9a55',
  mint: '#a8e0c8',
  peach: '#ffc9a8',
} as const;
export type PaletteName = keyof typeof C;

export const HAIR_COLORS = ['#3b2a24', '#6b4530', '#a8683a', '#e0b36a', '#f2e1b0', '#c24a3a', '#2b2a30', '#8a8f9a', '#e889b8', '#6fa7e0'];

/** Darker shade of a #rrggbb colour (for shading and seams). */
export function shade(hex: string, amount = 0.18): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v * (1 - amount))));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => f(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Lighter tint of a #rrggbb colour. */
export function tint(hex: string, amount = 0.35): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.round(v + (255 - v) * amount);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => f(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Common SVG attribute strings. */
export const ink = (w = LINE) => `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
export const fillInk = (fill: string, w = LINE) => `fill="${fill}" ${ink(w)}`;
export const line = (w = THIN, color = INK) => `fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

export const svgDoc = (w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;
