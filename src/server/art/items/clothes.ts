import { ANKLE_Y, CX, HIP_Y, KNEE_Y, NECK, SHOULDER_Y, WAIST_Y, armPath, armPoint, feet, hipHalf, legPath, legsPath, torsoBand, torsoHalf, torsoPath, type Pose } from '../body';
import { C, INK, fillInk, line, shade, tint } from '../palette';
import { heart, star } from './face';
import { spec, type DesignSpec } from './design';

const SIDES = [-1, 1] as const;
const sleeves = (p: Pose, color: string, t1: number, grow = 4) => SIDES.map((s) => `<path d="${armPath(p, s, 0, t1, grow)}" ${fillInk(color)}/>`).join('');
const neckline = (p: Pose, depth = 14) => (p.front ? `<path d="M${CX - NECK.half - 6} ${SHOULDER_Y - 12} Q${CX} ${SHOULDER_Y + depth} ${CX + NECK.half + 6} ${SHOULDER_Y - 12}" ${line(4)}/>` : '');

/** A shirt body: the torso grown a little, from the shoulders down to `hem`. */
function shirt(p: Pose, color: string, hem = HIP_Y - 8, sleeve = 0.36, extra = '') {
  return `<path d="${torsoPath(p, 4, hem)}" ${fillInk(color)}/>${extra}${sleeve ? sleeves(p, color, sleeve) : ''}${neckline(p)}`;
}
const stripes = (p: Pose, color: string, from: number, to: number, step: number, w = 10) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => `<path d="${torsoBand(p, from + i * step, from + i * step + w, 3)}" fill="${color}"/>`).join('');

