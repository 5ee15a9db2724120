import { C, INK, fillInk, line, shade, svgDoc, tint } from './palette';
import { rng, between, pick } from './rng';
import {
  BACK_LAMPS,
  BENCHES,
  BENCH_SIZE,
  FOUNTAIN,
  FRONT_EDGE_Y,
  FRONT_LAMPS,
  FRONT_TREES,
  H,
  HOUSES,
  HOUSE_LINE_Y,
  PLAZA,
  ROAD_BOTTOM_Y,
  ROAD_TOP_Y,
  W,
  type House,
} from './town-layout';

/**
 * Old Road Town's two map images (5164x1000) drawn from the town plan: the background
 * (sky, hills, houses and shops, pavements, the road, the plaza) and the foreground (front
 * lamps, trees and flower beds that avatars walk behind; transparent elsewhere).
 */
export function townBackgroundSvg(): string {
  const r = rng('town-background');
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9dcf2"/><stop offset="1" stop-color="#fdf0d5"/></linearGradient></defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  for (let i = 0; i < 14; i++) parts.push(cloud(between(r, 0, W), between(r, 30, 200), between(r, 0.6, 1.3)));
  parts.push(hills(r, 330, '#b7dca0', 0.7), hills(r, 380, '#9fcf8c', 1));
  parts.push(townHall());
  for (const h of HOUSES) parts.push(house(h, r));
  // Back pavement, road and front pavement.
  parts.push(`<rect x="0" y="${HOUSE_LINE_Y}" width="${W}" height="${ROAD_TOP_Y - HOUSE_LINE_Y}" fill="#eadcc3"/>`);
  parts.push(`<rect x="0" y="${ROAD_BOTTOM_Y}" width="${W}" height="${FRONT_EDGE_Y - ROAD_BOTTOM_Y}" fill="#eadcc3"/>`);
  for (let x = 0; x < W; x += 64) {
    parts.push(`<path d="M${x} ${HOUSE_LINE_Y} l0 ${ROAD_TOP_Y - HOUSE_LINE_Y} M${x + 32} ${ROAD_BOTTOM_Y} l0 ${FRONT_EDGE_Y - ROAD_BOTTOM_Y}" ${line(2, '#d6c5a6')}/>`);
  }
  parts.push(`<path d="M0 ${(HOUSE_LINE_Y + ROAD_TOP_Y) / 2} L${W} ${(HOUSE_LINE_Y + ROAD_TOP_Y) / 2} M0 ${(ROAD_BOTTOM_Y + FRONT_EDGE_Y) / 2} L${W} ${(ROAD_BOTTOM_Y + FRONT_EDGE_Y) / 2}" ${line(2, '#d6c5a6')}/>`);
  parts.push(`<rect x="0" y="${ROAD_TOP_Y}" width="${W}" height="${ROAD_BOTTOM_Y - ROAD_TOP_Y}" fill="#a39a92"/>`);
  for (let y = ROAD_TOP_Y + 8, row = 0; y < ROAD_BOTTOM_Y - 10; y += 26, row++) {
    for (let x = (row % 2) * 24 - 24; x < W; x += 48) {
      const c = pick(r, ['#b2a9a0', '#aba298', '#b9b0a6', '#a59c93']);
      parts.push(`<rect x="${x + 2}" y="${y}" width="44" height="22" rx="9" fill="${c}"/>`);
    }
  }
  for (let x = 40; x < W; x += 150) parts.push(`<rect x="${x}" y="${(ROAD_TOP_Y + ROAD_BOTTOM_Y) / 2 - 5}" width="80" height="10" rx="5" fill="#f4e7c3"/>`);
  parts.push(`<path d="M0 ${ROAD_TOP_Y} L${W} ${ROAD_TOP_Y} M0 ${ROAD_BOTTOM_Y} L${W} ${ROAD_BOTTOM_Y}" ${line(8, '#c9b89a')}/>`);
  parts.push(plaza());
  for (const b of BENCHES) parts.push(bench(b.x, b.y));
  for (const l of BACK_LAMPS) parts.push(lamp(l.x, l.y));
  // The grass and flower beds below the front pavement (the foreground adds the fence).
  parts.push(`<rect x="0" y="${FRONT_EDGE_Y}" width="${W}" height="${H - FRONT_EDGE_Y}" fill="#8fc47a"/>`);
  return svgDoc(W, H, parts.join(''));
}

