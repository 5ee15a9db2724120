import { SKIN_TONES } from '@common/avatar/skin-tones';
import { INK, fillInk, line, shade, tint } from './palette';

/**
 * The avatar's skeleton in frame coordinates (one 425x850 column): every item is drawn
 * against these anchors, so items sit on both bodies in every view. Three-quarter views
 * are the straight views squashed around the centre line (see sheet.ts), views turned to
 * the left are mirrored, so drawings only handle front/back and a face shift.
 */
export const CX = 212.5;
export const HEAD = { cy: 150, rx: 64, ry: 70 } as const;
export const FACE = { eyeY: 160, eyeDx: 24, browY: 133, noseY: 183, mouthY: 203 } as const;
export const NECK = { top: 205, bottom: 262, half: 18 } as const;
export const SHOULDER_Y = 262;
export const WAIST_Y = 420;
export const HIP_Y = 488;
export const KNEE_Y = 650;
export const ANKLE_Y = 792;
export const FOOT_Y = 812;
export const LEG_DX = 30;

export interface Pose {
  isMale: boolean;
  /** The face is visible (front and front three-quarter views). */
  front: boolean;
  /** Three-quarter view (drawn squashed). */
  side: boolean;
  /** Horizontal shift of face features in three-quarter views. */
  faceDx: number;
  /** Sign of x of the avatar's own right side: -1 seen from the front, +1 from behind. */
  right: -1 | 1;
}

export const shoulderHalf = (p: Pose) => (p.isMale ? 72 : 62);
export const waistHalf = (p: Pose) => (p.isMale ? 52 : 43);
export const hipHalf = (p: Pose) => (p.isMale ? 55 : 61);

export type Pt = [number, number];
const fmt = (n: number) => Math.round(n * 10) / 10;
export const poly = (pts: Pt[]) => `M${pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')} Z`;

/** The torso outline from the shoulders to `bottomY`, grown outward by `grow` (clothes). */
export function torsoPath(p: Pose, grow = 0, bottomY = HIP_Y, topDip = 0): string {
  const sh = shoulderHalf(p) + grow;
  const wa = waistHalf(p) + grow;
  const hi = hipHalf(p) + grow;
  const sy = SHOULDER_Y - grow;
  const by = Math.min(bottomY, HIP_Y + 40);
  const xAt = (y: number) => (y <= WAIST_Y ? sh + (wa - sh) * ((y - sy) / (WAIST_Y - sy)) ** 1.3 : wa + (hi - wa) * Math.min(1, (y - WAIST_Y) / (HIP_Y - WAIST_Y)));
  const bx = xAt(by);
  const bust = p.isMale ? '' : '';
  return (
    `M${fmt(CX - sh)} ${fmt(sy + 12)} ` +
    `C${fmt(CX - sh - 4)} ${fmt(sy + 60)} ${fmt(CX - wa - 2)} ${fmt(WAIST_Y - 50)} ${fmt(CX - xAt(Math.min(by, WAIST_Y)))} ${fmt(Math.min(by, WAIST_Y))} ` +
    (by > WAIST_Y ? `Q${fmt(CX - hi - 2)} ${fmt((WAIST_Y + by) / 2)} ${fmt(CX - bx)} ${fmt(by)} ` : '') +
    `L${fmt(CX + bx)} ${fmt(by)} ` +
    (by > WAIST_Y ? `Q${fmt(CX + hi + 2)} ${fmt((WAIST_Y + by) / 2)} ${fmt(CX + wa)} ${fmt(WAIST_Y)} ` : '') +
    `C${fmt(CX + wa + 2)} ${fmt(WAIST_Y - 50)} ${fmt(CX + sh + 4)} ${fmt(sy + 60)} ${fmt(CX + sh)} ${fmt(sy + 12)} ` +
    `Q${fmt(CX + sh - 6)} ${fmt(sy - 4)} ${fmt(CX + 30)} ${fmt(sy - 10 + topDip)} ` +
    `Q${fmt(CX)} ${fmt(sy - 2 + topDip)} ${fmt(CX - 30)} ${fmt(sy - 10 + topDip)} ` +
    `Q${fmt(CX - sh + 6)} ${fmt(sy - 4)} ${fmt(CX - sh)} ${fmt(sy + 12)} Z` +
    bust
  );
}

