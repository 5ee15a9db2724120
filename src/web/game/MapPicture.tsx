import { useEffect, useState } from 'react';
import { useElementSize } from '@mantine/hooks';
import { cdn } from '@common/cdn';
import { TOWN } from '@common/world/map';
import type { PlayerState } from '@common/world/protocol';
import { FOCUS_ABOVE_FEET, TOWN_CENTER, cameraOffset, clampZoom } from './engine/camera';
import { PLAIN_GROUND, cssColor } from './engine/ground';
import { useZoom } from './store';

/**
 * Marks on the page's timeline (performance.mark), read by `npm run bench:web`: the town's
 * first picture on screen, and the canvas taking its place.
 */
export const TOWN_MARKS = { picture: 'oldroad:town-picture', canvas: 'oldroad:town-canvas' } as const;

export function markOnce(name: string): void {
  if (typeof performance.mark === 'function' && performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

const { road } = PLAIN_GROUND;
/** The canvas's plain street under the pictures, for the moment they take (or if they fail). */
const [top, bottom] = [(road.y / TOWN.height) * 100, ((road.y + road.height) / TOWN.height) * 100];
const GROUND = `linear-gradient(${cssColor(PLAIN_GROUND.color)} ${top}%, ${cssColor(road.color)} ${top}% ${bottom}%, ${cssColor(PLAIN_GROUND.color)} ${bottom}%)`;

/**
 * The town's first picture (issue 23): the map's background and foreground as plain images
 * where the canvas's camera will look (the local player once the server placed them, else the
 * square), shown as soon as the town screen opens. WebGL can take seconds to start (10-15 s
 * of CPU in headless Chromium); the HUD and the chat work over this picture meanwhile, and
 * the canvas, with the avatars, takes its place when it has drawn the map.
 */
export function MapPicture({ player, onShown }: { player: PlayerState | null; onShown?: () => void }) {
  const { ref, width, height } = useElementSize();
  const zoom = clampZoom(
    useZoom((s) => s.zoom),
    height || window.innerHeight,
  );
  const focus = player ? { x: player.x, y: player.y - FOCUS_ABOVE_FEET } : TOWN_CENTER;
  const offset = cameraOffset(focus.x, focus.y, zoom, width || window.innerWidth, height || window.innerHeight);
  const [settled, setSettled] = useState(0);
  const done = () => setSettled((n) => n + 1);

  useEffect(() => {
    if (settled < 2) return;
    // Marked at the next frame: when the pictures are on screen, not merely loaded.
    const frame = requestAnimationFrame(() => {
      markOnce(TOWN_MARKS.picture);
      onShown?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [settled, onShown]);

  return (
    <div ref={ref} style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }} data-testid="town-picture" data-ready={settled >= 2} aria-hidden>
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: TOWN.width,
          height: TOWN.height,
          background: GROUND,
          transformOrigin: '0 0',
          transform: `translate(${Math.round(offset.x)}px, ${Math.round(offset.y)}px) scale(${zoom})`,
        }}
      >
        <Layer src={cdn.mapBackground()} onSettled={done} />
        <Layer src={cdn.mapForeground()} onSettled={done} />
      </div>
    </div>
  );
}

/** One map picture; one that fails (not drawn yet) leaves the street showing, never a broken image. */
function Layer({ src, onSettled }: { src: string; onSettled: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      decoding="async"
      draggable={false}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled();
      }}
    />
  );
}
