import type { CustomEmoji, EmojiFamily, EmojiMood, XSymbol } from '@common/emoji/custom-emojis';
import { heart, star } from './items/face';
import { C, INK, fillInk, line, shade, svgDoc } from './palette';

/** Emoji images are drawn on a 128x128 canvas. */
export const EMOJI_SIZE = 128;

interface Face {
  /** The head (and ears) drawing. */
  head: string;
  eyeY: number;
  eyeDx: number;
  mouthY: number;
  skin: string;
}

const FACES: Record<Exclude<EmojiFamily, 'x'>, Face> = {
  pepe: {
    head: `<ellipse cx="64" cy="72" rx="54" ry="44" ${fillInk('#7cb659')}/><ellipse cx="44" cy="42" rx="22" ry="18" ${fillInk('#7cb659')}/><ellipse cx="84" cy="42" rx="22" ry="18" ${fillInk('#7cb659')}/>`,
    eyeY: 44,
    eyeDx: 20,
    mouthY: 88,
    skin: '#7cb659',
  },
  frog: {
    head: `<ellipse cx="64" cy="76" rx="56" ry="40" ${fillInk(C.lime)}/><circle cx="38" cy="42" r="20" ${fillInk(C.lime)}/><circle cx="90" cy="42" r="20" ${fillInk(C.lime)}/><ellipse cx="64" cy="96" rx="34" ry="12" fill="#dff0b0"/>`,
    eyeY: 42,
    eyeDx: 26,
    mouthY: 82,
    skin: C.lime,
  },
  bugcat: {
    head: `<path d="M46 30 q-8 -18 -18 -20 M82 30 q8 -18 18 -20" ${line(4)}/><circle cx="27" cy="10" r="6" ${fillInk(C.yellow, 3)}/><circle cx="101" cy="10" r="6" ${fillInk(C.yellow, 3)}/><path d="M22 46 L30 20 L50 34 Z M106 46 L98 20 L78 34 Z" ${fillInk('#fbf7ee', 4)}/><ellipse cx="64" cy="72" rx="50" ry="44" ${fillInk('#fbf7ee')}/><ellipse cx="64" cy="44" rx="16" ry="8" fill="${C.orange}" opacity="0.6"/>`,
    eyeY: 66,
    eyeDx: 20,
    mouthY: 86,
    skin: '#fbf7ee',
  },
  cat: {
    head: `<path d="M18 50 L26 12 L54 32 Z M110 50 L102 12 L74 32 Z" ${fillInk(C.orange, 4)}/><path d="M26 40 L30 22 L44 32 Z M102 40 L98 22 L84 32 Z" fill="${C.pink}"/><ellipse cx="64" cy="70" rx="52" ry="46" ${fillInk(C.orange)}/><path d="M50 32 l4 12 M64 28 l0 14 M78 32 l-4 12" ${line(4, shade(C.orange, 0.25))}/><path d="M14 78 l24 0 M14 88 l24 -4 M114 78 l-24 0 M114 88 l-24 -4" ${line(2.5)}/>`,
    eyeY: 66,
    eyeDx: 20,
    mouthY: 88,
    skin: C.orange,
  },
  dog: {
    head: `<ellipse cx="64" cy="68" rx="48" ry="46" ${fillInk(C.tan)}/><path d="M22 30 Q4 50 14 90 Q30 86 34 44 Z M106 30 Q124 50 114 90 Q98 86 94 44 Z" ${fillInk(C.brown)}/><ellipse cx="64" cy="90" rx="26" ry="18" fill="#f4e3c4"/><ellipse cx="64" cy="80" rx="9" ry="6" fill="${INK}"/>`,
    eyeY: 58,
    eyeDx: 20,
    mouthY: 96,
    skin: C.tan,
  },
  kappa: {
    head: `<path d="M18 58 Q18 12 64 12 Q110 12 110 58 L110 70 Q100 46 86 42 Q64 30 42 42 Q28 48 18 70 Z" ${fillInk('#b9b4aa')}/><ellipse cx="64" cy="72" rx="44" ry="48" ${fillInk('#f1c9a3')}/><path d="M20 62 Q24 22 64 18 Q104 22 108 62 Q96 38 64 36 Q32 38 20 62 Z" ${fillInk('#b9b4aa')}/>`,
    eyeY: 66,
    eyeDx: 18,
    mouthY: 100,
    skin: '#f1c9a3',
  },
  pogchamp: {
    head: `<ellipse cx="64" cy="66" rx="50" ry="56" ${fillInk('#f3c29a')}/><path d="M16 52 Q20 8 64 8 Q108 8 112 52 Q96 28 64 28 Q32 28 16 52 Z" ${fillInk('#6b4530')}/>`,
    eyeY: 56,
    eyeDx: 20,
    mouthY: 96,
    skin: '#f3c29a',
  },
};

