import { useRef, useState, type PointerEvent } from 'react';
import { JOYSTICK } from '@common/town-ui';

/**
 * The virtual joystick (live-world §9): 120 px base, 70 px handle, dead zone 0.1; the
 * direction goes out at most every 100 ms (release goes out at once).
 */
export function Joystick({ onMove }: { onMove: (x: number, y: number) => void }) {
  const base = useRef<HTMLDivElement>(null);
  const [knob, setKnob] = useState({ x: 0, y: 0 });
  const lastSent = useRef(0);
  const active = useRef<number | null>(null);
  const pending = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const radius = (JOYSTICK.size - JOYSTICK.handle) / 2 + JOYSTICK.handle / 4;

  const update = (e: PointerEvent) => {
    const rect = base.current!.getBoundingClientRect();
    let dx = e.clientX - (rect.left + rect.width / 2);
    let dy = e.clientY - (rect.top + rect.height / 2);
    const d = Math.hypot(dx, dy);
    if (d > radius) {
      dx = (dx / d) * radius;
      dy = (dy / d) * radius;
    }
    setKnob({ x: dx, y: dy });
    let vx = dx / radius;
    let vy = dy / radius;
    if (Math.hypot(vx, vy) < JOYSTICK.deadZone) vx = vy = 0;
    pending.current = { x: vx, y: vy };
    const now = performance.now();
    const wait = JOYSTICK.throttleMs - (now - lastSent.current);
    if (wait <= 0) flush();
    else if (!timer.current) timer.current = setTimeout(flush, wait);
  };
  // The newest direction always goes out, at most every 100 ms.
  const flush = () => {
    timer.current = undefined;
    if (!pending.current || active.current === null) return;
    lastSent.current = performance.now();
    onMove(pending.current.x, pending.current.y);
    pending.current = null;
  };
  const release = () => {
    active.current = null;
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    setKnob({ x: 0, y: 0 });
    lastSent.current = 0;
    onMove(0, 0);
  };

  return (
    <div
      ref={base}
      data-testid="joystick"
      onPointerDown={(e) => {
        active.current = e.pointerId;
        e.currentTarget.setPointerCapture(e.pointerId);
        update(e);
      }}
      onPointerMove={(e) => active.current === e.pointerId && update(e)}
      onPointerUp={release}
      onPointerCancel={release}
      style={{
        position: 'absolute',
        left: 20,
        bottom: 84,
        width: JOYSTICK.size,
        height: JOYSTICK.size,
        borderRadius: '50%',
        background: 'radial-gradient(circle, rgba(255,255,255,0.18), rgba(20,24,40,0.35))',
        border: '2px solid rgba(255,255,255,0.45)',
        touchAction: 'none',
        zIndex: 20,
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: (JOYSTICK.size - JOYSTICK.handle) / 2 - 2 + knob.x,
          top: (JOYSTICK.size - JOYSTICK.handle) / 2 - 2 + knob.y,
          width: JOYSTICK.handle,
          height: JOYSTICK.handle,
          borderRadius: '50%',
          background: 'rgba(255,255,255,0.85)',
          boxShadow: '0 4px 14px rgba(0,0,0,0.35)',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}
