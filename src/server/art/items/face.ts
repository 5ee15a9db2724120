import { FACE, HEAD, CX } from '../body';
import { C, INK, fillInk, line, shade } from '../palette';
import { onFace, spec, type DesignSpec } from './design';

const { eyeY, eyeDx, browY, noseY, mouthY } = FACE;
const both = (fx: number, f: (x: number, s: -1 | 1) => string) => f(fx - eyeDx, -1) + f(fx + eyeDx, 1);
const heart = (x: number, y: number, r: number, fill: string, w = 2.5) =>
  `<path d="M${x} ${y + r} C${x - r * 1.6} ${y - r * 0.2} ${x - r * 0.7} ${y - r * 1.3} ${x} ${y - r * 0.4} C${x + r * 0.7} ${y - r * 1.3} ${x + r * 1.6} ${y - r * 0.2} ${x} ${y + r} Z" ${fillInk(fill, w)}/>`;
const star = (x: number, y: number, r: number, fill: string, w = 2.5) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  });
  return `<path d="M${pts.join(' L')} Z" ${fillInk(fill, w)}/>`;
};
export { heart, star };

const eye = (iris: string, extra = '') => (x: number) =>
  `<ellipse cx="${x}" cy="${eyeY}" rx="11" ry="13" ${fillInk(C.white, 3)}/><circle cx="${x + 1}" cy="${eyeY + 2}" r="8" fill="${iris}"/><circle cx="${x + 1}" cy="${eyeY + 2}" r="4" fill="${INK}"/><circle cx="${x + 4}" cy="${eyeY - 2}" r="2.6" fill="#fff"/>${extra}`;

export const EYES: DesignSpec[] = [
  spec('Bright Eyes', 'Clear, friendly eyes that notice everything.', 0, onFace((fx) => both(fx, eye(C.chocolate)))),
  spec('Lash Eyes', 'Big eyes with a sweep of lashes.', 0, onFace((fx) => both(fx, (x, s) => eye('#5b8fc9')(x) + `<path d="M${x - 12} ${eyeY - 8} Q${x} ${eyeY - 18} ${x + 12} ${eyeY - 8} M${x + s * 11} ${eyeY - 10} l${s * 6} -5" ${line(3.5)}/>`))),
  spec('Sleepy Eyes', 'Half-closed, fully relaxed.', 0, onFace((fx) => both(fx, (x) => `<path d="M${x - 11} ${eyeY} A11 11 0 0 0 ${x + 11} ${eyeY} Z" ${fillInk(C.white, 3)}/><circle cx="${x}" cy="${eyeY + 5}" r="5" fill="${INK}"/><path d="M${x - 12} ${eyeY} L${x + 12} ${eyeY}" ${line(4)}/>`))),
  spec('Starry Eyes', 'Eyes with a star in each: dreamers only.', 1, onFace((fx) => both(fx, (x) => `<ellipse cx="${x}" cy="${eyeY}" rx="11" ry="13" ${fillInk(C.white, 3)}/><circle cx="${x}" cy="${eyeY + 1}" r="9" fill="${C.blue}"/>${star(x, eyeY + 1, 6, C.yellow, 1)}`))),
  spec('Cat Eyes', 'Green, slitted, a little mischievous.', 1, onFace((fx) => both(fx, (x) => `<path d="M${x - 13} ${eyeY} Q${x} ${eyeY - 16} ${x + 13} ${eyeY} Q${x} ${eyeY + 16} ${x - 13} ${eyeY} Z" ${fillInk(C.lime, 3)}/><ellipse cx="${x}" cy="${eyeY}" rx="2.5" ry="9" fill="${INK}"/>`))),
  spec('Heart Eyes', 'For when everything is lovely.', 2, onFace((fx) => both(fx, (x) => heart(x, eyeY, 11, C.rose)))),
  spec('Button Eyes', 'Two shiny buttons. Simple and sweet.', 0, onFace((fx) => both(fx, (x) => `<ellipse cx="${x}" cy="${eyeY + 2}" rx="6.5" ry="8" fill="${INK}"/><circle cx="${x + 2}" cy="${eyeY - 1}" r="2.2" fill="#fff"/>`))),
  spec('Wink', 'One open, one closed: you know.', 1, onFace((fx) => eye(C.brown)(fx - eyeDx) + `<path d="M${fx + eyeDx - 11} ${eyeY + 2} Q${fx + eyeDx} ${eyeY - 10} ${fx + eyeDx + 11} ${eyeY + 2}" ${line(4)}/>`)),
];

