import { Assets, Rectangle, Texture } from 'pixi.js';
import { cdn } from '@common/cdn';
import { columnOfView } from '@common/avatar/views';
import { FRAME_COUNT, FRAME_HEIGHT, FRAME_HEIGHT_SMALL, FRAME_WIDTH, FRAME_WIDTH_SMALL } from '@common/world/map';

/**
 * Avatar sheet textures, cached by look hash: everyone wearing the same look shares one
 * GPU texture, and a look's six views are sub-rectangles of it. A sheet that does not load
 * within the timeout (15 s, 10 s in optimized mode) is retried after 10 s (20 s optimized);
 * meanwhile the avatar shows its placeholder.
 */
export const SPRITE_TIMEOUT_MS = { normal: 15_000, optimized: 10_000 } as const;
export const SPRITE_RETRY_MS = { normal: 10_000, optimized: 20_000 } as const;

export type ViewTextures = Texture[]; // index: view number 0-5

const cache = new Map<string, Promise<ViewTextures>>();

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sprite load timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function loadSheet(look: string, small: boolean, timeoutMs: number): Promise<ViewTextures> {
  const sheet = await withTimeout(Assets.load<Texture>(cdn.lookSheet(look, small)), timeoutMs);
  const w = small ? FRAME_WIDTH_SMALL : FRAME_WIDTH;
  const h = small ? FRAME_HEIGHT_SMALL : FRAME_HEIGHT;
  // Anything but a six-view sheet (an error image, say) counts as a failed load.
  if (sheet.source.width < w * FRAME_COUNT || sheet.source.height < h) throw new Error(`not an avatar sheet: ${look}`);
  return Array.from({ length: FRAME_COUNT }, (_, view) => new Texture({ source: sheet.source, frame: new Rectangle(columnOfView(view) * w, 0, w, h) }));
}

/** The six view textures of a look; a failed load is forgotten so the retry loads again. */
export function viewTextures(look: string, optimized: boolean): Promise<ViewTextures> {
  const key = `${look}${optimized ? '.small' : ''}`;
  let p = cache.get(key);
  if (!p) {
    p = loadSheet(look, optimized, optimized ? SPRITE_TIMEOUT_MS.optimized : SPRITE_TIMEOUT_MS.normal);
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}