const eyesOpen = (f: Face, r = 9) => [-1, 1].map((s) => `<circle cx="${64 + s * f.eyeDx}" cy="${f.eyeY}" r="${r + 3}" ${fillInk('#fff', 3)}/><circle cx="${64 + s * f.eyeDx}" cy="${f.eyeY + 1}" r="${r - 3}" fill="${INK}"/><circle cx="${64 + s * f.eyeDx + 2}" cy="${f.eyeY - 2}" r="2" fill="#fff"/>`).join('');
const eyesArc = (f: Face, up = true) => [-1, 1].map((s) => `<path d="M${64 + s * f.eyeDx - 9} ${f.eyeY + (up ? 3 : -2)} Q${64 + s * f.eyeDx} ${f.eyeY + (up ? -9 : 8)} ${64 + s * f.eyeDx + 9} ${f.eyeY + (up ? 3 : -2)}" ${line(4.5)}/>`).join('');
const eyesLidded = (f: Face) => [-1, 1].map((s) => `<path d="M${64 + s * f.eyeDx - 11} ${f.eyeY} A11 11 0 0 0 ${64 + s * f.eyeDx + 11} ${f.eyeY} Z" ${fillInk('#fff', 3)}/><circle cx="${64 + s * f.eyeDx}" cy="${f.eyeY + 5}" r="4" fill="${INK}"/><path d="M${64 + s * f.eyeDx - 12} ${f.eyeY} L${64 + s * f.eyeDx + 12} ${f.eyeY}" ${line(4)}/>`).join('');
const mouth = (f: Face, d: string, fill = 'none') => `<path d="${d.replace(/Y/g, String(f.mouthY))}" fill="${fill}" stroke="${INK}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;

function moodFeatures(f: Face, mood: EmojiMood): string {
  const { eyeY, eyeDx, mouthY } = f;
  switch (mood) {
    case 'happy': return eyesArc(f) + mouth(f, 'M48 Y Q64 ' + (mouthY + 14) + ' 80 Y');
    case 'sad': return eyesOpen(f) + mouth(f, `M48 ${mouthY + 8} Q64 ${mouthY - 4} 80 ${mouthY + 8}`);
    case 'angry': return eyesOpen(f, 8) + [-1, 1].map((s) => `<path d="M${64 + s * (eyeDx + 12)} ${eyeY - 18} L${64 + s * 6} ${eyeY - 8}" ${line(5)}/>`).join('') + mouth(f, `M50 ${mouthY + 6} Q64 ${mouthY - 2} 78 ${mouthY + 6}`) + `<path d="M100 18 l8 8 m0 -8 l-8 8" ${line(4, C.red)}/>`;
    case 'love': return [-1, 1].map((s) => heart(64 + s * eyeDx, eyeY, 11, C.rose, 3)).join('') + mouth(f, 'M50 Y Q64 ' + (mouthY + 12) + ' 78 Y');
    case 'cry': return eyesArc(f, false) + [-1, 1].map((s) => `<path d="M${64 + s * eyeDx} ${eyeY + 6} L${64 + s * eyeDx} ${eyeY + 50}" ${line(7, C.sky)}/>`).join('') + mouth(f, `M50 ${mouthY + 8} Q64 ${mouthY - 4} 78 ${mouthY + 8}`);
    case 'laugh': return eyesArc(f) + mouth(f, `M44 ${mouthY - 4} L84 ${mouthY - 4} Q84 ${mouthY + 20} 64 ${mouthY + 20} Q44 ${mouthY + 20} 44 ${mouthY - 4} Z`, '#7a2f3b') + `<path d="M${64 - eyeDx - 14} ${eyeY + 4} q-6 10 0 14 M${64 + eyeDx + 14} ${eyeY + 4} q6 10 0 14" ${line(4, C.sky)}/>`;
    case 'cool': return `<path d="M${64 - eyeDx - 16} ${eyeY - 8} L${64 + eyeDx + 16} ${eyeY - 8} L${64 + eyeDx + 12} ${eyeY + 10} L${64 + 6} ${eyeY + 10} L64 ${eyeY} L${64 - 6} ${eyeY + 10} L${64 - eyeDx - 12} ${eyeY + 10} Z" ${fillInk(C.black, 3)}/>` + mouth(f, 'M52 Y Q70 ' + (mouthY + 8) + ' 80 ' + (mouthY - 4));
    case 'sleep': return eyesArc(f, false) + mouth(f, `M56 ${mouthY} Q64 ${mouthY + 6} 72 ${mouthY}`) + `<path d="M94 14 l14 0 l-14 14 l14 0 M80 34 l9 0 l-9 9 l9 0" ${line(3.5, C.navy)}/>`;
    case 'wow': return eyesOpen(f, 11) + `<ellipse cx="64" cy="${mouthY + 4}" rx="9" ry="12" ${fillInk('#7a2f3b', 4)}/>`;
    case 'think': return eyesOpen(f) + `<path d="M${64 + eyeDx - 10} ${eyeY - 18} l16 -4" ${line(4.5)}/>` + mouth(f, 'M52 Y L76 ' + (mouthY - 3)) + `<circle cx="40" cy="${mouthY + 18}" r="12" ${fillInk(f.skin, 3.5)}/><path d="M40 ${mouthY + 6} l4 -14" ${line(7, INK)}/><path d="M40 ${mouthY + 6} l4 -14" ${line(3, f.skin)}/>`;
    case 'wave': return eyesArc(f) + mouth(f, 'M50 Y Q64 ' + (mouthY + 12) + ' 78 Y') + `<g transform="rotate(-20 108 90)"><ellipse cx="108" cy="90" rx="13" ry="16" ${fillInk(f.skin, 3.5)}/></g><path d="M96 62 q-6 -6 -4 -12 M104 58 q-2 -8 2 -12" ${line(3)}/>`;
    case 'party': return eyesArc(f) + mouth(f, 'M48 Y Q64 ' + (mouthY + 14) + ' 80 Y') + `<path d="M70 24 L92 -4 L104 30 Z" ${fillInk(C.sky, 3.5)}/>${star(92, 0, 6, C.yellow, 2)}` + [[14, 20, C.pink], [24, 110, C.yellow], [112, 108, C.green], [10, 60, C.purple]].map(([x, y, c]) => `<rect x="${x}" y="${y}" width="8" height="4" fill="${c}" transform="rotate(30 ${x} ${y})"/>`).join('');
    case 'blush': return eyesArc(f) + [-1, 1].map((s) => `<ellipse cx="${64 + s * (eyeDx + 10)}" cy="${eyeY + 18}" rx="10" ry="6" fill="${C.rose}" opacity="0.6"/>`).join('') + mouth(f, `M56 ${mouthY} Q64 ${mouthY + 6} 72 ${mouthY}`);
    case 'smug': return eyesLidded(f) + mouth(f, `M48 ${mouthY + 2} Q66 ${mouthY + 8} 82 ${mouthY - 8}`);
    case 'shock': return [-1, 1].map((s) => `<circle cx="${64 + s * eyeDx}" cy="${eyeY}" r="12" ${fillInk('#fff', 3)}/><circle cx="${64 + s * eyeDx}" cy="${eyeY}" r="3" fill="${INK}"/>`).join('') + mouth(f, `M48 ${mouthY - 4} L80 ${mouthY - 4} L80 ${mouthY + 14} L48 ${mouthY + 14} Z`, '#7a2f3b') + `<path d="M104 30 q8 12 0 16 q-8 -4 0 -16 Z" ${fillInk(C.sky, 2.5)}/>`;
    case 'tired': return eyesLidded(f) + [-1, 1].map((s) => `<path d="M${64 + s * eyeDx - 8} ${eyeY + 14} q8 5 16 0" ${line(3, shade(f.skin, 0.35))}/>`).join('') + mouth(f, 'M54 Y L74 Y');
    case 'eat': return eyesArc(f) + `<circle cx="64" cy="${mouthY + 6}" r="16" ${fillInk(C.tan, 3.5)}/>` + [[58, mouthY + 2], [70, mouthY + 8], [62, mouthY + 12]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${C.chocolate}"/>`).join('');
    case 'dance': return eyesArc(f) + mouth(f, 'M50 Y Q64 ' + (mouthY + 12) + ' 78 Y') + `<path d="M100 20 l0 22 M100 20 l12 -4 l0 20" ${line(4, C.purple)}/><circle cx="96" cy="42" r="5" fill="${C.purple}"/><circle cx="108" cy="38" r="5" fill="${C.purple}"/><path d="M18 86 l0 18 l8 -3" ${line(4, C.teal)}/><circle cx="15" cy="104" r="4" fill="${C.teal}"/>`;
    case 'ok': return eyesArc(f) + mouth(f, 'M50 Y Q64 ' + (mouthY + 12) + ' 78 Y') + `<rect x="94" y="82" width="26" height="30" rx="8" ${fillInk(C.yellow, 3.5)}/><rect x="100" y="60" width="12" height="28" rx="6" ${fillInk(C.yellow, 3.5)}/>`;
    case 'no': return eyesOpen(f) + mouth(f, `M50 ${mouthY + 6} Q64 ${mouthY - 2} 78 ${mouthY + 6}`) + `<circle cx="106" cy="100" r="18" ${fillInk(C.red, 3.5)}/><path d="M98 92 l16 16 m0 -16 l-16 16" ${line(5, '#fff')}/>`;
  }
}