const brow = (d: (x: number, s: -1 | 1) => string, color: string = C.chocolate, w = 6) => onFace((fx) => both(fx, (x, s) => `<path d="${d(x, s)}" ${line(w, color)}/>`));
export const EYEBROWS: DesignSpec[] = [
  spec('Soft Brows', 'Gentle arcs for a calm face.', 0, brow((x) => `M${x - 12} ${browY + 3} Q${x} ${browY - 5} ${x + 12} ${browY + 3}`)),
  spec('Arched Brows', 'Thin and high, a little dramatic.', 0, brow((x, s) => `M${x - s * 13} ${browY + 4} Q${x + s * 2} ${browY - 9} ${x + s * 13} ${browY}`, C.chocolate, 4)),
  spec('Bold Brows', 'Thick and straight. Serious business.', 0, brow((x) => `M${x - 13} ${browY} L${x + 13} ${browY}`, '#3b2a24', 9)),
  spec('Grumpy Brows', 'Slanted down toward the nose.', 0, brow((x, s) => `M${x + s * 13} ${browY - 6} L${x - s * 12} ${browY + 5}`, '#3b2a24', 7)),
  spec('Worried Brows', 'Tilted up in the middle.', 0, brow((x, s) => `M${x + s * 12} ${browY + 4} Q${x} ${browY - 2} ${x - s * 12} ${browY - 7}`, C.chocolate, 5)),
  spec('Bushy Brows', 'Magnificent, fluffy, unforgettable.', 1, onFace((fx) => both(fx, (x) => `<path d="M${x - 15} ${browY + 4} Q${x - 10} ${browY - 10} ${x} ${browY - 6} Q${x + 10} ${browY - 12} ${x + 15} ${browY + 2} Q${x} ${browY + 2} ${x - 15} ${browY + 4} Z" ${fillInk('#5a3b2b', 3)}/>`))),
  spec('Dot Brows', 'Two tiny dots, very kawaii.', 1, onFace((fx) => both(fx, (x) => `<ellipse cx="${x}" cy="${browY - 2}" rx="7" ry="4.5" fill="${C.chocolate}"/>`))),
  spec('Slit Brows', 'Brows with a sharp little cut.', 1, onFace((fx) => both(fx, (x, s) => `<path d="M${x - 13} ${browY + 2} Q${x} ${browY - 6} ${x + 13} ${browY + 2}" ${line(7, '#3b2a24')}/><path d="M${x + s * 4} ${browY - 6} l${s * 3} 10" stroke="#fff" stroke-width="3"/>`))),
];