export const TOPS: DesignSpec[] = [
  spec('Sky Tee', 'A soft blue T-shirt, the town favourite.', 0, (p) => shirt(p, C.sky)),
  spec('Peach Blouse', 'A light blouse with puffed sleeves.', 0, (p) => `<path d="${torsoPath(p, 4, HIP_Y - 14, 10)}" ${fillInk(C.peach)}/>` + SIDES.map((s) => { const [x, y] = armPoint(p, s, 0.1); return `<ellipse cx="${x + s * 2}" cy="${y + 4}" rx="24" ry="30" ${fillInk(C.peach)}/><path d="M${x - 14} ${y + 26} q14 8 28 0" ${line(3, shade(C.peach, 0.2))}/>`; }).join('') + (p.front ? `<path d="M${CX - 26} ${SHOULDER_Y - 6} Q${CX} ${SHOULDER_Y + 30} ${CX + 26} ${SHOULDER_Y - 6}" ${line(4)}/>` : '')),
  spec('Sailor Stripes', 'White with navy stripes, smells like the sea.', 0, (p) => shirt(p, C.white, HIP_Y - 8, 0.5, stripes(p, C.navy, SHOULDER_Y + 24, HIP_Y - 24, 30)) + SIDES.map((s) => `<path d="${armPath(p, s, 0.2, 0.26, 5)}" fill="${C.navy}"/>`).join('')),
  spec('Comfy Hoodie', 'Green, warm, with a big front pocket.', 0, (p) => (p.front ? '' : `<path d="M${CX - 60} ${SHOULDER_Y - 6} Q${CX} ${SHOULDER_Y - 40} ${CX + 60} ${SHOULDER_Y - 6} L${CX + 50} ${SHOULDER_Y + 70} Q${CX} ${SHOULDER_Y + 90} ${CX - 50} ${SHOULDER_Y + 70} Z" ${fillInk(shade(C.green, 0.1))}/>`) + `<path d="${torsoPath(p, 6, HIP_Y + 4)}" ${fillInk(C.green)}/>` + sleeves(p, C.green, 0.96, 6) + (p.front ? `<path d="M${CX - 44} ${WAIST_Y} L${CX + 44} ${WAIST_Y} L${CX + 52} ${HIP_Y - 14} L${CX - 52} ${HIP_Y - 14} Z" ${fillInk(shade(C.green, 0.12), 4)}/><path d="M${CX - 12} ${SHOULDER_Y + 4} l-4 50 M${CX + 12} ${SHOULDER_Y + 4} l4 50" ${line(4, C.cream)}/><path d="M${CX - 40} ${SHOULDER_Y - 8} Q${CX} ${SHOULDER_Y + 22} ${CX + 40} ${SHOULDER_Y - 8}" ${line(6, shade(C.green, 0.25))}/>` : '')),
  spec('Sunny Tank', 'A bright yellow tank top for hot days.', 0, (p) => `<path d="${torsoPath(p, 2, HIP_Y - 10, 22)}" ${fillInk(C.yellow)}/>` + (p.front ? `<path d="M${CX - 30} ${SHOULDER_Y - 6} Q${CX} ${SHOULDER_Y + 36} ${CX + 30} ${SHOULDER_Y - 6}" ${line(4)}/>` : '')),
  spec('Heart Sweater', 'A cosy knit with a big heart.', 1, (p) => shirt(p, C.rose, HIP_Y - 4, 0.96, p.front ? heart(CX, SHOULDER_Y + 90, 26, C.white, 4) : '') + SIDES.map((s) => `<path d="${armPath(p, s, 0.86, 0.96, 6)}" fill="${shade(C.rose, 0.2)}"/>`).join('') + `<path d="${torsoBand(p, HIP_Y - 22, HIP_Y - 6, 4)}" fill="${shade(C.rose, 0.2)}"/>`),
  spec('Button Shirt', 'Crisp white with a collar and a pocket.', 0, (p) => shirt(p, '#f6f7fb', HIP_Y - 4, 0.55, p.front ? `<path d="M${CX} ${SHOULDER_Y - 4} L${CX} ${HIP_Y - 8}" ${line(3)}/>${[0, 1, 2, 3].map((i) => `<circle cx="${CX + 6}" cy="${SHOULDER_Y + 24 + i * 44}" r="3.5" fill="${INK}"/>`).join('')}<rect x="${CX + 18}" y="${SHOULDER_Y + 40}" width="28" height="30" rx="3" ${fillInk('#eef0f6', 3)}/><path d="M${CX - 30} ${SHOULDER_Y - 14} L${CX - 4} ${SHOULDER_Y + 16} L${CX - 14} ${SHOULDER_Y - 12} Z M${CX + 30} ${SHOULDER_Y - 14} L${CX + 4} ${SHOULDER_Y + 16} L${CX + 14} ${SHOULDER_Y - 12} Z" ${fillInk('#fff', 3)}/>` : `<path d="M${CX - 36} ${SHOULDER_Y - 10} Q${CX} ${SHOULDER_Y + 6} ${CX + 36} ${SHOULDER_Y - 10}" ${line(6, '#fff')}/>`)),
  spec('Star Jersey', 'Number 7 of the Old Road Stars.', 1, (p) => shirt(p, C.purple, HIP_Y - 6, 0.34, p.front ? star(CX, SHOULDER_Y + 86, 34, C.yellow, 4) : `<path d="M${CX - 34} ${SHOULDER_Y + 50} L${CX + 34} ${SHOULDER_Y + 50} L${CX - 6} ${SHOULDER_Y + 150}" fill="none" stroke="${INK}" stroke-width="26" stroke-linejoin="round" stroke-linecap="round"/><path d="M${CX - 34} ${SHOULDER_Y + 50} L${CX + 34} ${SHOULDER_Y + 50} L${CX - 6} ${SHOULDER_Y + 150}" fill="none" stroke="${C.yellow}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`) + SIDES.map((s) => `<path d="${armPath(p, s, 0.26, 0.33, 5)}" fill="${C.yellow}"/>`).join('')),
];

