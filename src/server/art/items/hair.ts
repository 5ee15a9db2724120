import { CX, FACE, HEAD, type Pose } from '../body';
import { C, HAIR_COLORS, INK, fillInk, line, shade, tint } from '../palette';
import { earX, heart, star } from './face';
import { onFace, spec, type DesignSpec } from './design';

const { cy } = HEAD;
const top = cy - HEAD.ry;
const { eyeY, eyeDx, browY } = FACE;

/** The hair cap over the top of the head with a fringe (front) or the whole back of the head. */
function cap(p: Pose, color: string, fringe: string, nape = 40): string {
  if (!p.front) return `<path d="M${CX - 69} ${cy + nape} C${CX - 78} ${top - 34} ${CX + 78} ${top - 34} ${CX + 69} ${cy + nape} Q${CX} ${cy + nape + 26} ${CX - 69} ${cy + nape} Z" ${fillInk(color)}/>`;
  const f = p.faceDx * 0.5;
  return `<path d="M${CX - 68} ${cy + 12} C${CX - 76} ${top - 30} ${CX + 76} ${top - 30} ${CX + 68} ${cy + 12} L${CX + 62} ${cy - 6} ${fringe.replace(/F/g, String(f))} L${CX - 62} ${cy - 6} Z" ${fillInk(color)}/>`;
}
const shine = (p: Pose, color: string) => (p.front ? `<path d="M${CX - 30} ${top + 2} Q${CX} ${top - 10} ${CX + 26} ${top + 2}" ${line(5, tint(color, 0.4))}/>` : '');
/** Fringe paths: a sequence of Q/L commands from the right temple to the left one (F = face shift). */
const wavyFringe = (y: number) => `Q${CX + 40} ${y + 6} ${CX + 24} ${y - 8} Q${CX + 6} ${y + 10} ${CX - 14} ${y - 6} Q${CX - 36} ${y + 8} ${CX - 50} ${y - 4}`;

function longBack(color: string, bottom: number, width = 88): (p: Pose) => string {
  return (p) => `<path d="M${CX - 66} ${cy - 10} C${CX - width} ${cy + 80} ${CX - width - 6} ${bottom - 60} ${CX - width + 10} ${bottom} Q${CX} ${bottom + (p.front ? 12 : 24)} ${CX + width - 10} ${bottom} C${CX + width + 6} ${bottom - 60} ${CX + width} ${cy + 80} ${CX + 66} ${cy - 10} Z" ${fillInk(color)}/>`;
}
const sideLocks = (p: Pose, color: string, bottom: number) =>
  p.front ? ([-1, 1] as const).map((s) => `<path d="M${CX + s * 70} ${cy - 20} Q${CX + s * 80} ${cy + 60} ${CX + s * 74} ${bottom} Q${CX + s * 60} ${bottom - 30} ${CX + s * 56} ${cy + 10} Z" ${fillInk(color)}/>`).join('') : '';