/** Half width of the torso at height y (for bands: belts, stripes, hems). */
export function torsoHalf(p: Pose, y: number, grow = 0): number {
  const sh = shoulderHalf(p) + grow;
  const wa = waistHalf(p) + grow;
  const hi = hipHalf(p) + grow;
  const sy = SHOULDER_Y;
  if (y <= WAIST_Y) return sh + (wa - sh) * Math.max(0, (y - sy) / (WAIST_Y - sy)) ** 1.3;
  return wa + (hi - wa) * Math.min(1, (y - WAIST_Y) / (HIP_Y - WAIST_Y));
}

/** A horizontal band across the torso between two heights. */
export function torsoBand(p: Pose, y0: number, y1: number, grow = 0): string {
  const a = torsoHalf(p, y0, grow);
  const b = torsoHalf(p, y1, grow);
  return poly([
    [CX - a, y0],
    [CX + a, y0],
    [CX + b, y1],
    [CX - b, y1],
  ]);
}

/** x of a leg's outer and inner edge at height y (side -1 is the viewer's left leg). */
function legEdges(p: Pose, s: -1 | 1, y: number, grow: number): [number, number] {
  const hi = hipHalf(p);
  const keys: [number, number, number][] = [
    // y, outer offset from centre, inner offset from centre
    [HIP_Y - 30, hi, 0],
    [HIP_Y + 20, hi - 2, 4],
    [KNEE_Y, LEG_DX + 23, LEG_DX - 21],
    [ANKLE_Y, LEG_DX + 15, LEG_DX - 14],
  ];
  let i = 0;
  while (i < keys.length - 2 && y > keys[i + 1]![0]) i++;
  const [y0, o0, n0] = keys[i]!;
  const [y1, o1, n1] = keys[i + 1]!;
  const t = Math.max(0, Math.min(1, (y - y0) / (y1 - y0)));
  const outer = o0 + (o1 - o0) * t + grow;
  const inner = Math.max(1, n0 + (n1 - n0) * t - grow);
  return [CX + s * outer, CX + s * inner];
}

/** One leg's outline between two heights (trousers, socks, tattoos use parts of it). */
export function legPath(p: Pose, s: -1 | 1, y0: number, y1: number, grow = 0): string {
  const steps = 6;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let k = 0; k <= steps; k++) {
    const y = y0 + ((y1 - y0) * k) / steps;
    const [o, n] = legEdges(p, s, y, grow);
    outer.push([o, y]);
    inner.push([n, y]);
  }
  return poly([...outer, ...inner.reverse()]);
}

/** Both legs joined at the top (trousers, skirts' lining, leggings). */
export function legsPath(p: Pose, y0: number, y1: number, grow = 0): string {
  return legPath(p, -1, y0, y1, grow) + ' ' + legPath(p, 1, y0, y1, grow);
}

/** An arm as a tapered band from the shoulder (t=0) to the wrist (t=1). */
export function armPoint(p: Pose, s: -1 | 1, t: number): Pt {
  const sh = shoulderHalf(p);
  const x0 = CX + s * (sh - 14);
  const x1 = CX + s * (sh + 10);
  return [x0 + (x1 - x0) * t, SHOULDER_Y + 14 + (492 - SHOULDER_Y - 14) * t];
}
export function armPath(p: Pose, s: -1 | 1, t0: number, t1: number, grow = 0): string {
  const w = (t: number) => 19 - 6 * t + grow;
  const [ax, ay] = armPoint(p, s, t0);
  const [bx, by] = armPoint(p, s, t1);
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const w0 = w(t0);
  const w1 = w(t1);
  // A capsule: rounded shoulder end, rounded wrist end.
  return (
    `M${fmt(ax + nx * w0)} ${fmt(ay + ny * w0)} L${fmt(bx + nx * w1)} ${fmt(by + ny * w1)} ` +
    `A${fmt(w1)} ${fmt(w1)} 0 0 1 ${fmt(bx - nx * w1)} ${fmt(by - ny * w1)} ` +
    `L${fmt(ax - nx * w0)} ${fmt(ay - ny * w0)} A${fmt(w0)} ${fmt(w0)} 0 0 1 ${fmt(ax + nx * w0)} ${fmt(ay + ny * w0)} Z`
  );
}
export const handCenter = (p: Pose, s: -1 | 1): Pt => {
  const [x, y] = armPoint(p, s, 1);
  return [x + s * 1, y + 16];
};

export function headPath(grow = 0): string {
  const { cy, rx, ry } = HEAD;
  const r = rx + grow;
  const top = cy - ry - grow;
  const chin = cy + ry + grow;
  return (
    `M${CX} ${top} C${CX + r * 0.75} ${top} ${CX + r} ${cy - ry * 0.45} ${CX + r} ${cy} ` +
    `C${CX + r} ${cy + ry * 0.55} ${CX + r * 0.55} ${chin} ${CX} ${chin} ` +
    `C${CX - r * 0.55} ${chin} ${CX - r} ${cy + ry * 0.55} ${CX - r} ${cy} ` +
    `C${CX - r} ${cy - ry * 0.45} ${CX - r * 0.75} ${top} ${CX} ${top} Z`
  );
}

