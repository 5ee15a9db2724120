import { useLayoutEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { AVATAR_ZOOM } from '@common/avatar/sheet';
import classes from './ZoomFrame.module.css';

/**
 * Where a first zoom in from the whole avatar looks: a little above the middle (head, shoulders
 * and top), where most of what a player puts on is. Later steps keep what is in the middle.
 */
const FIRST_FOCUS_Y = 0.3;

interface Props {
  /** The frame: the avatar's size at zoom 1. */
  width: number;
  height: number;
  zoom: number;
  children: ReactNode;
}

/**
 * The window a zoomed avatar is seen through. Zoomed out, the avatar stands smaller on the
 * frame's floor; zoomed in, it overflows and the frame pans (mouse drag, wheel, touch).
 */
export function ZoomFrame({ width, height, zoom, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(zoom);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const picW = width * zoom;
  const picH = height * zoom;

  // Keep the point in view as the zoom changes (the avatar's upper body on the first step in).
  useLayoutEffect(() => {
    const el = ref.current;
    const before = previous.current;
    previous.current = zoom;
    if (!el || before === zoom) return;
    const oldW = width * before;
    const oldH = height * before;
    const u = before <= AVATAR_ZOOM.default ? 0.5 : (el.scrollLeft + width / 2 - Math.max(0, (width - oldW) / 2)) / oldW;
    const v = before <= AVATAR_ZOOM.default ? FIRST_FOCUS_Y : (el.scrollTop + height / 2 - Math.max(0, height - oldH)) / oldH;
    el.scrollLeft = Math.max(0, u * picW - width / 2);
    el.scrollTop = Math.max(0, v * picH - height / 2);
  }, [zoom, width, height, picW, picH]);

  const pans = zoom > AVATAR_ZOOM.default;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // Touch pans natively (the frame scrolls); a mouse drags.
    if (!pans || e.pointerType !== 'mouse' || e.button !== 0) return;
    const el = e.currentTarget;
    el.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    e.currentTarget.scrollLeft = d.left - (e.clientX - d.x);
    e.currentTarget.scrollTop = d.top - (e.clientY - d.y);
  };
  const stop = () => {
    drag.current = null;
  };

  return (
    <div
      ref={ref}
      className={classes.frame}
      style={{ width, height }}
      data-pans={pans || undefined}
      data-zoom={zoom}
      data-testid="zoom-frame"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    >
      <div className={classes.canvas} style={{ width: Math.max(width, picW), height: Math.max(height, picH) }}>
        {children}
      </div>
    </div>
  );
}