export const NOSES: DesignSpec[] = [
  spec('Button Nose', 'A small, round, honest nose.', 0, onFace((fx) => `<path d="M${fx - 8} ${noseY} Q${fx} ${noseY + 8} ${fx + 8} ${noseY}" ${line(4)}/>`)),
  spec('Tiny Nose', 'Barely there: two little dots.', 0, onFace((fx) => `<circle cx="${fx - 4}" cy="${noseY + 1}" r="2.4" fill="${INK}"/><circle cx="${fx + 4}" cy="${noseY + 1}" r="2.4" fill="${INK}"/>`)),
  spec('Round Nose', 'Soft and round, good for sniffing pies.', 0, onFace((fx) => `<path d="M${fx - 3} ${noseY - 16} Q${fx - 14} ${noseY + 6} ${fx} ${noseY + 6} Q${fx + 12} ${noseY + 4} ${fx + 6} ${noseY - 4}" ${line(4)}/>`)),
  spec('Pointy Nose', 'A sharp nose with a sharp wit.', 0, onFace((fx) => `<path d="M${fx + 2} ${noseY - 18} L${fx + 12} ${noseY + 4} L${fx} ${noseY + 4}" ${line(4)}/>`)),
  spec('Clown Nose', 'Honk honk.', 1, onFace((fx) => `<circle cx="${fx}" cy="${noseY}" r="12" ${fillInk(C.red, 3.5)}/><circle cx="${fx + 4}" cy="${noseY - 4}" r="3.5" fill="#fff" opacity="0.8"/>`)),
  spec('Freckled Nose', 'A little nose with sun kisses.', 0, onFace((fx) => `<path d="M${fx - 7} ${noseY + 2} Q${fx} ${noseY + 8} ${fx + 7} ${noseY + 2}" ${line(4)}/>` + [-16, -10, 10, 16].map((dx, i) => `<circle cx="${fx + dx}" cy="${noseY - 6 + (i % 2) * 5}" r="2" fill="${C.brown}"/>`).join(''))),
  spec('Piggy Snout', 'Oink, with love.', 2, onFace((fx) => `<ellipse cx="${fx}" cy="${noseY + 2}" rx="14" ry="10" ${fillInk(C.pink, 3.5)}/><ellipse cx="${fx - 5}" cy="${noseY + 2}" rx="2.6" ry="4" fill="${shade(C.pink, 0.4)}"/><ellipse cx="${fx + 5}" cy="${noseY + 2}" rx="2.6" ry="4" fill="${shade(C.pink, 0.4)}"/>`)),
  spec('Long Nose', 'A long, curving, storybook nose.', 1, onFace((fx) => `<path d="M${fx - 2} ${noseY - 22} Q${fx + 4} ${noseY - 4} ${fx + 18} ${noseY + 4} Q${fx + 10} ${noseY + 10} ${fx} ${noseY + 6}" ${line(4)}/>`)),
];

const lips = '#d9707a';
export const MOUTHS: DesignSpec[] = [
  spec('Smile', 'A warm, easy smile.', 0, onFace((fx) => `<path d="M${fx - 15} ${mouthY - 3} Q${fx} ${mouthY + 11} ${fx + 15} ${mouthY - 3}" ${line(4.5)}/>`)),
  spec('Rosy Smile', 'A smile with soft pink lips.', 0, onFace((fx) => `<path d="M${fx - 14} ${mouthY - 2} Q${fx} ${mouthY + 12} ${fx + 14} ${mouthY - 2} Q${fx} ${mouthY + 2} ${fx - 14} ${mouthY - 2} Z" ${fillInk(lips, 3)}/>`)),
  spec('Big Grin', 'All teeth, all joy.', 0, onFace((fx) => `<path d="M${fx - 18} ${mouthY - 5} Q${fx} ${mouthY - 2} ${fx + 18} ${mouthY - 5} Q${fx + 14} ${mouthY + 18} ${fx} ${mouthY + 18} Q${fx - 14} ${mouthY + 18} ${fx - 18} ${mouthY - 5} Z" ${fillInk('#7a2f3b', 3.5)}/><path d="M${fx - 15} ${mouthY - 3} L${fx + 15} ${mouthY - 3} L${fx + 13} ${mouthY + 4} L${fx - 13} ${mouthY + 4} Z" fill="#fff"/><ellipse cx="${fx}" cy="${mouthY + 13}" rx="7" ry="3.5" fill="#e37a8a"/>`)),
  spec('Smirk', 'One corner up. Plotting something.', 0, onFace((fx) => `<path d="M${fx - 12} ${mouthY + 2} Q${fx + 4} ${mouthY + 6} ${fx + 15} ${mouthY - 6}" ${line(4.5)}/>`)),
  spec('Cat Mouth', 'The famous :3.', 1, onFace((fx) => `<path d="M${fx - 14} ${mouthY - 2} Q${fx - 7} ${mouthY + 9} ${fx} ${mouthY} Q${fx + 7} ${mouthY + 9} ${fx + 14} ${mouthY - 2}" ${line(4)}/>`)),
  spec('Tongue Out', 'Bleh!', 1, onFace((fx) => `<path d="M${fx - 14} ${mouthY} L${fx + 14} ${mouthY}" ${line(4.5)}/><path d="M${fx - 7} ${mouthY + 1} L${fx - 7} ${mouthY + 10} Q${fx} ${mouthY + 20} ${fx + 7} ${mouthY + 10} L${fx + 7} ${mouthY + 1}" ${fillInk('#ef8095', 3)}/>`)),
  spec('Vampire Fangs', 'A polite smile with two pointy guests.', 2, onFace((fx) => `<path d="M${fx - 16} ${mouthY - 3} Q${fx} ${mouthY + 9} ${fx + 16} ${mouthY - 3}" ${line(4.5)}/><path d="M${fx - 9} ${mouthY + 2} l3 9 l3 -8 M${fx + 3} ${mouthY + 2} l3 8 l3 -9" ${fillInk('#fff', 2.5)}/>`)),
  spec('Surprised', 'Oh!', 0, onFace((fx) => `<ellipse cx="${fx}" cy="${mouthY + 3}" rx="8" ry="10" ${fillInk('#7a2f3b', 3.5)}/>`)),
];