export const feet = (p: Pose, grow = 0, dx = 0) =>
  ([-1, 1] as const).map((s) => ({ cx: CX + s * LEG_DX + (p.side ? (p.front ? 10 : -6) : 0) + dx * s, cy: FOOT_Y, rx: 25 + grow, ry: 13 + grow * 0.6 }));

/** The bare base body of one frame. */
export function drawBody(p: Pose, skinTone: number): string {
  const skin = SKIN_TONES[skinTone] ?? SKIN_TONES[0];
  const dark = shade(skin, 0.12);
  const parts: string[] = [];
  for (const s of [-1, 1] as const) parts.push(`<path d="${legPath(p, s, HIP_Y - 30, ANKLE_Y + 4)}" ${fillInk(skin)}/>`);
  for (const f of feet(p)) parts.push(`<ellipse cx="${f.cx}" cy="${f.cy}" rx="${f.rx}" ry="${f.ry}" ${fillInk(skin)}/>`);
  parts.push(`<path d="${torsoPath(p)}" ${fillInk(skin)}/>`);
  // Underwear keeps the base body friendly.
  parts.push(`<path d="M${CX - hipHalf(p) - 1} ${HIP_Y - 26} L${CX + hipHalf(p) + 1} ${HIP_Y - 26} L${CX + hipHalf(p) - 2} ${HIP_Y + 22} L${CX + 6} ${HIP_Y + 36} L${CX - 6} ${HIP_Y + 36} L${CX - hipHalf(p) + 2} ${HIP_Y + 22} Z" ${fillInk('#f4f1ea', 4)}/>`);
  if (!p.isMale) parts.push(`<path d="M${CX - 52} ${SHOULDER_Y + 36} Q${CX} ${SHOULDER_Y + 30} ${CX + 52} ${SHOULDER_Y + 36} L${CX + 48} ${SHOULDER_Y + 92} Q${CX} ${SHOULDER_Y + 100} ${CX - 48} ${SHOULDER_Y + 92} Z" ${fillInk('#f4f1ea', 4)}/>`);
  if (p.front && p.isMale) parts.push(`<path d="M${CX - 40} ${SHOULDER_Y + 70} q20 10 34 0 M${CX + 6} ${SHOULDER_Y + 70} q14 10 34 0" ${line(3, dark)}/>`);
  if (p.front) parts.push(`<circle cx="${CX}" cy="${WAIST_Y + 14}" r="3" fill="${dark}"/>`);
  for (const s of [-1, 1] as const) {
    parts.push(`<path d="${armPath(p, s, 0, 1)}" ${fillInk(skin)}/>`);
    const [hx, hy] = handCenter(p, s);
    parts.push(`<circle cx="${hx}" cy="${hy}" r="16" ${fillInk(skin)}/>`);
  }
  parts.push(`<path d="M${CX - NECK.half} ${NECK.top} L${CX - NECK.half - 2} ${NECK.bottom} Q${CX} ${NECK.bottom + 10} ${CX + NECK.half + 2} ${NECK.bottom} L${CX + NECK.half} ${NECK.top} Z" ${fillInk(skin)}/>`);
  // Ears, then the head over them.
  for (const s of [-1, 1] as const) {
    const ex = CX + s * (HEAD.rx - 2) + (p.front ? -p.faceDx * 0.4 : p.faceDx * 0.4);
    parts.push(`<ellipse cx="${ex}" cy="${FACE.eyeY + 4}" rx="13" ry="19" ${fillInk(skin)}/>`);
  }
  parts.push(`<path d="${headPath()}" ${fillInk(skin)}/>`);
  if (p.front) {
    const blush = tint('#f08a8a', 0.2);
    for (const s of [-1, 1] as const) parts.push(`<ellipse cx="${CX + s * 38 + p.faceDx}" cy="${FACE.eyeY + 24}" rx="11" ry="6" fill="${blush}" opacity="0.35"/>`);
  } else {
    parts.push(`<path d="M${CX - 10} ${NECK.bottom + 30} Q${CX} ${NECK.bottom + 90} ${CX - 4} ${WAIST_Y}" ${line(3, dark)} opacity="0.6"/>`);
  }
  return parts.join('');
}

export const INK_COLOR = INK;
