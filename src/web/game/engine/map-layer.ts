import { Container, Sprite, Texture, Graphics } from 'pixi.js';
import { TOWN } from '@common/world/map';
import { PLAIN_GROUND } from './ground';

/**
 * A map image as sprites. The town is 5164 wide, more than some GPUs take in one texture,
 * so the image is cut into tiles of at most 2048 px once after loading.
 */
const TILE = 2048;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`could not load ${url}`));
    img.src = url;
  });
}

export async function loadMapLayer(url: string): Promise<Container> {
  const img = await loadImage(url);
  // Only a picture of the whole town is drawn stretched over it (not an error image).
  const aspect = img.naturalWidth / img.naturalHeight;
  if (Math.abs(aspect / (TOWN.width / TOWN.height) - 1) > 0.05) throw new Error(`${url} is not a map of the town`);
  const layer = new Container();
  const sx = TOWN.width / img.naturalWidth;
  const sy = TOWN.height / img.naturalHeight;
  for (let x = 0; x < img.naturalWidth; x += TILE) {
    const w = Math.min(TILE, img.naturalWidth - x);
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, x, 0, w, img.naturalHeight, 0, 0, w, img.naturalHeight);
    const sprite = new Sprite(Texture.from(canvas));
    sprite.position.set(x * sx, 0);
    sprite.scale.set(sx, sy);
    sprite.cullable = true;
    layer.addChild(sprite);
  }
  return layer;
}

/** Shown while (or if) the picture is not there: a plain street so the town still works. */
export function plainGround(): Graphics {
  const { color, road } = PLAIN_GROUND;
  return new Graphics().rect(0, 0, TOWN.width, TOWN.height).fill({ color }).rect(0, road.y, TOWN.width, road.height).fill({ color: road.color });
}
