import type { LayerKey } from '@common/avatar/categories';
import type { Pose } from '../body';
import type { FrameDrawing } from '../sheet';

/** One generated (house) item: its art and its store facts. */
export interface ItemDesign {
  key: LayerKey;
  /** 0-based design number within its category (the item id derives from it). */
  design: number;
  name: string;
  description: string;
  rarity: 0 | 1 | 2 | 3;
  draw: FrameDrawing;
  /** Long hair: the part drawn behind the body. */
  drawBack?: FrameDrawing;
}

export type DesignSpec = Omit<ItemDesign, 'key' | 'design'>;

export const spec = (name: string, description: string, rarity: 0 | 1 | 2 | 3, draw: FrameDrawing, drawBack?: FrameDrawing): DesignSpec => ({
  name,
  description,
  rarity,
  draw,
  drawBack,
});

/** Draws only when the face is visible; `fx` is the face's centre x. */
export const onFace = (body: (fx: number, p: Pose) => string): FrameDrawing => (p) => (p.front ? body(212.5 + p.faceDx, p) : '');
/** Draws only when seen from behind. */
export const onBack = (body: (p: Pose) => string): FrameDrawing => (p) => (p.front ? '' : body(p));