export function townForegroundSvg(): string {
  const r = rng('town-foreground');
  const parts: string[] = [];
  parts.push(`<rect x="0" y="${FRONT_EDGE_Y + 8}" width="${W}" height="${H - FRONT_EDGE_Y}" fill="#86bd6f"/>`);
  for (let x = 10; x < W; x += 26) {
    const c = pick(r, [C.pink, C.yellow, C.white, C.coral, C.lilac]);
    const y = between(r, FRONT_EDGE_Y + 30, H - 20);
    parts.push(`<circle cx="${x + between(r, -6, 6)}" cy="${y}" r="${between(r, 5, 9)}" fill="${c}" stroke="${INK}" stroke-width="2"/>`);
  }
  for (const t of FRONT_TREES) parts.push(tree(t.x, t.y, r));
  for (const l of FRONT_LAMPS) parts.push(lamp(l.x, l.y, 1.15));
  // A low picket fence along the bottom edge.
  for (let x = 0; x < W; x += 34) parts.push(`<path d="M${x + 4} ${H} L${x + 4} ${H - 46} L${x + 13} ${H - 58} L${x + 22} ${H - 46} L${x + 22} ${H} Z" ${fillInk('#fdf8ee', 3)}/>`);
  parts.push(`<rect x="0" y="${H - 40}" width="${W}" height="10" ${fillInk('#fdf8ee', 3)}/>`);
  return svgDoc(W, H, parts.join(''));
}

function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})" fill="#fffdf7" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="26"/><ellipse cx="-40" cy="10" rx="40" ry="20"/><ellipse cx="44" cy="8" rx="44" ry="22"/><ellipse cx="6" cy="-18" rx="36" ry="24"/></g>`;
}

function hills(r: () => number, base: number, color: string, scale: number): string {
  let d = `M0 ${HOUSE_LINE_Y} L0 ${base}`;
  for (let x = 0; x < W + 300; x += 300) d += ` Q${x + 150} ${base - between(r, 40, 110) * scale} ${x + 300} ${base}`;
  return `<path d="${d} L${W} ${HOUSE_LINE_Y} Z" fill="${color}"/>`;
}

function window(x: number, y: number, w: number, h: number, lit: boolean): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" ${fillInk(lit ? '#ffe9a8' : '#bfe3f2', 4)}/><path d="M${x + w / 2} ${y} l0 ${h} M${x} ${y + h / 2} l${w} 0" ${line(3)}/><rect x="${x - 4}" y="${y + h - 2}" width="${w + 8}" height="8" rx="3" ${fillInk('#fdf8ee', 3)}/>`;
}