export const MAKEUP: DesignSpec[] = [
  spec('Rosy Blush', 'Pink cheeks like a cold morning walk.', 0, onFace((fx) => both(fx, (x, s) => `<ellipse cx="${x + s * 14}" cy="${eyeY + 26}" rx="15" ry="9" fill="#f27a8f" opacity="0.55"/>`))),
  spec('Sky Shadow', 'Blue eyeshadow, bright as a summer sky.', 0, onFace((fx) => both(fx, (x) => `<path d="M${x - 16} ${eyeY - 2} Q${x} ${eyeY - 26} ${x + 16} ${eyeY - 2} Z" fill="${C.sky}" opacity="0.8"/>`))),
  spec('Red Lipstick', 'Classic, bold and red.', 0, onFace((fx) => `<path d="M${fx - 16} ${mouthY - 1} Q${fx - 8} ${mouthY - 9} ${fx} ${mouthY - 4} Q${fx + 8} ${mouthY - 9} ${fx + 16} ${mouthY - 1} Q${fx} ${mouthY + 15} ${fx - 16} ${mouthY - 1} Z" ${fillInk('#d93a4a', 2.5)}/>`)),
  spec('Glitter', 'Sparkles high on the cheeks.', 1, onFace((fx) => both(fx, (x, s) => star(x + s * 18, eyeY + 22, 7, C.gold, 1.5) + star(x + s * 6, eyeY + 30, 4, C.white, 1)))),
  spec('Warrior Paint', 'Two bold stripes on each cheek.', 1, onFace((fx) => both(fx, (x, s) => `<path d="M${x + s * 2} ${eyeY + 18} l${s * 24} -4 M${x + s * 4} ${eyeY + 30} l${s * 22} -4" ${line(6, C.blue)}/>`))),
  spec('Star Stickers', 'Little gold stars by the eyes.', 1, onFace((fx) => star(fx + eyeDx + 22, eyeY - 6, 8, C.gold, 2) + star(fx - eyeDx - 20, eyeY + 16, 6, C.pink, 2))),
  spec('Goth Look', 'Dark lips and winged liner.', 2, onFace((fx) => both(fx, (x, s) => `<path d="M${x - 13} ${eyeY - 6} Q${x} ${eyeY - 16} ${x + 13} ${eyeY - 6} l${s * 8} -6" ${line(4.5, INK)}/>`) + `<path d="M${fx - 14} ${mouthY - 1} Q${fx} ${mouthY - 8} ${fx + 14} ${mouthY - 1} Q${fx} ${mouthY + 13} ${fx - 14} ${mouthY - 1} Z" fill="#4a2540"/>`)),
  spec('Rainbow Cheeks', 'A tiny rainbow on each cheek.', 2, onFace((fx) => both(fx, (x, s) => [C.red, C.yellow, C.sky].map((c, i) => `<path d="M${x + s * 4 - 12} ${eyeY + 34} a14 ${14 - i * 4} 0 0 1 ${28 - i * 0} 0" ${line(3.5, c)} transform="translate(${s * 8} ${i * 4})"/>`).join('')))),
];

