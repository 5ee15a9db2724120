/**
 * Old Road Town drawn in CSS-friendly SVG: the backdrop of the visitor screens, and what shows
 * whenever a landing image is missing or fails to load (never a broken image).
 */
const HOUSES = [
  { x: 250, y: 560, w: 120, h: 90, wall: '#f3d8b6', roof: '#b5523b' },
  { x: 410, y: 590, w: 90, h: 70, wall: '#e9c7a1', roof: '#7b4a8c' },
  { x: 1090, y: 570, w: 130, h: 95, wall: '#f5e1c4', roof: '#3f6f8f' },
  { x: 1260, y: 600, w: 95, h: 70, wall: '#efcfae', roof: '#b5523b' },
];

const TREES = [
  [180, 640, 46],
  [540, 650, 38],
  [1010, 640, 42],
  [1400, 655, 50],
  [700, 610, 30],
  [920, 615, 28],
] as const;

export function TownScene({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Old Road Town at sunset">
      <defs>
        <linearGradient id="ts-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5d7fbf" />
          <stop offset="0.45" stopColor="#f4a987" />
          <stop offset="0.75" stopColor="#ffd9a0" />
        </linearGradient>
        <radialGradient id="ts-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6d6" />
          <stop offset="0.55" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#ffd98a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ts-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9b48a" />
          <stop offset="1" stopColor="#b98d62" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#ts-sky)" />
      <circle cx="800" cy="470" r="230" fill="url(#ts-sun)" />
      <circle cx="800" cy="470" r="88" fill="#fff1c4" />
      <g className="ts-clouds" fill="#fff" opacity="0.75">
        <ellipse cx="260" cy="170" rx="110" ry="26" />
        <ellipse cx="320" cy="150" rx="70" ry="30" />
        <ellipse cx="1250" cy="120" rx="130" ry="28" />
        <ellipse cx="1190" cy="100" rx="70" ry="30" />
        <ellipse cx="760" cy="230" rx="90" ry="18" />
      </g>
      <path d="M0 560 C 220 470 420 520 620 500 S 1000 440 1200 500 S 1480 470 1600 520 V 900 H 0 Z" fill="#9a7fb0" opacity="0.55" />
      <path d="M0 610 C 260 540 480 600 720 570 S 1180 540 1600 590 V 900 H 0 Z" fill="#7d9a6a" />
      <path d="M0 680 C 300 630 600 690 900 660 S 1400 640 1600 680 V 900 H 0 Z" fill="#5f8a55" />
      <path d="M760 900 C 780 800 740 740 800 690 S 860 640 820 610 L 836 610 C 880 645 830 690 850 720 S 900 820 1000 900 Z" fill="url(#ts-road)" />
      {HOUSES.map((h) => (
        <g key={h.x}>
          <rect x={h.x} y={h.y} width={h.w} height={h.h} fill={h.wall} />
          <path d={`M${h.x - 12} ${h.y} L${h.x + h.w / 2} ${h.y - h.h * 0.6} L${h.x + h.w + 12} ${h.y} Z`} fill={h.roof} />
          <rect x={h.x + h.w * 0.18} y={h.y + h.h * 0.25} width={h.w * 0.2} height={h.h * 0.24} rx="3" fill="#ffd46b" />
          <rect x={h.x + h.w * 0.62} y={h.y + h.h * 0.25} width={h.w * 0.2} height={h.h * 0.24} rx="3" fill="#ffd46b" />
          <rect x={h.x + h.w * 0.42} y={h.y + h.h * 0.55} width={h.w * 0.18} height={h.h * 0.45} rx="3" fill="#7a4b32" />
        </g>
      ))}
      {TREES.map(([x, y, r]) => (
        <g key={`${x}-${y}`}>
          <rect x={x - 5} y={y} width="10" height={r * 0.9} fill="#6b4a33" />
          <circle cx={x} cy={y - r * 0.2} r={r} fill="#3f7a4a" />
          <circle cx={x - r * 0.35} cy={y - r * 0.45} r={r * 0.55} fill="#4f9158" />
        </g>
      ))}
      <path d="M0 800 C 300 770 500 820 760 800 L 740 900 H 0 Z" fill="#4c7747" />
      <path d="M1600 790 C 1350 770 1150 820 1000 800 L 1040 900 H 1600 Z" fill="#4c7747" />
    </svg>
  );
}