function house(h: House, r: () => number): string {
  const top = HOUSE_LINE_Y - h.height;
  const parts: string[] = [];
  const roofH = between(r, 70, 110);
  const over = 18;
  parts.push(`<rect x="${h.x}" y="${top}" width="${h.width}" height="${h.height}" ${fillInk(h.wall)}/>`);
  if (r() < 0.5) parts.push(`<path d="M${h.x - over} ${top + 4} L${h.x + h.width / 2} ${top - roofH} L${h.x + h.width + over} ${top + 4} Z" ${fillInk(h.roof)}/>`);
  else parts.push(`<path d="M${h.x - over} ${top + 4} L${h.x + 40} ${top - roofH} L${h.x + h.width - 40} ${top - roofH} L${h.x + h.width + over} ${top + 4} Z" ${fillInk(h.roof)}/>`);
  if (r() < 0.6) parts.push(`<rect x="${h.x + h.width * 0.72}" y="${top - roofH + 10}" width="30" height="${roofH * 0.6}" ${fillInk('#b87a5a', 4)}/>`);
  const cols = Math.max(2, Math.floor(h.width / 100));
  const floors = h.floors;
  const winW = 52;
  const winH = 62;
  const groundH = 150;
  for (let f = 1; f < floors; f++) {
    const y = HOUSE_LINE_Y - groundH - f * ((h.height - groundH) / floors) - 10;
    if (y < top + 16) continue;
    for (let c = 0; c < cols; c++) {
      const x = h.x + ((c + 0.5) * h.width) / cols - winW / 2;
      parts.push(window(x, y, winW, winH, r() < 0.3));
    }
  }
  const doorX = h.x + h.width * (h.kind === 'shop' ? 0.22 : 0.5) - 30;
  parts.push(`<path d="M${doorX} ${HOUSE_LINE_Y} L${doorX} ${HOUSE_LINE_Y - 100} Q${doorX + 30} ${HOUSE_LINE_Y - 126} ${doorX + 60} ${HOUSE_LINE_Y - 100} L${doorX + 60} ${HOUSE_LINE_Y} Z" ${fillInk(shade(h.roof, 0.1))}/><circle cx="${doorX + 48}" cy="${HOUSE_LINE_Y - 50}" r="4" fill="${C.gold}"/>`);
  if (h.kind === 'shop') {
    const sx = h.x + h.width * 0.42;
    const sw = h.width * 0.5;
    parts.push(`<rect x="${sx}" y="${HOUSE_LINE_Y - 110}" width="${sw}" height="90" rx="6" ${fillInk('#cfeaf5', 4)}/>`);
    const stripes = Math.max(4, Math.round(h.width / 40));
    const aw = h.width + 10;
    for (let i = 0; i < stripes; i++) {
      const x = h.x - 5 + (i * aw) / stripes;
      parts.push(`<path d="M${x} ${HOUSE_LINE_Y - 150} L${x + aw / stripes} ${HOUSE_LINE_Y - 150} L${x + aw / stripes} ${HOUSE_LINE_Y - 122} Q${x + aw / stripes / 2} ${HOUSE_LINE_Y - 108} ${x} ${HOUSE_LINE_Y - 122} Z" fill="${i % 2 ? '#fffaf0' : h.roof}" stroke="${INK}" stroke-width="3"/>`);
    }
    const signW = Math.min(h.width - 40, 40 + (h.sign?.length ?? 4) * 17);
    parts.push(`<rect x="${h.x + h.width / 2 - signW / 2}" y="${HOUSE_LINE_Y - 206}" width="${signW}" height="44" rx="10" ${fillInk('#fff4dc', 4)}/>`);
    parts.push(`<text x="${h.x + h.width / 2}" y="${HOUSE_LINE_Y - 175}" font-family="DejaVu Sans" font-weight="bold" font-size="24" text-anchor="middle" fill="${shade(h.roof, 0.2)}">${h.sign}</text>`);
  } else {
    parts.push(window(h.x + h.width * 0.72 - 26, HOUSE_LINE_Y - 120, 52, 62, r() < 0.4));
    parts.push(`<rect x="${h.x + h.width * 0.72 - 34}" y="${HOUSE_LINE_Y - 52}" width="68" height="22" rx="6" ${fillInk('#8a5a3c', 3)}/>` + [0, 1, 2].map((i) => `<circle cx="${h.x + h.width * 0.72 - 20 + i * 20}" cy="${HOUSE_LINE_Y - 56}" r="9" ${fillInk(pick(r, [C.pink, C.red, C.yellow]), 2.5)}/>`).join(''));
  }
  return parts.join('');
}

function townHall(): string {
  const cx = (PLAZA.left + PLAZA.right) / 2;
  const base = PLAZA.top + 4;
  return (
    `<rect x="${PLAZA.left + 40}" y="${base - 150}" width="${PLAZA.right - PLAZA.left - 80}" height="150" ${fillInk('#f2e2c4')}/>` +
    `<path d="M${PLAZA.left + 20} ${base - 146} L${cx} ${base - 230} L${PLAZA.right - 20} ${base - 146} Z" ${fillInk('#9c5a45')}/>` +
    `<rect x="${cx - 60}" y="${base - 330}" width="120" height="200" ${fillInk('#f6e9cf')}/>` +
    `<path d="M${cx - 74} ${base - 326} L${cx} ${base - 400} L${cx + 74} ${base - 326} Z" ${fillInk('#7d4a3a')}/>` +
    `<circle cx="${cx}" cy="${base - 270}" r="38" ${fillInk('#fffdf6')}/><path d="M${cx} ${base - 270} l0 -26 M${cx} ${base - 270} l18 8" ${line(5)}/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${PLAZA.left + 80 + i * 110}" y="${base - 120}" width="14" height="120" ${fillInk('#fffaf0', 3)}/>`).join('') +
    `<path d="M${PLAZA.left} ${base} L${PLAZA.left} ${base - 40} Q${PLAZA.left + 40} ${base - 60} ${PLAZA.left + 80} ${base - 40} L${PLAZA.left + 80} ${base} Z M${PLAZA.right - 80} ${base} L${PLAZA.right - 80} ${base - 40} Q${PLAZA.right - 40} ${base - 60} ${PLAZA.right} ${base - 40} L${PLAZA.right} ${base} Z" ${fillInk('#7fb56c')}/>`
  );
}