const earX = (p: { faceDx: number; front: boolean }, s: -1 | 1) => CX + s * (HEAD.rx - 2) + (p.front ? -p.faceDx * 0.4 : p.faceDx * 0.4);
export const HEADS: DesignSpec[] = [
  spec('Freckles', 'A sprinkle of sun freckles.', 0, onFace((fx) => both(fx, (x, s) => [0, 1, 2, 3, 4].map((i) => `<circle cx="${x + s * (4 + (i % 3) * 7)}" cy="${eyeY + 20 + Math.floor(i / 2) * 6}" r="2.3" fill="${C.brown}" opacity="0.8"/>`).join('')))),
  spec('Elf Ears', 'Long, pointed ears from the old woods.', 1, (p) => ([-1, 1] as const).map((s) => `<path d="M${earX(p, s)} ${eyeY + 18} Q${earX(p, s) + s * 12} ${eyeY - 6} ${earX(p, s) + s * 34} ${eyeY - 44} Q${earX(p, s) + s * 4} ${eyeY - 20} ${earX(p, s) - s * 4} ${eyeY - 10} Z" ${fillInk(C.peach)}/>`).join('')),
  spec('Brave Scar', 'A scar across the eye with a story behind it.', 1, onFace((fx) => `<path d="M${fx + eyeDx - 8} ${eyeY - 26} L${fx + eyeDx + 8} ${eyeY + 24}" ${line(4, '#b65c5c')}/>` + [-14, -2, 10].map((d) => `<path d="M${fx + eyeDx - 6 + d * 0.3} ${eyeY + d} l10 -3" ${line(3, '#b65c5c')}/>`).join(''))),
  spec('Beauty Mark', 'One tiny mark, lots of charm.', 0, onFace((fx) => `<circle cx="${fx + 24}" cy="${mouthY - 8}" r="3.2" fill="${INK}"/>`)),
  spec('Cheek Hearts', 'Little hearts painted on the cheeks.', 1, onFace((fx) => both(fx, (x, s) => heart(x + s * 14, eyeY + 26, 7, C.rose, 2)))),
  spec('Cyborg Plate', 'A chrome plate with a blinking light.', 3, onFace((fx) => `<path d="M${fx + 6} ${eyeY - 42} L${fx + 56} ${eyeY - 34} L${fx + 60} ${eyeY + 20} L${fx + 34} ${eyeY + 30} Z" ${fillInk(C.silver, 3.5)}/><circle cx="${fx + 40}" cy="${eyeY - 14}" r="7" ${fillInk(C.red, 2.5)}/><circle cx="${fx + 18}" cy="${eyeY - 30}" r="2.5" fill="${INK}"/><circle cx="${fx + 50}" cy="${eyeY + 14}" r="2.5" fill="${INK}"/>`)),
  spec('Third Eye Gem', 'A glowing gem on the forehead.', 2, onFace((fx) => `<path d="M${fx} ${browY - 30} L${fx + 9} ${browY - 18} L${fx} ${browY - 6} L${fx - 9} ${browY - 18} Z" ${fillInk(C.purple, 3)}/><path d="M${fx - 3} ${browY - 22} L${fx} ${browY - 26}" ${line(2.5, '#fff')}/>`)),
  spec('Fox Ears', 'Fluffy orange ears on top of the head.', 2, (p) => ([-1, 1] as const).map((s) => { const x = CX + s * 38 + (p.front ? p.faceDx * 0.5 : 0); return `<path d="M${x - 24} ${HEAD.cy - HEAD.ry + 22} L${x + s * 8} ${HEAD.cy - HEAD.ry - 36} L${x + 24} ${HEAD.cy - HEAD.ry + 16} Z" ${fillInk(C.orange)}/><path d="M${x - 11} ${HEAD.cy - HEAD.ry + 14} L${x + s * 6} ${HEAD.cy - HEAD.ry - 18} L${x + 12} ${HEAD.cy - HEAD.ry + 12} Z" fill="${p.front ? '#fff1e0' : shade(C.orange)}"/>`; }).join('')),
];

