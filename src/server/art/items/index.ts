import { TATTOO_ZONES, categoryByKey, tattooKey, type LayerKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import { BRACELETS, BAGS, GLOVES, HANDHELDS, NECKLACES, NECKWEAR, WINGS } from './accessories';
import { BELTS, BOTTOMS, COATS, SHOES, SOCKS, TOPS } from './clothes';
import type { DesignSpec, ItemDesign } from './design';
import { BEARDS, EYEBROWS, EYES, HEADS, MAKEUP, MOUTHS, NOSES, PIERCINGS } from './face';
import { EAR_PIECES, GLASSES, HAIR, HATS, HORNS } from './hair';
import { TATTOOS } from './tattoos';

const BY_SLOT: [LayerKey, DesignSpec[]][] = [
  ['makeup', MAKEUP],
  ['hair', HAIR],
  ['beard', BEARDS],
  ['eyes', EYES],
  ['eyebrows', EYEBROWS],
  ['head', HEADS],
  ['nose', NOSES],
  ['mouth', MOUTHS],
  ['hat', HATS],
  ['piercings', PIERCINGS],
  ['earPiece', EAR_PIECES],
  ['glasses', GLASSES],
  ['horns', HORNS],
  ['top', TOPS],
  ['necklace', NECKLACES],
  ['neckwear', NECKWEAR],
  ['coat', COATS],
  ['belt', BELTS],
  ['bottom', BOTTOMS],
  ['socks', SOCKS],
  ['shoes', SHOES],
  ['bracelets', BRACELETS],
  ['wings', WINGS],
  ['bag', BAGS],
  ['gloves', GLOVES],
  ['handheld', HANDHELDS],
  ...TATTOO_ZONES.map((z) => [tattooKey(z), TATTOOS[z]] as [LayerKey, DesignSpec[]]),
];

/** Every generated item design, in store display order. */
export const ITEM_DESIGNS: readonly ItemDesign[] = BY_SLOT.flatMap(([key, specs]) => specs.map((s, design) => ({ ...s, key, design })));

export const designItemId = (d: ItemDesign) => houseItemId(categoryByKey(d.key).id, d.design);

const BY_ID = new Map(ITEM_DESIGNS.map((d) => [designItemId(d), d]));
export const designById = (id: number) => BY_ID.get(id);
export type { ItemDesign } from './design';