function plaza(): string {
  const { cx, cy, rx, ry } = FOUNTAIN;
  const parts = [`<rect x="${PLAZA.left}" y="${PLAZA.top}" width="${PLAZA.right - PLAZA.left}" height="${HOUSE_LINE_Y - PLAZA.top + 2}" fill="#f0dcb8"/>`];
  parts.push(`<clipPath id="plaza"><rect x="${PLAZA.left}" y="${PLAZA.top}" width="${PLAZA.right - PLAZA.left}" height="${HOUSE_LINE_Y - PLAZA.top}"/></clipPath><g clip-path="url(#plaza)">`);
  for (let k = 5; k >= 1; k--) parts.push(`<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx + k * 70}" ry="${ry + k * 26}" fill="none" stroke="#dcc39a" stroke-width="3"/>`);
  parts.push('</g>');
  parts.push(`<path d="M${PLAZA.left} ${PLAZA.top} L${PLAZA.left} ${HOUSE_LINE_Y} M${PLAZA.right} ${PLAZA.top} L${PLAZA.right} ${HOUSE_LINE_Y}" ${line(5, '#c9b18a')}/>`);
  // The fountain: basin, water, a pillar and its jets.
  parts.push(`<ellipse cx="${cx}" cy="${cy + 14}" rx="${rx}" ry="${ry}" ${fillInk('#d8c7ad')}/>`);
  parts.push(`<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx - 16}" ry="${ry - 14}" ${fillInk('#8fd0ea', 3)}/>`);
  parts.push(`<rect x="${cx - 14}" y="${cy - 90}" width="28" height="96" ${fillInk('#e8dac2')}/><ellipse cx="${cx}" cy="${cy - 90}" rx="44" ry="14" ${fillInk('#d8c7ad')}/>`);
  for (const s of [-1, 1]) parts.push(`<path d="M${cx} ${cy - 110} Q${cx + s * 50} ${cy - 150} ${cx + s * 80} ${cy - 4}" ${line(6, '#bfe8f6')}/>`);
  parts.push(`<path d="M${cx} ${cy - 96} l0 -40" ${line(8, '#bfe8f6')}/>`);
  return parts.join('');
}

function bench(x: number, y: number): string {
  const w = BENCH_SIZE.w;
  return `<rect x="${x - w / 2}" y="${y - 44}" width="${w}" height="16" rx="5" ${fillInk(C.brown, 4)}/><rect x="${x - w / 2}" y="${y - 20}" width="${w}" height="14" rx="5" ${fillInk(C.tan, 4)}/><path d="M${x - w / 2 + 10} ${y - 8} l0 20 M${x + w / 2 - 10} ${y - 8} l0 20" ${line(6)}/>`;
}

function lamp(x: number, y: number, s = 1): string {
  const h = 250 * s;
  return `<rect x="${x - 14}" y="${y - 16}" width="28" height="16" rx="4" ${fillInk(C.charcoal, 4)}/><path d="M${x} ${y - 16} L${x} ${y - h}" ${line(10, INK)}/><path d="M${x} ${y - 16} L${x} ${y - h}" ${line(5, '#4a4d57')}/><path d="M${x - 22} ${y - h} L${x + 22} ${y - h} L${x + 14} ${y - h - 44} L${x - 14} ${y - h - 44} Z" ${fillInk('#fff1b8', 4)}/><path d="M${x - 26} ${y - h - 44} L${x + 26} ${y - h - 44} L${x} ${y - h - 64} Z" ${fillInk(C.charcoal, 4)}/>`;
}

function tree(x: number, y: number, r: () => number): string {
  return `<g transform="translate(${x} ${y}) scale(0.72) translate(${-x} ${-y})">${treeShape(x, y, r)}</g>`;
}

function treeShape(x: number, y: number, r: () => number): string {
  const green = pick(r, ['#6cbf7a', '#5fae6d', '#79c784']);
  const crown = [[-60, -200, 70], [50, -210, 72], [0, -270, 80], [-20, -170, 60], [40, -160, 56]]
    .map(([dx, dy, rr]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="${rr}" ${fillInk(green)}/>`)
    .join('');
  const fill = `<ellipse cx="${x}" cy="${y - 205}" rx="100" ry="70" fill="${green}"/>`;
  const apples = [0, 1, 2].map(() => `<circle cx="${x + between(r, -70, 70)}" cy="${y - between(r, 160, 290)}" r="8" ${fillInk(tint(C.red, 0.1), 2.5)}/>`).join('');
  return `<path d="M${x - 18} ${y} L${x - 12} ${y - 150} L${x + 12} ${y - 150} L${x + 18} ${y} Z" ${fillInk(C.brown)}/>` + crown + fill + apples;
}