/** The trousers' waist piece and legs down to `hem`. */
function pants(p: Pose, color: string, hem: number, grow = 4, waist = shade(color, 0.15)) {
  return `<path d="${legsPath(p, HIP_Y - 30, hem, grow)}" ${fillInk(color)}/><path d="${torsoBand(p, HIP_Y - 40, HIP_Y + 12, 4)}" ${fillInk(color)}/><path d="${torsoBand(p, HIP_Y - 40, HIP_Y - 28, 4)}" ${fillInk(waist, 3)}/>`;
}
function skirt(p: Pose, color: string, hem: number, flare: number, extra = '') {
  const hi = hipHalf(p) + 4;
  return `<path d="M${CX - hi + 6} ${HIP_Y - 40} L${CX + hi - 6} ${HIP_Y - 40} L${CX + hi + flare} ${hem} Q${CX} ${hem + 14} ${CX - hi - flare} ${hem} Z" ${fillInk(color)}/>${extra}<path d="${torsoBand(p, HIP_Y - 40, HIP_Y - 28, 4)}" ${fillInk(shade(color, 0.15), 3)}/>`;
}
export const BOTTOMS: DesignSpec[] = [
  spec('Blue Jeans', 'Good old denim, for every road.', 0, (p) => pants(p, C.denim, ANKLE_Y - 6) + SIDES.map((s) => `<path d="${legPath(p, s, ANKLE_Y - 22, ANKLE_Y - 6, 5)}" ${fillInk(tint(C.denim, 0.2), 3)}/>`).join('')),
  spec('Twirl Skirt', 'A lilac skirt that spins when you do.', 0, (p) => skirt(p, C.lilac, KNEE_Y - 20, 36, `<path d="M${CX - 70} ${KNEE_Y - 40} Q${CX} ${KNEE_Y - 26} ${CX + 70} ${KNEE_Y - 40}" ${line(4, '#fff')}/>`)),
  spec('Cargo Shorts', 'Khaki shorts with pockets for everything.', 0, (p) => pants(p, C.tan, KNEE_Y - 30, 6) + SIDES.map((s) => `<rect x="${CX + s * 56 - 14}" y="${HIP_Y + 40}" width="28" height="34" rx="4" ${fillInk(shade(C.tan, 0.1), 3)}/>`).join('')),
  spec('Plaid Skirt', 'A red tartan skirt, school-bell fresh.', 0, (p) => skirt(p, C.red, HIP_Y + 110, 18, [0, 1, 2, 3].map((i) => `<path d="M${CX - 80 + i * 48} ${HIP_Y - 30} l${i * 4 - 6} 136" ${line(5, shade(C.red, 0.35))}/>`).join('') + [0, 1].map((i) => `<path d="M${CX - 80} ${HIP_Y + 20 + i * 40} L${CX + 80} ${HIP_Y + 20 + i * 40}" ${line(4, C.yellow)}/>`).join(''))),
  spec('Joggers', 'Grey joggers with a stripe and cuffs.', 0, (p) => pants(p, C.grey, ANKLE_Y - 12) + SIDES.map((s) => `<path d="${legPath(p, s, ANKLE_Y - 30, ANKLE_Y - 8, 3)}" ${fillInk(shade(C.grey, 0.2), 3)}/><path d="M${CX + s * (hipHalf(p) + 2)} ${HIP_Y - 20} L${CX + s * 50} ${ANKLE_Y - 34}" ${line(5, '#fff')}/>`).join('')),
  spec('Bell Bottoms', 'Flared out, far out.', 1, (p) => pants(p, C.brown, ANKLE_Y, 3) + SIDES.map((s) => `<path d="M${CX + s * 12} ${KNEE_Y + 20} L${CX + s * 62} ${KNEE_Y + 20} L${CX + s * 78} ${ANKLE_Y + 4} L${CX + s * 4} ${ANKLE_Y + 4} Z" ${fillInk(C.brown)}/>`).join('')),
  spec('Leggings', 'Black leggings that go with anything.', 0, (p) => pants(p, C.charcoal, ANKLE_Y - 2, 1)),
  spec('Galaxy Pants', 'Purple trousers full of stars.', 2, (p) => pants(p, C.navy, ANKLE_Y - 6) + [[-40, 540], [44, 580], [-30, 660], [38, 700], [-46, 740], [20, 620], [-12, 500], [52, 500]].map(([dx, y]) => star(CX + dx!, y!, 7, C.yellow, 1.5)).join('')),
];