const beardColor = '#5a3b2b';
export const BEARDS: DesignSpec[] = [
  spec('Stubble', 'Three days of not bothering.', 0, onFace((fx) => Array.from({ length: 26 }, (_, i) => { const a = Math.PI * (0.12 + (0.76 * (i % 13)) / 12); const r = 50 - Math.floor(i / 13) * 9; return `<circle cx="${(fx + Math.cos(a) * r).toFixed(1)}" cy="${(HEAD.cy + 10 + Math.sin(a) * r * 1.05).toFixed(1)}" r="1.8" fill="${beardColor}" opacity="0.7"/>`; }).join(''))),
  spec('Full Beard', 'A proper, warm, full beard.', 0, onFace((fx) => `<path d="M${fx - 58} ${eyeY + 8} Q${fx - 56} ${HEAD.cy + 90} ${fx} ${HEAD.cy + 96} Q${fx + 56} ${HEAD.cy + 90} ${fx + 58} ${eyeY + 8} Q${fx + 40} ${mouthY + 2} ${fx + 20} ${mouthY - 10} Q${fx} ${mouthY - 16} ${fx - 20} ${mouthY - 10} Q${fx - 40} ${mouthY + 2} ${fx - 58} ${eyeY + 8} Z M${fx - 16} ${mouthY + 2} Q${fx} ${mouthY + 14} ${fx + 16} ${mouthY + 2} Q${fx} ${mouthY - 4} ${fx - 16} ${mouthY + 2} Z" fill-rule="evenodd" ${fillInk(beardColor, 4)}/>`)),
  spec('Goatee', 'Neat and pointy, on the chin only.', 0, onFace((fx) => `<path d="M${fx - 14} ${mouthY + 12} Q${fx} ${mouthY + 8} ${fx + 14} ${mouthY + 12} L${fx + 4} ${mouthY + 36} L${fx - 4} ${mouthY + 36} Z" ${fillInk(beardColor, 3.5)}/>`)),
  spec('Mustache', 'A friendly, bushy mustache.', 0, onFace((fx) => `<path d="M${fx} ${mouthY - 10} Q${fx - 14} ${mouthY - 18} ${fx - 26} ${mouthY - 2} Q${fx - 14} ${mouthY - 4} ${fx} ${mouthY - 4} Q${fx + 14} ${mouthY - 4} ${fx + 26} ${mouthY - 2} Q${fx + 14} ${mouthY - 18} ${fx} ${mouthY - 10} Z" ${fillInk(beardColor, 3.5)}/>`)),
  spec('Handlebar', 'Curled at the ends. Very distinguished.', 1, onFace((fx) => `<path d="M${fx} ${mouthY - 10} Q${fx - 18} ${mouthY - 18} ${fx - 30} ${mouthY - 6} Q${fx - 38} ${mouthY - 14} ${fx - 34} ${mouthY - 22} Q${fx - 44} ${mouthY - 4} ${fx - 26} ${mouthY} Q${fx - 12} ${mouthY - 2} ${fx} ${mouthY - 5} Q${fx + 12} ${mouthY - 2} ${fx + 26} ${mouthY} Q${fx + 44} ${mouthY - 4} ${fx + 34} ${mouthY - 22} Q${fx + 38} ${mouthY - 14} ${fx + 30} ${mouthY - 6} Q${fx + 18} ${mouthY - 18} ${fx} ${mouthY - 10} Z" ${fillInk('#2b2a30', 3)}/>`)),
  spec('Wizard Beard', 'Long, white and full of secrets.', 3, onFace((fx) => `<path d="M${fx - 54} ${eyeY + 12} Q${fx - 60} ${HEAD.cy + 150} ${fx} ${HEAD.cy + 220} Q${fx + 60} ${HEAD.cy + 150} ${fx + 54} ${eyeY + 12} Q${fx + 30} ${mouthY - 4} ${fx} ${mouthY - 12} Q${fx - 30} ${mouthY - 4} ${fx - 54} ${eyeY + 12} Z" ${fillInk('#f1efe9', 4)}/><path d="M${fx - 20} ${mouthY + 30} q8 40 18 80 M${fx + 20} ${mouthY + 30} q-6 40 -14 90" ${line(3, '#c9c4b8')}/><path d="M${fx - 14} ${mouthY + 2} Q${fx} ${mouthY + 10} ${fx + 14} ${mouthY + 2}" ${line(4)}/>`)),
  spec('Chin Strap', 'A thin line along the jaw.', 0, onFace((fx) => `<path d="M${fx - 60} ${eyeY + 4} Q${fx - 52} ${HEAD.cy + 70} ${fx} ${HEAD.cy + 74} Q${fx + 52} ${HEAD.cy + 70} ${fx + 60} ${eyeY + 4}" ${line(8, beardColor)}/>`)),
  spec('Braided Beard', 'Viking style, with a bead at the end.', 2, onFace((fx) => `<path d="M${fx - 46} ${eyeY + 22} Q${fx - 40} ${HEAD.cy + 76} ${fx} ${HEAD.cy + 80} Q${fx + 40} ${HEAD.cy + 76} ${fx + 46} ${eyeY + 22} Q${fx + 20} ${mouthY + 6} ${fx} ${mouthY + 8} Q${fx - 20} ${mouthY + 6} ${fx - 46} ${eyeY + 22} Z" ${fillInk(C.orange, 3.5)}/>` + [0, 1, 2].map((i) => `<ellipse cx="${fx}" cy="${HEAD.cy + 86 + i * 16}" rx="9" ry="9" ${fillInk(C.orange, 3)}/>`).join('') + `<circle cx="${fx}" cy="${HEAD.cy + 136}" r="6" ${fillInk(C.gold, 2.5)}/>`)),
];

