import { TATTOO_ZONES, type TattooZone } from '@common/avatar/categories';
import { CX, HIP_Y, KNEE_Y, LEG_DX, NECK, SHOULDER_Y, WAIST_Y, armPoint, type Pose } from '../body';
import { C } from '../palette';
import { heart, star } from './face';
import { spec, type DesignSpec } from './design';

const TAT = '#2f4a6b';
const t = (w = 3) => `fill="none" stroke="${TAT}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/** The tattoo motifs: each draws at (x, y) with a size r (about its radius). */
const MOTIFS: { name: string; rarity: 0 | 1 | 2 | 3; draw: (x: number, y: number, r: number) => string }[] = [
  { name: 'Heart', rarity: 0, draw: (x, y, r) => heart(x, y, r * 0.8, C.rose, 2.5) },
  { name: 'Star', rarity: 0, draw: (x, y, r) => star(x, y, r, C.yellow, 2.5) },
  { name: 'Anchor', rarity: 0, draw: (x, y, r) => `<path d="M${x} ${y - r} L${x} ${y + r} M${x - r * 0.5} ${y - r * 0.5} L${x + r * 0.5} ${y - r * 0.5} M${x - r * 0.8} ${y + r * 0.3} Q${x - r * 0.6} ${y + r} ${x} ${y + r} Q${x + r * 0.6} ${y + r} ${x + r * 0.8} ${y + r * 0.3}" ${t()}/><circle cx="${x}" cy="${y - r * 1.1}" r="${r * 0.18}" ${t(2.5)}/>` },
  { name: 'Rose', rarity: 1, draw: (x, y, r) => `<path d="M${x} ${y + r * 0.3} L${x} ${y + r * 1.2} M${x} ${y + r * 0.8} q${r * 0.5} -${r * 0.3} ${r * 0.6} 0" ${t()}/><circle cx="${x}" cy="${y - r * 0.1}" r="${r * 0.5}" fill="${C.red}" stroke="${TAT}" stroke-width="2.5"/><path d="M${x - r * 0.2} ${y - r * 0.1} q${r * 0.2} -${r * 0.3} ${r * 0.35} 0" ${t(2)}/>` },
  { name: 'Moon', rarity: 1, draw: (x, y, r) => `<path d="M${x + r * 0.3} ${y - r} A${r} ${r} 0 1 0 ${x + r * 0.3} ${y + r} A${r * 0.75} ${r * 0.75} 0 1 1 ${x + r * 0.3} ${y - r} Z" fill="${C.sky}" fill-opacity="0.6" stroke="${TAT}" stroke-width="2.5"/>` },
  { name: 'Lightning', rarity: 1, draw: (x, y, r) => `<path d="M${x + r * 0.2} ${y - r} L${x - r * 0.5} ${y + r * 0.1} L${x} ${y + r * 0.1} L${x - r * 0.3} ${y + r} L${x + r * 0.5} ${y - r * 0.2} L${x} ${y - r * 0.2} Z" fill="${C.yellow}" stroke="${TAT}" stroke-width="2.5" stroke-linejoin="round"/>` },
  { name: 'Swirl', rarity: 2, draw: (x, y, r) => `<path d="M${x - r} ${y} Q${x - r} ${y - r} ${x} ${y - r} Q${x + r} ${y - r} ${x + r} ${y} Q${x + r} ${y + r * 0.7} ${x} ${y + r * 0.7} Q${x - r * 0.5} ${y + r * 0.7} ${x - r * 0.5} ${y} Q${x - r * 0.5} ${y - r * 0.4} ${x} ${y - r * 0.4} Q${x + r * 0.3} ${y - r * 0.4} ${x + r * 0.3} ${y}" ${t(3.5)}/>` },
  { name: 'Paw Print', rarity: 2, draw: (x, y, r) => `<ellipse cx="${x}" cy="${y + r * 0.3}" rx="${r * 0.5}" ry="${r * 0.4}" fill="${TAT}"/>` + [-0.6, -0.2, 0.2, 0.6].map((d, i) => `<circle cx="${x + d * r}" cy="${y - r * (i === 0 || i === 3 ? 0.2 : 0.5)}" r="${r * 0.18}" fill="${TAT}"/>`).join('') },
];

/** Where a zone sits and whether the viewer sees it from that side. */
function place(zone: TattooZone, p: Pose): { x: number; y: number; r: number } | null {
  const arm = (s: -1 | 1) => { const [x, y] = armPoint(p, s, 0.42); return { x, y, r: 13 }; };
  switch (zone) {
    case 'head': return p.front ? { x: CX + p.faceDx - 42, y: 122, r: 11 } : null;
    case 'neck': return { x: CX + (p.front ? 0 : 0), y: NECK.bottom - 26, r: 11 };
    case 'chest': return p.front ? { x: CX + p.right * -34, y: SHOULDER_Y + 44, r: 18 } : null;
    case 'stomach': return p.front ? { x: CX, y: WAIST_Y - 6, r: 20 } : null;
    case 'backUpper': return p.front ? null : { x: CX, y: SHOULDER_Y + 60, r: 26 };
    case 'backLower': return p.front ? null : { x: CX, y: WAIST_Y + 26, r: 20 };
    case 'armRight': return arm(p.right);
    case 'armLeft': return arm(-p.right as -1 | 1);
    case 'legRight': return { x: CX + p.right * LEG_DX, y: (HIP_Y + KNEE_Y) / 2 + 20, r: 15 };
    case 'legLeft': return { x: CX - p.right * LEG_DX, y: KNEE_Y + 60, r: 14 };
  }
}

const ZONE_WORDS: Record<TattooZone, string> = {
  head: 'temple',
  neck: 'neck',
  chest: 'chest',
  stomach: 'tummy',
  backUpper: 'upper back',
  backLower: 'lower back',
  armRight: 'right arm',
  armLeft: 'left arm',
  legRight: 'right leg',
  legLeft: 'left leg',
};

/** Eight motifs for each of the ten zones. */
export const TATTOOS: Record<TattooZone, DesignSpec[]> = Object.fromEntries(
  TATTOO_ZONES.map((zone) => [
    zone,
    MOTIFS.map((m) =>
      spec(`${m.name} Tattoo (${ZONE_WORDS[zone]})`, `A ${m.name.toLowerCase()} inked on the ${ZONE_WORDS[zone]}.`, m.rarity, (p) => {
        const at = place(zone, p);
        return at ? m.draw(at.x, at.y, at.r) : '';
      }),
    ),
  ]),
) as Record<TattooZone, DesignSpec[]>;
