import { C, fillInk, line, svgDoc } from './palette';
import { renderSvg } from './sheet';

/**
 * The image shown when an item or avatar cannot be drawn: a clothes hanger holding a
 * folded shirt, in the same palette and line as everything else. It is drawn in memory on
 * first use, so it exists even before the art has been generated.
 */
export function fallbackClothingSvg(): string {
  return svgDoc(
    256,
    256,
    `<rect x="8" y="8" width="240" height="240" rx="28" fill="#fff7ea"/>` +
      `<path d="M128 58 q0 -22 18 -22 q16 0 16 16 q0 12 -14 18 l-20 10" ${line(7)}/>` +
      `<path d="M128 80 L40 138 L216 138 Z" fill="none" stroke="#3a2a2e" stroke-width="8" stroke-linejoin="round"/>` +
      `<path d="M70 132 L98 116 Q128 132 158 116 L186 132 L198 170 L172 176 L170 214 L86 214 L84 176 L58 170 Z" ${fillInk(C.sky)}/>` +
      `<path d="M108 118 Q128 140 148 118" ${line(5)}/>`,
  );
}

let cached: Buffer | null = null;
export function fallbackClothingPng(): Buffer {
  cached ??= renderSvg(fallbackClothingSvg());
  return cached;
}
