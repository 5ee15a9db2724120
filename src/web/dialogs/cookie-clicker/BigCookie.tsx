import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { formatCookies } from '@common/games/cookie/format';
import classes from './cookie.module.css';

interface Floater {
  id: number;
  x: number;
  y: number;
  text: string;
}

interface Crumb {
  id: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

let nextId = 0;

/**
 * The big cookie: drawn in SVG, squashes when pressed, wobbles on each click, and sends up a
 * floating +N (and a few crumbs) from where it was clicked.
 */
export function BigCookie({ onBake, size }: { onBake(): number; size: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [floaters, setFloaters] = useState<Floater[]>([]);
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  const [bump, setBump] = useState(0);

  const onClick = useCallback(
    (e: MouseEvent<HTMLButtonElement>) => {
      const baked = onBake();
      const rect = box.current?.getBoundingClientRect();
      // A keyboard press (detail 0) has no pointer position: the floater rises from the middle.
      const x = rect && e.detail > 0 ? e.clientX - rect.left : size / 2;
      const y = rect && e.detail > 0 ? e.clientY - rect.top : size / 2;
      setBump((b) => b + 1);
      if (baked <= 0) return;
      setFloaters((list) => [...list.slice(-14), { id: nextId++, x, y, text: `+${formatCookies(baked)}` }]);
      const fresh = Array.from({ length: 3 }, () => {
        const angle = Math.random() * Math.PI * 2;
        const distance = 40 + Math.random() * 40;
        return { id: nextId++, x, y, dx: Math.cos(angle) * distance, dy: Math.sin(angle) * distance + 30 };
      });
      setCrumbs((list) => [...list.slice(-18), ...fresh]);
    },
    [onBake, size],
  );

  return (
    <div ref={box} className={classes.cookieStage} style={{ width: size, height: size }}>
      <div className={classes.rays} aria-hidden />
      <div className={classes.glow} aria-hidden />
      <button type="button" className={classes.cookieButton} onClick={onClick} aria-label="Bake a cookie" data-testid="big-cookie">
        <span className={classes.cookieWobble} data-bump={bump % 2} key={bump % 2}>
          <CookieArt />
        </span>
      </button>
      {crumbs.map((c) => (
        <span
          key={c.id}
          className={classes.crumb}
          style={{ left: c.x, top: c.y, ['--dx' as string]: `${c.dx}px`, ['--dy' as string]: `${c.dy}px` }}
          onAnimationEnd={() => setCrumbs((list) => list.filter((x) => x.id !== c.id))}
          aria-hidden
        />
      ))}
      {floaters.map((f) => (
        <span
          key={f.id}
          className={classes.floater}
          style={{ left: f.x, top: f.y }}
          onAnimationEnd={() => setFloaters((list) => list.filter((x) => x.id !== f.id))}
          aria-hidden
        >
          {f.text}
        </span>
      ))}
    </div>
  );
}

/** Chocolate chips: position, size and tilt on a 200-unit cookie. */
const CHIPS: [number, number, number, number][] = [
  [70, 62, 11, 20],
  [122, 52, 9, -15],
  [146, 98, 12, 35],
  [98, 100, 10, 5],
  [56, 118, 12, -30],
  [112, 146, 11, 60],
  [150, 140, 8, 10],
  [78, 158, 8, -45],
  [40, 84, 7, 25],
  [98, 34, 7, 70],
];
const SPECKS: [number, number][] = [
  [88, 70],
  [132, 78],
  [70, 94],
  [118, 118],
  [84, 132],
  [138, 120],
  [60, 148],
  [104, 170],
  [156, 70],
  [42, 110],
  [128, 168],
  [96, 52],
];

function CookieArt() {
  return (
    <svg viewBox="0 0 200 200" className={classes.cookieSvg} aria-hidden>
      <defs>
        <radialGradient id="cookie-dough" cx="42%" cy="38%" r="65%">
          <stop offset="0%" stopColor="#f8d493" />
          <stop offset="55%" stopColor="#e3a95d" />
          <stop offset="100%" stopColor="#b97433" />
        </radialGradient>
        <radialGradient id="cookie-chip" cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#8a5530" />
          <stop offset="100%" stopColor="#40220e" />
        </radialGradient>
      </defs>
      {/* A slightly lumpy edge, as a baked cookie has. */}
      <path
        d="M100 8 C128 6 150 18 168 36 C186 54 194 76 192 102 C194 128 182 152 164 170 C146 188 124 194 100 192 C74 194 52 186 34 168 C16 150 6 126 8 100 C6 74 16 50 34 32 C52 14 76 8 100 8 Z"
        fill="url(#cookie-dough)"
        stroke="#9b5c24"
        strokeWidth="4"
      />
      <path
        d="M100 20 C124 18 144 28 160 44 C176 60 182 80 181 102"
        fill="none"
        stroke="rgba(255,240,200,0.55)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      {SPECKS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={2.2} fill="#c07f3c" opacity={0.7} />
      ))}
      {CHIPS.map(([x, y, r, tilt], i) => (
        <g key={i} transform={`rotate(${tilt} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx={r} ry={r * 0.78} fill="url(#cookie-chip)" />
          <ellipse cx={x - r * 0.3} cy={y - r * 0.3} rx={r * 0.32} ry={r * 0.2} fill="rgba(255,255,255,0.35)" />
        </g>
      ))}
    </svg>
  );
}