function sock(p: Pose, from: number, color: string, bands: string[] = [], band = 0) {
  const parts = SIDES.map((s) => `<path d="${legPath(p, s, from, ANKLE_Y + 4, 2)}" ${fillInk(color)}/>`);
  parts.push(...feet(p, 2).map((f) => `<ellipse cx="${f.cx}" cy="${f.cy}" rx="${f.rx}" ry="${f.ry}" ${fillInk(color)}/>`));
  if (band) {
    for (let y = from + 6, i = 0; y < ANKLE_Y - 4; y += band, i++) parts.push(...SIDES.map((s) => `<path d="${legPath(p, s, y, Math.min(y + band / 2, ANKLE_Y), 2)}" fill="${bands[i % bands.length]}"/>`));
  }
  return parts.join('');
}
export const SOCKS: DesignSpec[] = [
  spec('Ankle Socks', 'Plain white socks, always clean.', 0, (p) => sock(p, ANKLE_Y - 30, C.white)),
  spec('Candy Knee Socks', 'Red and white stripes up to the knee.', 0, (p) => sock(p, KNEE_Y - 10, C.white, [C.red], 24)),
  spec('Polka Dot Socks', 'Navy with little white dots.', 0, (p) => sock(p, KNEE_Y + 40, C.navy) + SIDES.map((s) => [0, 1, 2, 3].map((i) => `<circle cx="${CX + s * (30 + (i % 2) * 8 - 4)}" cy="${KNEE_Y + 60 + i * 24}" r="4" fill="#fff"/>`).join('')).join('')),
  spec('Rainbow Socks', 'Every colour, twice.', 1, (p) => sock(p, KNEE_Y, C.red, [C.orange, C.yellow, C.green, C.sky, C.purple], 22)),
  spec('Black Knee-highs', 'Long, dark and sharp.', 0, (p) => sock(p, KNEE_Y - 30, C.black)),
  spec('Fuzzy Leg Warmers', 'Pink and fluffy, dancer approved.', 1, (p) => SIDES.map((s) => `<path d="${legPath(p, s, KNEE_Y + 10, ANKLE_Y - 6, 9)}" ${fillInk(C.pink)}/>` + [0, 1, 2, 3, 4].map((i) => `<path d="M${CX + s * 8} ${KNEE_Y + 30 + i * 24} L${CX + s * 54} ${KNEE_Y + 30 + i * 24}" ${line(3, shade(C.pink, 0.2))}/>`).join('')).join('')),
  spec('Argyle Socks', 'Diamonds for the gentle folk.', 1, (p) => sock(p, KNEE_Y + 20, C.green) + SIDES.map((s) => [0, 1, 2].map((i) => `<path d="M${CX + s * 31} ${KNEE_Y + 34 + i * 36} l10 16 l-10 16 l-10 -16 Z" fill="${C.yellow}"/>`).join('')).join('')),
  spec('Starry Thigh-highs', 'Long socks with a scatter of stars.', 2, (p) => sock(p, HIP_Y + 40, C.purple) + SIDES.map((s) => [0, 1, 2, 3].map((i) => star(CX + s * (32 + (i % 2) * 10 - 4), HIP_Y + 80 + i * 60, 7, C.yellow, 1.5)).join('')).join('')),
];

