import { categoryByKey, type LayerKey } from './categories';
import type { ViewGroup } from './views';

/**
 * One layer of a composed avatar: the base body, or an item at a layer key. Long hair has
 * a second part drawn behind the body (`hair` with part `back`).
 */
export type Layer = { kind: 'body' } | { kind: 'item'; key: LayerKey; part?: 'back' };

const item = (key: LayerKey, part?: 'back'): Layer => (part ? { kind: 'item', key, part } : { kind: 'item', key });
const BODY: Layer = { kind: 'body' };

const TATTOOS: Layer[] = (
  ['tattoo.backLower', 'tattoo.backUpper', 'tattoo.stomach', 'tattoo.chest', 'tattoo.legRight', 'tattoo.legLeft', 'tattoo.armRight', 'tattoo.armLeft', 'tattoo.neck', 'tattoo.head'] as LayerKey[]
).map((k) => item(k));
const FACE: Layer[] = (['makeup', 'eyes', 'eyebrows', 'nose', 'mouth', 'head', 'beard'] as LayerKey[]).map((k) => item(k));
const LEGS: Layer[] = (['socks', 'bottom', 'shoes'] as LayerKey[]).map((k) => item(k));
/** Upper-body clothes as seen from the front and the sides (from behind the coat covers the neckwear). */
const CLOTHES: Layer[] = (['top', 'belt', 'necklace', 'neckwear', 'coat', 'bracelets', 'gloves'] as LayerKey[]).map((k) => item(k));

/**
 * The draw order (first drawn first, so later layers cover earlier ones) for each view group
 * (avatar-economy §9). Seen from the front, wings and the back of long hair are behind the
 * body and the bag hangs in front; from behind it is the other way round.
 */
export const LAYER_ORDER: Record<ViewGroup, readonly Layer[]> = {
  front: [
    item('wings'),
    item('hair', 'back'),
    BODY,
    ...TATTOOS,
    ...LEGS,
    ...CLOTHES,
    ...FACE,
    item('piercings'),
    item('earPiece'),
    item('hair'),
    item('glasses'),
    item('horns'),
    item('hat'),
    item('bag'),
    item('handheld'),
  ],
  backSide: [
    item('handheld'),
    BODY,
    ...TATTOOS,
    ...LEGS,
    ...CLOTHES,
    ...FACE,
    item('piercings'),
    item('earPiece'),
    item('glasses'),
    item('hair', 'back'),
    item('hair'),
    item('horns'),
    item('hat'),
    item('bag'),
    item('wings'),
  ],
  back: [
    item('handheld'),
    item('glasses'),
    ...FACE,
    BODY,
    ...TATTOOS,
    ...LEGS,
    item('top'),
    item('belt'),
    item('necklace'),
    item('coat'),
    item('neckwear'),
    item('bracelets'),
    item('gloves'),
    item('piercings'),
    item('earPiece'),
    item('hair', 'back'),
    item('hair'),
    item('horns'),
    item('hat'),
    item('bag'),
    item('wings'),
  ],
};

export const layerName = (l: Layer) => (l.kind === 'body' ? 'body' : l.part ? `${l.key}:${l.part}` : l.key);

/**
 * The 38 layers a look is drawn from, listed once: the body, the back part of long hair and
 * one layer per item category (26 slots and 10 tattoo zones). Every view group draws exactly
 * these, each in its own order; this list is the front views' order.
 */
export const ALL_LAYERS: readonly Layer[] = LAYER_ORDER.front;
export const LAYER_COUNT = 38;

/** A layer's name for people: the category's label, "Body" or "Hair (back part)". */
export function layerLabel(l: Layer): string {
  if (l.kind === 'body') return 'Body';
  const label = categoryByKey(l.key).label;
  return l.part === 'back' ? `${label} (back part)` : label;
}