const metal = C.silver;
export const PIERCINGS: DesignSpec[] = [
  spec('Nose Stud', 'A tiny sparkle on the nose.', 0, onFace((fx) => `<circle cx="${fx + 9}" cy="${noseY - 1}" r="3.5" ${fillInk(C.sky, 1.5)}/>`)),
  spec('Nose Ring', 'A small silver hoop.', 0, onFace((fx) => `<circle cx="${fx + 8}" cy="${noseY + 4}" r="5" fill="none" stroke="${metal}" stroke-width="3"/>`)),
  spec('Brow Bar', 'A bar through the eyebrow.', 1, onFace((fx) => `<path d="M${fx + eyeDx + 8} ${browY - 10} L${fx + eyeDx + 12} ${browY + 8}" ${line(2.5, metal)}/><circle cx="${fx + eyeDx + 8}" cy="${browY - 10}" r="3" ${fillInk(metal, 1.5)}/><circle cx="${fx + eyeDx + 12}" cy="${browY + 8}" r="3" ${fillInk(metal, 1.5)}/>`)),
  spec('Lip Ring', 'A hoop at the corner of the lip.', 1, onFace((fx) => `<circle cx="${fx + 10}" cy="${mouthY + 8}" r="5.5" fill="none" stroke="${metal}" stroke-width="3"/>`)),
  spec('Septum', 'A bold ring in the middle.', 1, onFace((fx) => `<path d="M${fx - 6} ${noseY + 4} A6 6 0 0 0 ${fx + 6} ${noseY + 4}" fill="none" stroke="${C.gold}" stroke-width="3.5"/>`)),
  spec('Ear Studs', 'Three studs up each ear.', 0, (p) => ([-1, 1] as const).map((s) => [0, 1, 2].map((i) => `<circle cx="${earX(p, s) + s * 6}" cy="${eyeY + 16 - i * 12}" r="3.2" ${fillInk(C.gold, 1.5)}/>`).join('')).join('')),
  spec('Dimple Studs', 'Two studs where the dimples go.', 2, onFace((fx) => both(fx, (x, s) => `<circle cx="${x + s * 14}" cy="${mouthY - 2}" r="3.4" ${fillInk(C.pink, 1.5)}/>`))),
  spec('Industrial', 'One long bar across the ear.', 2, (p) => `<path d="M${earX(p, 1) - 4} ${eyeY - 12} L${earX(p, 1) + 12} ${eyeY + 12}" ${line(3, metal)}/><circle cx="${earX(p, 1) - 4}" cy="${eyeY - 12}" r="3.5" ${fillInk(metal, 1.5)}/><circle cx="${earX(p, 1) + 12}" cy="${eyeY + 12}" r="3.5" ${fillInk(metal, 1.5)}/>`),
];
export { earX };