const shoe = (p: Pose, color: string, extra: (f: { cx: number; cy: number }) => string = () => '', grow = 5) => feet(p, grow).map((f) => `<path d="M${f.cx - f.rx} ${f.cy + 4} Q${f.cx - f.rx} ${f.cy - f.ry - 6} ${f.cx} ${f.cy - f.ry - 6} Q${f.cx + f.rx + 4} ${f.cy - f.ry + 2} ${f.cx + f.rx} ${f.cy + 4} L${f.cx + f.rx} ${f.cy + 10} L${f.cx - f.rx} ${f.cy + 10} Z" ${fillInk(color)}/>${extra(f)}`).join('');
const boot = (p: Pose, color: string, top: number, extra = '') => SIDES.map((s) => `<path d="${legPath(p, s, top, ANKLE_Y + 6, 5)}" ${fillInk(color)}/>`).join('') + shoe(p, color) + extra;
export const SHOES: DesignSpec[] = [
  spec('Canvas Sneakers', 'White sneakers with red laces.', 0, (p) => shoe(p, C.white, (f) => `<path d="M${f.cx - 24} ${f.cy + 8} L${f.cx + 24} ${f.cy + 8}" ${line(6, C.red)}/><path d="M${f.cx - 8} ${f.cy - 12} l12 0 M${f.cx - 6} ${f.cy - 4} l12 0" ${line(3, C.red)}/>`)),
  spec('Mary Janes', 'Shiny black shoes with a strap.', 0, (p) => shoe(p, C.black, (f) => `<path d="M${f.cx - 16} ${f.cy - 12} L${f.cx + 16} ${f.cy - 12}" ${line(5, C.black)}/><circle cx="${f.cx + 12}" cy="${f.cy - 12}" r="3" fill="${C.gold}"/><path d="M${f.cx - 10} ${f.cy - 4} q10 -6 20 0" ${line(3, '#6d7380')}/>`)),
  spec('Ankle Boots', 'Brown boots for muddy lanes.', 0, (p) => boot(p, C.brown, ANKLE_Y - 50, feet(p).map((f) => `<path d="M${f.cx - 26} ${f.cy + 10} L${f.cx + 28} ${f.cy + 10}" ${line(7, C.chocolate)}/>`).join(''))),
  spec('Beach Sandals', 'Just straps and sunshine.', 0, (p) => feet(p, 4).map((f) => `<path d="M${f.cx - f.rx} ${f.cy + 10} L${f.cx + f.rx} ${f.cy + 10}" ${line(8, C.tan)}/><path d="M${f.cx - 14} ${f.cy + 6} L${f.cx} ${f.cy - 10} L${f.cx + 14} ${f.cy + 6}" ${line(6, C.teal)}/>`).join('')),
  spec('Rain Boots', 'Yellow wellies for happy puddles.', 1, (p) => boot(p, C.yellow, KNEE_Y + 20, SIDES.map((s) => `<path d="${legPath(p, s, KNEE_Y + 20, KNEE_Y + 34, 6)}" ${fillInk(shade(C.yellow, 0.15), 3)}/>`).join(''))),
  spec('Bunny Slippers', 'Soft slippers with floppy ears.', 2, (p) => shoe(p, '#fbf4f0', (f) => `<path d="M${f.cx - 12} ${f.cy - 12} q-10 -34 2 -38 q8 4 4 38 M${f.cx + 10} ${f.cy - 12} q0 -36 12 -36 q6 8 -4 36" ${fillInk('#fbf4f0', 3)}/><circle cx="${f.cx - 6}" cy="${f.cy - 2}" r="2.5" fill="${INK}"/><circle cx="${f.cx + 8}" cy="${f.cy - 2}" r="2.5" fill="${INK}"/><circle cx="${f.cx + 1}" cy="${f.cy + 4}" r="3" fill="${C.pink}"/>`, 8)),
  spec('High-tops', 'Purple high-tops with white soles.', 1, (p) => boot(p, C.purple, ANKLE_Y - 40, feet(p).map((f) => `<path d="M${f.cx - 27} ${f.cy + 11} L${f.cx + 27} ${f.cy + 11}" ${line(7, '#fff')}/><circle cx="${f.cx - 4}" cy="${ANKLE_Y - 20}" r="6" ${fillInk('#fff', 2)}/>`).join(''))),
  spec('Golden Kicks', 'Sneakers of solid gold (almost).', 3, (p) => shoe(p, C.gold, (f) => `<path d="M${f.cx - 24} ${f.cy + 8} L${f.cx + 24} ${f.cy + 8}" ${line(6, '#fff')}/>${star(f.cx, f.cy - 6, 7, '#fff', 2)}`)),
];