function symbol(s: XSymbol): string {
  const round = (fill: string, inner: string) => `<circle cx="64" cy="64" r="52" ${fillInk(fill)}/>${inner}`;
  switch (s) {
    case 'fire': return `<path d="M64 10 Q96 44 96 78 Q96 114 64 116 Q32 114 32 78 Q32 58 48 42 Q48 64 60 66 Q52 36 64 10 Z" ${fillInk(C.orange)}/><path d="M64 62 Q82 80 78 96 Q74 110 64 110 Q52 110 50 96 Q50 80 64 62 Z" ${fillInk(C.yellow, 3)}/>`;
    case 'heart': return heart(64, 66, 44, C.rose, 5);
    case 'star': return star(64, 66, 54, C.yellow, 5);
    case 'check': return round(C.green, `<path d="M38 66 L56 84 L90 46" ${line(12, '#fff')}/>`);
    case 'cross': return round(C.red, `<path d="M44 44 L84 84 M84 44 L44 84" ${line(12, '#fff')}/>`);
    case 'sparkle': return star(52, 56, 34, C.lilac, 4) + star(96, 96, 18, C.sky, 3) + star(96, 26, 12, C.yellow, 3);
    case 'coin': return round(C.gold, `<circle cx="64" cy="64" r="36" fill="none" stroke="${shade(C.gold, 0.25)}" stroke-width="5"/><path d="M64 40 L64 88 M52 52 Q64 42 76 52 Q64 64 52 76 Q64 86 76 76" ${line(6, shade(C.gold, 0.35))}/>`);
    case 'gem': return `<path d="M30 46 L48 22 L80 22 L98 46 L64 108 Z" ${fillInk(C.sky)}/><path d="M30 46 L98 46 M48 22 L56 46 L64 108 L72 46 L80 22" ${line(3)}/>`;
    case 'crown': return `<path d="M18 96 L14 36 L42 62 L64 24 L86 62 L114 36 L110 96 Z" ${fillInk(C.gold)}/>${[42, 64, 86].map((x) => `<circle cx="${x}" cy="80" r="7" ${fillInk(x === 64 ? C.red : C.sky, 3)}/>`).join('')}`;
    case 'music': return `<path d="M46 94 L46 30 L98 20 L98 82" ${line(8)}/><ellipse cx="36" cy="96" rx="16" ry="12" ${fillInk(C.purple, 4)}/><ellipse cx="88" cy="86" rx="16" ry="12" ${fillInk(C.purple, 4)}/>`;
    case 'zzz': return `<path d="M20 70 L56 70 L20 108 L56 108 M64 36 L90 36 L64 64 L90 64 M96 12 L112 12 L96 30 L112 30" ${line(8, C.navy)}/>`;
    case 'hundred': return `<path d="M16 34 L24 30 L24 90 M44 36 Q64 28 64 60 Q64 92 44 90 Q32 86 34 60 Q36 34 44 36 Z M86 36 Q106 28 106 60 Q106 92 86 90 Q74 86 76 60 Q78 34 86 36 Z" ${line(8, C.red)}/><path d="M20 104 L108 98 M26 116 L104 110" ${line(6, C.red)}/>`;
    case 'gg': return `<rect x="8" y="24" width="112" height="80" rx="20" ${fillInk(C.teal)}/><path d="M56 46 Q36 38 30 56 Q26 80 44 84 Q56 86 56 70 L44 70 M100 46 Q80 38 74 56 Q70 80 88 84 Q100 86 100 70 L88 70" ${line(8, '#fff')}/>`;
    case 'lol': return `<rect x="8" y="24" width="112" height="80" rx="20" ${fillInk(C.yellow)}/><path d="M26 42 L26 84 L42 84 M64 42 Q50 42 50 63 Q50 84 64 84 Q78 84 78 63 Q78 42 64 42 Z M88 42 L88 84 L104 84" ${line(8, INK)}/>`;
    case 'hype': return `<path d="M64 8 L76 48 L118 48 L84 72 L96 114 L64 88 L32 114 L44 72 L10 48 L52 48 Z" ${fillInk(C.pink)}/><path d="M54 52 L54 76 M54 64 L74 64 M74 52 L74 76" ${line(6, '#fff')}/>`;
    case 'rip': return `<path d="M28 118 L28 46 Q28 12 64 12 Q100 12 100 46 L100 118 Z" ${fillInk(C.grey)}/><path d="M40 50 L40 76 M40 50 Q54 50 52 58 Q50 64 40 64 L52 76 M64 50 L64 76 M76 76 L76 50 Q90 50 88 58 Q86 66 76 66" ${line(5, '#fff')}/><path d="M14 118 L114 118" ${line(8, C.green)}/>`;
  }
}

/** The SVG of one custom emoji. */
export function emojiSvg(e: CustomEmoji): string {
  const body = e.family === 'x' ? symbol(e.motif as XSymbol) : FACES[e.family].head + moodFeatures(FACES[e.family], e.motif as EmojiMood);
  return svgDoc(EMOJI_SIZE, EMOJI_SIZE, `<g transform="translate(4 4) scale(0.9375)">${body}</g>`);
}
