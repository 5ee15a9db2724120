import { z } from 'zod';
import { LAYER_KEYS, SLOTS, TATTOO_ZONES, categoryByKey, tattooZoneOf, type LayerKey, type SlotName, type TattooZone } from './categories';
import { SIZE_MULTIPLIER } from './sheet';
import { DEFAULT_SKIN_TONE, MAX_SKIN_TONE } from './skin-tones';

/** An item id worn in a slot, or null for nothing. */
export const wornItemId = z.number().int().positive().nullable();

/** Clear messages for bad customization values (shown to players as is). */
export const CUSTOMIZATION_TEXT = {
  skinTone: `Skin tone must be a whole number from 0 to ${MAX_SKIN_TONE}`,
  height: `Height must be a number from ${SIZE_MULTIPLIER.min} to ${SIZE_MULTIPLIER.max}`,
  width: `Width must be a number from ${SIZE_MULTIPLIER.min} to ${SIZE_MULTIPLIER.max}`,
  skinToneSaved: 'Skin tone updated',
  sizeSaved: 'Size updated',
  notOwned: 'You do not own that item',
  wrongSlot: 'That item cannot be worn there',
} as const;

export const skinToneValue = z
  .number({ error: CUSTOMIZATION_TEXT.skinTone })
  .int({ error: CUSTOMIZATION_TEXT.skinTone })
  .min(0, { error: CUSTOMIZATION_TEXT.skinTone })
  .max(MAX_SKIN_TONE, { error: CUSTOMIZATION_TEXT.skinTone });

const sizeValue = (message: string) =>
  z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && n >= SIZE_MULTIPLIER.min - 1e-9 && n <= SIZE_MULTIPLIER.max + 1e-9, { error: message });
export const heightValue = sizeValue(CUSTOMIZATION_TEXT.height);
export const widthValue = sizeValue(CUSTOMIZATION_TEXT.width);

const slotShape = Object.fromEntries(SLOTS.map((s) => [s, wornItemId])) as Record<SlotName, typeof wornItemId>;
const tattooShape = Object.fromEntries(TATTOO_ZONES.map((z) => [z, wornItemId])) as Record<TattooZone, typeof wornItemId>;

/** A full avatar customization (avatar-economy §3, social-core §3, live-world §3). */
export const customizationSchema = z.object({
  skinTone: skinToneValue,
  isMale: z.boolean(),
  width: widthValue,
  height: heightValue,
  nametagColor: z.string().nullable(),
  ...slotShape,
  tattoos: z.object(tattooShape),
});
export type Customization = z.infer<typeof customizationSchema>;

/** The item worn at a layer key. */
export function wornAt(c: Customization, key: LayerKey): number | null {
  const zone = tattooZoneOf(key);
  return zone ? c.tattoos[zone] : c[key as SlotName];
}

/** A copy of a customization with one layer changed. */
export function withWorn(c: Customization, key: LayerKey, itemId: number | null): Customization {
  const zone = tattooZoneOf(key);
  if (zone) return { ...c, tattoos: { ...c.tattoos, [zone]: itemId } };
  return { ...c, [key]: itemId };
}

/** Every worn item, as [layer key, item id] in category order. */
export function wornItems(c: Customization): [LayerKey, number][] {
  return LAYER_KEYS.flatMap((k) => {
    const id = wornAt(c, k);
    return id === null ? [] : [[k, id] as [LayerKey, number]];
  });
}

/**
 * Catalog item ids of the generated (house) items: category code x 100 + design number
 * (1-based). Player-made items get ids from 100000 up.
 */
export const houseItemId = (categoryId: number, design: number) => categoryId * 100 + design + 1;
export const FIRST_CREATOR_ITEM_ID = 100_000;

/** Nothing worn at all. */
export function emptyCustomization(isMale: boolean): Customization {
  return {
    skinTone: DEFAULT_SKIN_TONE,
    isMale,
    width: 1,
    height: 1,
    nametagColor: null,
    ...(Object.fromEntries(SLOTS.map((s) => [s, null])) as Record<SlotName, null>),
    tattoos: Object.fromEntries(TATTOO_ZONES.map((z) => [z, null])) as Record<TattooZone, null>,
  };
}

/** Design numbers of the outfit a new player starts in, by body type. */
const DEFAULT_DESIGNS: Record<'male' | 'female', Partial<Record<SlotName, number>>> = {
  male: { hair: 1, eyes: 0, eyebrows: 0, nose: 0, mouth: 0, top: 0, bottom: 0, socks: 0, shoes: 0 },
  female: { hair: 0, eyes: 1, eyebrows: 1, nose: 1, mouth: 1, top: 1, bottom: 1, socks: 0, shoes: 1 },
};

/** The default outfit by body type (house items every new player owns). */
export function defaultCustomization(isMale: boolean): Customization {
  let c = emptyCustomization(isMale);
  for (const [slot, design] of Object.entries(DEFAULT_DESIGNS[isMale ? 'male' : 'female']) as [SlotName, number][]) {
    c = withWorn(c, slot, houseItemId(categoryByKey(slot).id, design));
  }
  return c;
}

/** Item ids of the default outfit of a body type. */
export const defaultItemIds = (isMale: boolean) => wornItems(defaultCustomization(isMale)).map(([, id]) => id);