const H = HAIR_COLORS;
export const HAIR: DesignSpec[] = [
  spec('Long Waves', 'Soft waves down past the shoulders.', 0, (p) => cap(p, H[1]!, wavyFringe(118)) + sideLocks(p, H[1]!, 300) + shine(p, H[1]!), longBack(H[1]!, 400)),
  spec('Short Crop', 'Short, tidy and easy in the morning.', 0, (p) => cap(p, H[0]!, `L${CX + 50} ${cy - 32} L${CX + 30} ${cy - 40} L${CX + 14} ${cy - 30} L${CX - 6} ${cy - 42} L${CX - 26} ${cy - 32} L${CX - 48} ${cy - 38}`, 20) + shine(p, H[0]!)),
  spec('Bob Cut', 'A neat, straight bob at the chin.', 0, (p) => cap(p, H[6]!, `L${CX + 54} ${browY - 14} L${CX - 54} ${browY - 14}`, 70) + (p.front ? ([-1, 1] as const).map((s) => `<path d="M${CX + s * 68} ${cy - 30} Q${CX + s * 80} ${cy + 40} ${CX + s * 74} ${cy + 72} L${CX + s * 52} ${cy + 72} Q${CX + s * 58} ${cy + 10} ${CX + s * 56} ${cy - 4} Z" ${fillInk(H[6]!)}/>`).join('') : '') + shine(p, H[6]!)),
  spec('Spiky', 'Gelled up into proud little spikes.', 1, (p) => {
    const spikes = Array.from({ length: 7 }, (_, i) => { const x = CX - 66 + i * 22; return `L${x + 11} ${top - 34 - (i % 2) * 12} L${x + 22} ${top + 6}`; }).join(' ');
    const body = `<path d="M${CX - 70} ${cy + (p.front ? 4 : 36)} L${CX - 66} ${top + 6} ${spikes} L${CX + 70} ${cy + (p.front ? 4 : 36)} ${p.front ? `L${CX + 60} ${cy - 10} L${CX + 36} ${cy - 36} L${CX + 16} ${cy - 26} L${CX - 8} ${cy - 40} L${CX - 30} ${cy - 28} L${CX - 60} ${cy - 10}` : `Q${CX} ${cy + 60} ${CX - 70} ${cy + 36}`} Z" ${fillInk(H[3]!)}/>`;
    return body;
  }),
  spec('Ponytail', 'Pulled back into a swinging ponytail.', 0, (p) => cap(p, H[5]!, `Q${CX + 20} ${cy - 50} ${CX - 50} ${cy - 24}`) + (p.front ? '' : `<circle cx="${CX}" cy="${top + 30}" r="10" ${fillInk(C.yellow, 3)}/>`) + shine(p, H[5]!), (p) => `<path d="M${CX - 12} ${top + 30} Q${CX - 40} ${cy + 80} ${CX - 10} ${cy + 190} Q${CX + 6} ${cy + 150} ${CX + 16} ${top + 30} Z" ${fillInk(H[5]!)}/>` + (p.side ? '' : '')),
  spec('Curly Cloud', 'A big, round, glorious cloud of curls.', 1, (p) => {
    const n = 14;
    const bumps = Array.from({ length: n }, (_, i) => { const a = Math.PI * (1 + i / (n - 1)); const x = CX + Math.cos(a) * 84; const y = cy - 18 + Math.sin(a) * 88; return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="26" ${fillInk(H[0]!)}/>`; }).join('');
    const fill = p.front ? `<ellipse cx="${CX}" cy="${cy - 46}" rx="82" ry="44" fill="${H[0]}"/>` : `<ellipse cx="${CX}" cy="${cy - 30}" rx="80" ry="90" fill="${H[0]}"/>`;
    // From the front the curls stop above the brows so the face shows.
    return bumps + fill + (p.front ? `<path d="M${CX - 66} ${cy - 10} Q${CX - 30} ${cy - 44} ${CX} ${cy - 36} Q${CX + 30} ${cy - 46} ${CX + 66} ${cy - 10} L${CX + 60} ${cy - 50} L${CX - 60} ${cy - 50} Z" fill="${H[0]}"/>` : `<ellipse cx="${CX}" cy="${cy + 20}" rx="78" ry="56" fill="${H[0]}"/>`);
  }),
  spec('Space Buns', 'Two buns on top, ready for launch.', 1, (p) => ([-1, 1] as const).map((s) => `<circle cx="${CX + s * 46}" cy="${top - 6}" r="30" ${fillInk(H[8]!)}/><path d="M${CX + s * 30} ${top - 14} q${s * 14} -12 ${s * 30} 0" ${line(3, shade(H[8]!, 0.25))}/>`).join('') + cap(p, H[8]!, wavyFringe(116)) + shine(p, H[8]!)),
  spec('Mohawk', 'A bold blue crest from front to back.', 2, (p) => {
    const w = p.front ? 20 : 26;
    return cap(p, shade(H[9]!, 0.45), `L${CX - 62} ${cy - 6}`, 10).replace(/fill="[^"]+"/, `fill="${shade(H[9]!, 0.55)}" opacity="0.35"`) + `<path d="M${CX - w} ${top + 20} ${Array.from({ length: 5 }, (_, i) => `L${CX - w + (i * w) / 2} ${top - 44 - (i % 2 ? 0 : 16)}`).join(' ')} L${CX + w} ${top + 20} Q${CX} ${top + 36} ${CX - w} ${top + 20} Z" ${fillInk(H[9]!)}/>`;
  }),
];

const hatBand = (y: number, w: number, color: string) => `<path d="M${CX - w} ${y} Q${CX} ${y + 10} ${CX + w} ${y} L${CX + w} ${y - 14} Q${CX} ${y - 4} ${CX - w} ${y - 14} Z" ${fillInk(color, 4)}/>`;
export const HATS: DesignSpec[] = [
  spec('Ball Cap', 'A red cap with a white button on top.', 0, (p) => `<path d="M${CX - 70} ${cy - 22} C${CX - 74} ${top - 40} ${CX + 74} ${top - 40} ${CX + 70} ${cy - 22} Z" ${fillInk(C.red)}/><circle cx="${CX}" cy="${top - 20}" r="6" ${fillInk('#fff', 3)}/>` + (p.front ? `<path d="M${CX - 72 + p.faceDx} ${cy - 24} Q${CX + p.faceDx} ${cy - 40} ${CX + 78 + p.faceDx} ${cy - 24} Q${CX + p.faceDx} ${cy - 2} ${CX - 72 + p.faceDx} ${cy - 24} Z" ${fillInk(shade(C.red, 0.2))}/>` : `<path d="M${CX - 24} ${cy - 28} h48" ${line(6, '#fff')}/>`)),
  spec('Cozy Beanie', 'Knitted, striped, with a pom-pom.', 0, (p) => `<circle cx="${CX}" cy="${top - 40}" r="20" ${fillInk(C.cream)}/><path d="M${CX - 70} ${cy - 18} C${CX - 74} ${top - 50} ${CX + 74} ${top - 50} ${CX + 70} ${cy - 18} Z" ${fillInk(C.teal)}/>` + [0, 1, 2].map((i) => `<path d="M${CX - 64 + i * 6} ${cy - 44 - i * 22} Q${CX} ${cy - 52 - i * 24} ${CX + 64 - i * 6} ${cy - 44 - i * 22}" ${line(6, C.cream)}/>`).join('') + hatBand(cy - 10 + (p.front ? 0 : 4), 74, shade(C.teal, 0.15))),
  spec('Top Hat', 'Tall, black and terribly proper.', 1, () => `<path d="M${CX - 52} ${top + 10} L${CX - 46} ${top - 74} Q${CX} ${top - 84} ${CX + 46} ${top - 74} L${CX + 52} ${top + 10} Z" ${fillInk(C.black)}/><path d="M${CX - 52} ${top - 6} L${CX + 52} ${top - 6} L${CX + 52} ${top + 10} L${CX - 52} ${top + 10} Z" fill="${C.rose}"/><ellipse cx="${CX}" cy="${top + 16}" rx="92" ry="16" ${fillInk(C.black)}/>`),
  spec('Witch Hat', 'Pointy, purple, a bit bent at the tip.', 2, () => `<ellipse cx="${CX}" cy="${top + 22}" rx="110" ry="20" ${fillInk(C.purple)}/><path d="M${CX - 62} ${top + 20} L${CX + 10} ${top - 110} Q${CX + 40} ${top - 120} ${CX + 60} ${top - 96} Q${CX + 30} ${top - 96} ${CX + 26} ${top - 70} L${CX + 62} ${top + 20} Q${CX} ${top + 34} ${CX - 62} ${top + 20} Z" ${fillInk(C.purple)}/>${hatBand(top + 20, 60, C.gold)}${star(CX + 8, top - 30, 12, C.yellow, 2.5)}`),
  spec('Cowboy Hat', 'Wide brim for wide roads.', 1, () => `<path d="M${CX - 130} ${top + 24} Q${CX - 120} ${top + 50} ${CX} ${top + 46} Q${CX + 120} ${top + 50} ${CX + 130} ${top + 24} Q${CX + 80} ${top + 30} ${CX} ${top + 26} Q${CX - 80} ${top + 30} ${CX - 130} ${top + 24} Z" ${fillInk(C.tan)}/><path d="M${CX - 58} ${top + 28} L${CX - 54} ${top - 40} Q${CX - 30} ${top - 56} ${CX} ${top - 36} Q${CX + 30} ${top - 56} ${CX + 54} ${top - 40} L${CX + 58} ${top + 28} Z" ${fillInk(C.tan)}/>${hatBand(top + 26, 58, C.chocolate)}`),
  spec('Golden Crown', 'For royalty of Old Road Town.', 3, () => `<path d="M${CX - 60} ${top + 22} L${CX - 66} ${top - 44} L${CX - 34} ${top - 12} L${CX} ${top - 60} L${CX + 34} ${top - 12} L${CX + 66} ${top - 44} L${CX + 60} ${top + 22} Q${CX} ${top + 32} ${CX - 60} ${top + 22} Z" ${fillInk(C.gold)}/>` + [-34, 0, 34].map((dx) => `<circle cx="${CX + dx}" cy="${top + 8}" r="8" ${fillInk(dx ? C.sky : C.red, 3)}/>`).join('') + [-66, 0, 66].map((dx) => `<circle cx="${CX + dx}" cy="${top - (dx ? 48 : 64)}" r="6" ${fillInk(C.white, 2.5)}/>`).join('')),
  spec('Painter Beret', 'Tilted just so.', 0, () => `<path d="M${CX - 80} ${top + 26} Q${CX - 100} ${top - 36} ${CX + 10} ${top - 34} Q${CX + 100} ${top - 30} ${CX + 76} ${top + 20} Q${CX} ${top + 40} ${CX - 80} ${top + 26} Z" ${fillInk(C.rose)}/><path d="M${CX + 4} ${top - 34} l4 -16" ${line(6)}/>`),
  spec('Party Hat', 'Every day is a party somewhere.', 1, () => `<path d="M${CX - 44} ${top + 16} L${CX + 6} ${top - 96} L${CX + 48} ${top + 16} Q${CX} ${top + 28} ${CX - 44} ${top + 16} Z" ${fillInk(C.sky)}/><path d="M${CX - 26} ${top - 24} L${CX + 28} ${top - 24} M${CX - 12} ${top - 60} L${CX + 18} ${top - 60}" ${line(8, C.yellow)}/>${star(CX + 6, top - 104, 16, C.pink, 3)}`),
];

const hornPair = (draw: (s: -1 | 1, x: number, y: number) => string) => (p: Pose) => ([-1, 1] as const).map((s) => draw(s, CX + s * 40 + (p.front ? p.faceDx * 0.4 : 0), top + 22)).join('');
export const HORNS: DesignSpec[] = [
  spec('Devil Horns', 'Two little red horns. Harmless, probably.', 0, hornPair((s, x, y) => `<path d="M${x - 14} ${y + 8} Q${x + s * 6} ${y - 20} ${x + s * 20} ${y - 42} Q${x + s * 18} ${y - 10} ${x + 14} ${y + 8} Z" ${fillInk(C.red)}/>`)),
  spec('Ram Horns', 'Heavy curls around the ears.', 2, hornPair((s, x, y) => `<path d="M${x} ${y + 4} C${x + s * 70} ${y - 40} ${x + s * 100} ${y + 70} ${x + s * 50} ${y + 80} C${x + s * 30} ${y + 76} ${x + s * 34} ${y + 40} ${x + s * 54} ${y + 50} C${x + s * 60} ${y + 16} ${x + s * 20} ${y + 6} ${x - s * 4} ${y + 30} Z" ${fillInk(C.tan)}/>`)),
  spec('Unicorn Horn', 'A single spiral horn that sparkles.', 3, (p) => { const x = CX + (p.front ? p.faceDx : 0); return `<path d="M${x - 14} ${top + 22} L${x} ${top - 72} L${x + 14} ${top + 22} Z" ${fillInk(C.lilac)}/>` + [0, 1, 2, 3].map((i) => `<path d="M${x - 12 + i * 3} ${top + 8 - i * 22} l${24 - i * 6} -10" ${line(3, C.pink)}/>`).join(''); }),
  spec('Antlers', 'Branching antlers, like a forest king.', 2, hornPair((s, x, y) => `<path d="M${x} ${y + 6} Q${x + s * 10} ${y - 40} ${x + s * 40} ${y - 76} M${x + s * 14} ${y - 34} Q${x + s * 40} ${y - 40} ${x + s * 54} ${y - 58} M${x + s * 26} ${y - 56} Q${x + s * 20} ${y - 80} ${x + s * 14} ${y - 92}" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M${x} ${y + 6} Q${x + s * 10} ${y - 40} ${x + s * 40} ${y - 76} M${x + s * 14} ${y - 34} Q${x + s * 40} ${y - 40} ${x + s * 54} ${y - 58} M${x + s * 26} ${y - 56} Q${x + s * 20} ${y - 80} ${x + s * 14} ${y - 92}" fill="none" stroke="${C.tan}" stroke-width="8" stroke-linecap="round"/>`)),
  spec('Dragon Horns', 'Long horns swept back, dragon style.', 2, hornPair((s, x, y) => `<path d="M${x - s * 10} ${y + 10} Q${x + s * 40} ${y - 10} ${x + s * 80} ${y - 70} Q${x + s * 30} ${y - 30} ${x + s * 10} ${y - 10} Z" ${fillInk(C.teal)}/>`)),
  spec('Little Nubs', 'Two tiny round horn buds.', 0, hornPair((s, x, y) => `<path d="M${x - 14} ${y + 4} Q${x} ${y - 34} ${x + 14} ${y + 4} Z" ${fillInk(C.coral)}/>`)),
  spec('Antennae', 'Bobbly antennae that pick up gossip.', 1, hornPair((s, x, y) => `<path d="M${x} ${y} Q${x + s * 6} ${y - 50} ${x + s * 26} ${y - 70}" ${line(5)}/><circle cx="${x + s * 28}" cy="${y - 74}" r="12" ${fillInk(C.lime, 4)}/>`)),
  spec('Demon Curls', 'Big black horns curling up to the sky.', 3, hornPair((s, x, y) => `<path d="M${x - s * 6} ${y + 10} C${x + s * 60} ${y - 10} ${x + s * 50} ${y - 90} ${x + s * 14} ${y - 100} C${x + s * 36} ${y - 70} ${x + s * 30} ${y - 30} ${x + s * 10} ${y - 14} Z" ${fillInk(C.black)}/>`)),
];

export const EAR_PIECES: DesignSpec[] = [
  spec('Headphones', 'Big comfy headphones with a bass boost.', 1, (p) => `<path d="M${earX(p, -1)} ${eyeY} C${CX - 84} ${top - 46} ${CX + 84} ${top - 46} ${earX(p, 1)} ${eyeY}" fill="none" stroke="${INK}" stroke-width="16"/><path d="M${earX(p, -1)} ${eyeY} C${CX - 84} ${top - 46} ${CX + 84} ${top - 46} ${earX(p, 1)} ${eyeY}" fill="none" stroke="${C.charcoal}" stroke-width="8"/>` + ([-1, 1] as const).map((s) => `<rect x="${earX(p, s) - 16}" y="${eyeY - 22}" width="32" height="48" rx="14" ${fillInk(C.coral)}/>`).join('')),
  spec('Gold Hoops', 'Classic gold hoop earrings.', 0, (p) => ([-1, 1] as const).map((s) => `<circle cx="${earX(p, s)}" cy="${eyeY + 36}" r="13" fill="none" stroke="${INK}" stroke-width="8"/><circle cx="${earX(p, s)}" cy="${eyeY + 36}" r="13" fill="none" stroke="${C.gold}" stroke-width="4"/>`).join('')),
  spec('Gem Drops', 'Drops of blue gem that catch the light.', 2, (p) => ([-1, 1] as const).map((s) => `<path d="M${earX(p, s)} ${eyeY + 20} l9 14 l-9 16 l-9 -16 Z" ${fillInk(C.sky, 3)}/>`).join('')),
  spec('Feather Earring', 'A single feather, light as air.', 1, (p) => `<path d="M${earX(p, 1)} ${eyeY + 22} Q${earX(p, 1) + 18} ${eyeY + 50} ${earX(p, 1) + 6} ${eyeY + 84} Q${earX(p, 1) - 10} ${eyeY + 50} ${earX(p, 1)} ${eyeY + 22} Z" ${fillInk(C.teal, 3)}/><path d="M${earX(p, 1)} ${eyeY + 26} L${earX(p, 1) + 5} ${eyeY + 80}" ${line(2)}/>`),
  spec('Earbuds', 'Tiny white earbuds: always listening.', 0, (p) => ([-1, 1] as const).map((s) => `<circle cx="${earX(p, s)}" cy="${eyeY + 6}" r="7" ${fillInk('#fff', 3)}/><path d="M${earX(p, s)} ${eyeY + 12} l0 22" ${line(5, '#fff')}/>`).join('')),
  spec('Cat Headphones', 'Headphones with glowing cat ears.', 2, (p) => `<path d="M${earX(p, -1)} ${eyeY} C${CX - 84} ${top - 46} ${CX + 84} ${top - 46} ${earX(p, 1)} ${eyeY}" fill="none" stroke="${C.pink}" stroke-width="12"/>` + ([-1, 1] as const).map((s) => `<path d="M${CX + s * 30} ${top - 6} L${CX + s * 46} ${top - 40} L${CX + s * 60} ${top + 2} Z" ${fillInk(C.pink)}/><rect x="${earX(p, s) - 16}" y="${eyeY - 22}" width="32" height="48" rx="14" ${fillInk(C.pink)}/><circle cx="${earX(p, s)}" cy="${eyeY + 2}" r="7" fill="${C.white}"/>`).join('')),
  spec('Star Dangles', 'Little stars hanging on chains.', 1, (p) => ([-1, 1] as const).map((s) => `<path d="M${earX(p, s)} ${eyeY + 20} l0 18" ${line(2.5, C.silver)}/>${star(earX(p, s), eyeY + 46, 10, C.yellow, 2.5)}`).join('')),
  spec('Pearl Drops', 'Two round pearls. Timeless.', 0, (p) => ([-1, 1] as const).map((s) => `<circle cx="${earX(p, s)}" cy="${eyeY + 30}" r="8" ${fillInk('#f7f3ea', 3)}/><circle cx="${earX(p, s) + 2}" cy="${eyeY + 27}" r="2.5" fill="#fff"/>`).join('')),
];

const lens = (shape: (x: number) => string, bridge = true) => onFace((fx) => [fx - eyeDx, fx + eyeDx].map(shape).join('') + (bridge ? `<path d="M${fx - eyeDx + 16} ${eyeY - 2} Q${fx} ${eyeY - 10} ${fx + eyeDx - 16} ${eyeY - 2}" ${line(4)}/>` : '') + `<path d="M${fx - eyeDx - 18} ${eyeY - 4} L${fx - 62} ${eyeY - 8} M${fx + eyeDx + 18} ${eyeY - 4} L${fx + 62} ${eyeY - 8}" ${line(4)}/>`);
export const GLASSES: DesignSpec[] = [
  spec('Round Specs', 'Round wire glasses for reading by the lamp.', 0, lens((x) => `<circle cx="${x}" cy="${eyeY}" r="18" fill="#dff1fb" fill-opacity="0.35" stroke="${INK}" stroke-width="4"/>`)),
  spec('Square Frames', 'Thick square frames. Very smart.', 0, lens((x) => `<rect x="${x - 20}" y="${eyeY - 15}" width="40" height="30" rx="5" fill="#dff1fb" fill-opacity="0.3" stroke="${INK}" stroke-width="6"/>`)),
  spec('Sunglasses', 'Dark lenses for bright days.', 0, lens((x) => `<path d="M${x - 21} ${eyeY - 12} L${x + 21} ${eyeY - 12} Q${x + 20} ${eyeY + 16} ${x} ${eyeY + 16} Q${x - 20} ${eyeY + 16} ${x - 21} ${eyeY - 12} Z" ${fillInk(C.black, 4)}/><path d="M${x - 12} ${eyeY - 6} l8 0" ${line(3, '#6d7380')}/>`)),
  spec('Heart Shades', 'Pink heart-shaped sunglasses.', 1, lens((x) => heart(x, eyeY + 2, 17, C.pink, 4))),
  spec('Monocle', 'One lens, one chain, much dignity.', 2, onFace((fx) => `<circle cx="${fx + eyeDx}" cy="${eyeY}" r="18" fill="#dff1fb" fill-opacity="0.35" stroke="${C.gold}" stroke-width="5"/><path d="M${fx + eyeDx + 10} ${eyeY + 16} Q${fx + eyeDx + 30} ${eyeY + 70} ${fx + eyeDx + 8} ${eyeY + 110}" ${line(2.5, C.gold)}/>`)),
  spec('Aviator Goggles', 'Brass goggles for brave flyers.', 2, (p) => (p.front ? [p.faceDx + CX - eyeDx, p.faceDx + CX + eyeDx].map((x) => `<circle cx="${x}" cy="${eyeY}" r="20" ${fillInk(C.tan, 5)}/><circle cx="${x}" cy="${eyeY}" r="13" fill="#9fd8e8" stroke="${INK}" stroke-width="3"/>`).join('') : `<path d="M${CX - 68} ${eyeY - 4} Q${CX} ${eyeY + 8} ${CX + 68} ${eyeY - 4}" ${line(12, C.chocolate)}/>`)),
  spec('Cyber Visor', 'A glowing band across the eyes.', 3, onFace((fx) => `<path d="M${fx - 62} ${eyeY - 16} L${fx + 62} ${eyeY - 16} L${fx + 58} ${eyeY + 14} L${fx - 58} ${eyeY + 14} Z" ${fillInk(C.teal, 4)}/><path d="M${fx - 48} ${eyeY - 2} L${fx + 48} ${eyeY - 2}" ${line(4, C.mint)}/>`)),
  spec('Star Glasses', 'Star-shaped frames for show-offs.', 1, lens((x) => star(x, eyeY, 22, C.yellow, 4))),
];

