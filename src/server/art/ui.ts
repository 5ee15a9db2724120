import { BADGES, type BadgeKey } from '@common/badges';
import { heart, star } from './items/face';
import { C, fillInk, line, shade, svgDoc, tint } from './palette';

/** Small UI art: FLOW gems, the membership crown, currency icons and the nine badges. */
export const UI_SIZE = 96;
const doc = (body: string) => svgDoc(UI_SIZE, UI_SIZE, body, '0 0 96 96');

/** The five FLOW gem kinds (0-4): each its own colour and silhouette, readable at a glance. */
export function flowGemSvg(kind: number): string {
  const shine = `<path d="M30 30 q6 -8 14 -8" ${line(5, '#fff')} opacity="0.8"/>`;
  switch (kind) {
    case 0: return doc(`<circle cx="48" cy="48" r="36" ${fillInk(C.red)}/><circle cx="48" cy="48" r="20" fill="${tint(C.red, 0.3)}"/>${shine}`);
    case 1: return doc(`<path d="M48 8 L86 48 L48 88 L10 48 Z" ${fillInk(C.blue)}/><path d="M48 22 L72 48 L48 74 L24 48 Z" fill="${tint(C.blue, 0.3)}"/>${shine}`);
    case 2: return doc(`<rect x="14" y="14" width="68" height="68" rx="14" ${fillInk(C.green)}/><rect x="28" y="28" width="40" height="40" rx="8" fill="${tint(C.green, 0.3)}"/>${shine}`);
    case 3: return doc(star(48, 50, 42, C.yellow, 5) + shine);
    default: return doc(`<path d="M48 8 L84 28 L84 68 L48 88 L12 68 L12 28 Z" ${fillInk(C.purple)}/><path d="M48 24 L70 36 L70 60 L48 72 L26 60 L26 36 Z" fill="${tint(C.purple, 0.3)}"/>${shine}`);
  }
}

export const crownSvg = () => doc(`<path d="M10 76 L6 24 L30 46 L48 14 L66 46 L90 24 L86 76 Z" ${fillInk(C.gold)}/><rect x="10" y="70" width="76" height="14" rx="4" ${fillInk(shade(C.gold, 0.15))}/>` + [28, 48, 68].map((x) => `<circle cx="${x}" cy="60" r="6" ${fillInk(x === 48 ? C.red : C.sky, 3)}/>`).join(''));
export const coinSvg = () => doc(`<circle cx="48" cy="48" r="40" ${fillInk(C.gold)}/><circle cx="48" cy="48" r="28" fill="none" stroke="${shade(C.gold, 0.25)}" stroke-width="5"/><path d="M40 36 L56 36 M48 30 L48 66 M38 60 L58 60" ${line(6, shade(C.gold, 0.35))}/><path d="M24 34 q6 -10 16 -12" ${line(5, '#fff')} opacity="0.7"/>`);
export const gemSvg = () => doc(`<path d="M16 36 L32 14 L64 14 L80 36 L48 86 Z" ${fillInk(C.sky)}/><path d="M16 36 L80 36 M32 14 L40 36 L48 86 L56 36 L64 14" ${line(3)}/>`);

const BADGE_ART: Record<BadgeKey, [string, string]> = {
  earlyAccess: [C.orange, `<circle cx="48" cy="54" r="16" ${fillInk(C.yellow, 4)}/><path d="M48 24 l0 -8 M26 32 l-6 -6 M70 32 l6 -6 M18 54 l-8 0 M78 54 l8 0" ${line(5, '#fff')}/><path d="M14 70 L82 70" ${line(6, '#fff')}/>`],
  donator: [C.rose, heart(48, 50, 24, '#fff', 4)],
  beta: [C.teal, `<path d="M38 18 L58 18 M42 18 L42 42 L24 74 Q22 80 30 80 L66 80 Q74 80 72 74 L54 42 L54 18" ${fillInk('#fff', 4)}/><path d="M30 66 L66 66" ${line(4, C.teal)}/>`],
  creator: [C.purple, `<path d="M66 16 L80 30 L42 68 L28 54 Z" ${fillInk('#fff', 4)}/><path d="M28 54 Q14 58 16 80 Q38 82 42 68" ${fillInk(C.yellow, 4)}/>`],
  verified: [C.blue, `<path d="M28 50 L42 64 L70 34" ${line(10, '#fff')}/>`],
  fashionIcon: [C.pink, `<path d="M48 16 q-8 0 -8 8 M40 24 L48 30 L56 24 M34 30 L62 30 L60 44 L74 80 L22 80 L36 44 Z" ${fillInk('#fff', 4)}/>`],
  collector: [C.green, `<path d="M20 40 L48 28 L76 40 L76 72 L48 84 L20 72 Z" ${fillInk('#fff', 4)}/><path d="M20 40 L48 52 L76 40 M48 52 L48 84" ${line(4)}/>`],
  celebrity: [C.gold, star(48, 50, 32, '#fff', 4)],
  ambassador: [C.navy, `<circle cx="48" cy="48" r="28" ${fillInk('#fff', 4)}/><path d="M20 48 L76 48 M48 20 Q30 48 48 76 M48 20 Q66 48 48 76" ${line(4)}/>`],
};

/** A badge icon by its bit (1, 2, 4 ... 256). */
export function badgeSvg(bit: number): string {
  const badge = BADGES.find((b) => b.bit === bit);
  const [color, art] = badge ? BADGE_ART[badge.key] : [C.grey, ''];
  return doc(`<path d="M48 4 L86 22 L86 54 Q86 80 48 92 Q10 80 10 54 L10 22 Z" ${fillInk(color)}/>${art}`);
}