/** An open jacket: two front panels (the top shows between) and long sleeves. */
function jacket(p: Pose, color: string, hem: number, gap: number, extra = '', sleeve = 0.96) {
  const body = p.front
    ? SIDES.map((s) => { const h = torsoHalf(p, Math.min(hem, HIP_Y), 10); return `<path d="M${CX + s * gap} ${SHOULDER_Y - 4} L${CX + s * (torsoHalf(p, SHOULDER_Y, 10))} ${SHOULDER_Y + 4} Q${CX + s * (torsoHalf(p, WAIST_Y, 10) + 6)} ${WAIST_Y} ${CX + s * (h + (hem > HIP_Y ? (hem - HIP_Y) * 0.25 : 0))} ${hem} L${CX + s * gap} ${hem} Z" ${fillInk(color)}/>`; }).join('')
    : `<path d="${torsoPath(p, 10, hem)}" ${fillInk(color)}/>` + (hem > HIP_Y ? `<path d="M${CX - hipHalf(p) - 10} ${HIP_Y} L${CX + hipHalf(p) + 10} ${HIP_Y} L${CX + hipHalf(p) + 10 + (hem - HIP_Y) * 0.25} ${hem} L${CX - hipHalf(p) - 10 - (hem - HIP_Y) * 0.25} ${hem} Z" ${fillInk(color)}/>` : '');
  return body + sleeves(p, color, sleeve, 8) + extra;
}
export const COATS: DesignSpec[] = [
  spec('Trench Coat', 'A long tan coat for rainy detectives.', 1, (p) => jacket(p, C.tan, KNEE_Y + 10, 18, `<path d="${torsoBand(p, WAIST_Y + 4, WAIST_Y + 20, 11)}" ${fillInk(shade(C.tan, 0.2), 3)}/>`)),
  spec('Puffer Jacket', 'Orange and puffy, warm as toast.', 0, (p) => jacket(p, C.orange, HIP_Y, 10, [0, 1, 2, 3].map((i) => `<path d="M${CX - torsoHalf(p, SHOULDER_Y + 50 + i * 50, 10)} ${SHOULDER_Y + 50 + i * 50} L${CX + torsoHalf(p, SHOULDER_Y + 50 + i * 50, 10)} ${SHOULDER_Y + 50 + i * 50}" ${line(4, shade(C.orange, 0.25))}/>`).join(''))),
  spec('Cosy Cardigan', 'A lilac knit to wear over anything.', 0, (p) => jacket(p, C.lilac, HIP_Y + 10, 26, p.front ? [0, 1, 2].map((i) => `<circle cx="${CX - 32}" cy="${SHOULDER_Y + 60 + i * 50}" r="5" ${fillInk(C.cream, 2.5)}/>`).join('') : '')),
  spec('Leather Jacket', 'Black leather with silver zips.', 1, (p) => jacket(p, C.black, HIP_Y - 4, 14, p.front ? `<path d="M${CX - 16} ${SHOULDER_Y} L${CX - 50} ${SHOULDER_Y + 60} L${CX - 20} ${SHOULDER_Y + 50} Z M${CX + 16} ${SHOULDER_Y} L${CX + 50} ${SHOULDER_Y + 60} L${CX + 20} ${SHOULDER_Y + 50} Z" ${fillInk('#4a4a52', 3)}/><path d="M${CX + 40} ${WAIST_Y - 30} l20 0" ${line(3, C.silver)}/>` : '')),
  spec('Hero Cape', 'A red cape that flutters in the wind.', 2, (p) => (p.front ? SIDES.map((s) => `<path d="M${CX + s * 30} ${SHOULDER_Y - 8} L${CX + s * 80} ${SHOULDER_Y + 10} L${CX + s * 90} ${SHOULDER_Y + 40} Z" ${fillInk(C.red)}/>`).join('') + `<circle cx="${CX}" cy="${SHOULDER_Y - 2}" r="9" ${fillInk(C.gold, 3)}/>` : `<path d="M${CX - 70} ${SHOULDER_Y - 8} Q${CX} ${SHOULDER_Y - 20} ${CX + 70} ${SHOULDER_Y - 8} L${CX + 110} ${KNEE_Y + 40} Q${CX} ${KNEE_Y + 70} ${CX - 110} ${KNEE_Y + 40} Z" ${fillInk(C.red)}/>${star(CX, SHOULDER_Y + 140, 30, C.yellow, 4)}`)),
  spec('Lab Coat', 'White coat for mad science.', 1, (p) => jacket(p, '#f7f8fb', KNEE_Y - 10, 20, p.front ? `<rect x="${CX + 30}" y="${SHOULDER_Y + 60}" width="30" height="34" rx="3" ${fillInk('#eef0f6', 3)}/><path d="M${CX + 38} ${SHOULDER_Y + 60} l0 -16 M${CX + 46} ${SHOULDER_Y + 60} l0 -12" ${line(4, C.blue)}/>` : '')),
  spec('Navy Blazer', 'Sharp lapels for important days.', 1, (p) => jacket(p, C.navy, HIP_Y + 6, 16, p.front ? `<path d="M${CX - 16} ${SHOULDER_Y - 2} L${CX - 44} ${SHOULDER_Y + 70} L${CX - 16} ${SHOULDER_Y + 130} Z M${CX + 16} ${SHOULDER_Y - 2} L${CX + 44} ${SHOULDER_Y + 70} L${CX + 16} ${SHOULDER_Y + 130} Z" ${fillInk(shade(C.navy, 0.2), 3)}/><circle cx="${CX - 22}" cy="${WAIST_Y + 10}" r="5" fill="${C.gold}"/>` : '')),
  spec('Yellow Raincoat', 'A raincoat with a hood, for puddle days.', 0, (p) => (p.front ? '' : `<path d="M${CX - 62} ${SHOULDER_Y + 6} Q${CX} ${SHOULDER_Y - 30} ${CX + 62} ${SHOULDER_Y + 6} L${CX + 44} ${SHOULDER_Y + 70} Q${CX} ${SHOULDER_Y + 84} ${CX - 44} ${SHOULDER_Y + 70} Z" ${fillInk(shade(C.yellow, 0.1))}/>`) + jacket(p, C.yellow, HIP_Y + 40, 6, p.front ? [0, 1, 2].map((i) => `<path d="M${CX - 16} ${SHOULDER_Y + 50 + i * 60} l12 0" ${line(5, INK)}/>`).join('') : '')),
];

const beltY = HIP_Y - 40;
const band = (p: Pose, color: string, extra = '', h = 16) => `<path d="${torsoBand(p, beltY, beltY + h, 6)}" ${fillInk(color, 4)}/>${extra}`;
const buckle = (color: string) => `<rect x="${CX - 14}" y="${beltY - 4}" width="28" height="24" rx="4" fill="none" stroke="${INK}" stroke-width="8"/><rect x="${CX - 14}" y="${beltY - 4}" width="28" height="24" rx="4" fill="none" stroke="${color}" stroke-width="4"/>`;
export const BELTS: DesignSpec[] = [
  spec('Leather Belt', 'Brown leather, gold buckle.', 0, (p) => band(p, C.chocolate, p.front ? buckle(C.gold) : '')),
  spec('Studded Belt', 'Black with silver studs.', 0, (p) => band(p, C.black, [-48, -30, -12, 12, 30, 48].map((dx) => `<circle cx="${CX + dx}" cy="${beltY + 8}" r="4" fill="${C.silver}"/>`).join(''))),
  spec('Chain Belt', 'A loop of silver chain.', 1, () => Array.from({ length: 9 }, (_, i) => `<ellipse cx="${CX - 64 + i * 16}" cy="${beltY + 12 + Math.sin(i / 2.5) * 4}" rx="9" ry="6" fill="none" stroke="${INK}" stroke-width="6"/><ellipse cx="${CX - 64 + i * 16}" cy="${beltY + 12 + Math.sin(i / 2.5) * 4}" rx="9" ry="6" fill="none" stroke="${C.silver}" stroke-width="3"/>`).join('')),
  spec('Bow Sash', 'A pink satin sash with a bow.', 0, (p) => band(p, C.pink, p.front ? `<path d="M${CX} ${beltY + 8} L${CX - 30} ${beltY - 10} L${CX - 30} ${beltY + 26} Z M${CX} ${beltY + 8} L${CX + 30} ${beltY - 10} L${CX + 30} ${beltY + 26} Z" ${fillInk(C.pink, 3.5)}/><circle cx="${CX}" cy="${beltY + 8}" r="7" ${fillInk(shade(C.pink, 0.15), 3)}/>` : '', 18)),
  spec('Utility Belt', 'Pouches for every gadget.', 1, (p) => band(p, C.olive, [-44, 36].map((dx) => `<rect x="${CX + dx}" y="${beltY + 4}" width="22" height="26" rx="4" ${fillInk(shade(C.olive, 0.2), 3)}/>`).join(''))),
  spec('Rope Belt', 'A simple rope tied at the side.', 0, (p) => `<path d="M${CX - torsoHalf(p, beltY + 8, 6)} ${beltY + 8} Q${CX} ${beltY + 16} ${CX + torsoHalf(p, beltY + 8, 6)} ${beltY + 8}" ${line(10, INK)}/><path d="M${CX - torsoHalf(p, beltY + 8, 6)} ${beltY + 8} Q${CX} ${beltY + 16} ${CX + torsoHalf(p, beltY + 8, 6)} ${beltY + 8}" ${line(5, C.tan)}/><path d="M${CX + 30} ${beltY + 12} l-6 40 M${CX + 36} ${beltY + 12} l6 36" ${line(5, C.tan)}/>`),
  spec('Star Buckle', 'Black belt with a big star buckle.', 1, (p) => band(p, C.charcoal, p.front ? star(CX, beltY + 8, 18, C.yellow, 3.5) : '')),
  spec('Rainbow Belt', 'Stripes of every colour, all round.', 2, (p) => [C.red, C.orange, C.yellow, C.green, C.blue].map((c, i) => `<path d="${torsoBand(p, beltY + i * 4, beltY + i * 4 + 4, 6)}" fill="${c}"/>`).join('') + `<path d="${torsoBand(p, beltY, beltY + 20, 6)}" fill="none" ${`stroke="${INK}" stroke-width="4"`}/>`),
];
