/**
 * Item categories (avatar-economy §3, social-core §3, live-world §3): the numeric category
 * code of an item, the customization slot it fills and its store label, listed in the
 * store's display order. Tattoos are ten categories (19-28), one per body zone, shown in the
 * store under one "Tattoos" tab.
 */
export const SLOTS = [
  'makeup',
  'hair',
  'beard',
  'eyes',
  'eyebrows',
  'head',
  'nose',
  'mouth',
  'hat',
  'piercings',
  'earPiece',
  'glasses',
  'horns',
  'top',
  'necklace',
  'neckwear',
  'coat',
  'belt',
  'bottom',
  'socks',
  'shoes',
  'bracelets',
  'wings',
  'bag',
  'gloves',
  'handheld',
] as const;
export type SlotName = (typeof SLOTS)[number];

/** The ten tattoo zones, in the spec's order. */
export const TATTOO_ZONES = ['head', 'neck', 'chest', 'stomach', 'backUpper', 'backLower', 'armRight', 'armLeft', 'legRight', 'legLeft'] as const;
export type TattooZone = (typeof TATTOO_ZONES)[number];

/** Where an item goes on the avatar: a slot, or a tattoo zone (`tattoo.chest`). */
export type LayerKey = SlotName | `tattoo.${TattooZone}`;
export const tattooKey = (zone: TattooZone): LayerKey => `tattoo.${zone}`;

export interface ItemCategory {
  id: number;
  key: LayerKey;
  /** Singular label of this category (e.g. "Ear piece", "Chest tattoo"). */
  label: string;
  /** The store tab it belongs to (equal to label except for tattoos). */
  storeLabel: string;
  emoji: string;
}

const slot = (id: number, key: SlotName, label: string, emoji: string): ItemCategory => ({ id, key, label, storeLabel: label, emoji });

const TATTOO_LABELS: Record<TattooZone, string> = {
  head: 'Head tattoo',
  neck: 'Neck tattoo',
  chest: 'Chest tattoo',
  stomach: 'Stomach tattoo',
  backUpper: 'Upper back tattoo',
  backLower: 'Lower back tattoo',
  armRight: 'Right arm tattoo',
  armLeft: 'Left arm tattoo',
  legRight: 'Right leg tattoo',
  legLeft: 'Left leg tattoo',
};

/** Every category, in store display order (tattoos last, by zone). */
export const ITEM_CATEGORIES: readonly ItemCategory[] = [
  slot(760, 'makeup', 'Make up', '💄'),
  slot(0, 'hair', 'Hair', '💇'),
  slot(1, 'beard', 'Beard', '🧔'),
  slot(2, 'eyes', 'Eyes', '👀'),
  slot(3, 'eyebrows', 'Eyebrows', '🤨'),
  slot(4, 'head', 'Head', '🙂'),
  slot(5, 'nose', 'Nose', '👃'),
  slot(6, 'mouth', 'Mouth', '👄'),
  slot(7, 'hat', 'Hat', '🎩'),
  slot(8, 'piercings', 'Piercings', '💍'),
  slot(757, 'earPiece', 'Ear piece', '🎧'),
  slot(9, 'glasses', 'Glasses', '👓'),
  slot(754, 'horns', 'Horns', '😈'),
  slot(10, 'top', 'Top', '👕'),
  slot(755, 'necklace', 'Necklace', '📿'),
  slot(15, 'neckwear', 'Neckwear', '🧣'),
  slot(11, 'coat', 'Coat', '🧥'),
  slot(761, 'belt', 'Belt', '🪢'),
  slot(12, 'bottom', 'Bottom', '👖'),
  slot(758, 'socks', 'Socks', '🧦'),
  slot(13, 'shoes', 'Shoes', '👟'),
  slot(14, 'bracelets', 'Bracelets', '📿'),
  slot(759, 'wings', 'Wings', '🪽'),
  slot(16, 'bag', 'Bag', '👜'),
  slot(17, 'gloves', 'Gloves', '🧤'),
  slot(18, 'handheld', 'Handheld', '🎈'),
  ...TATTOO_ZONES.map((zone, i) => ({ id: 19 + i, key: tattooKey(zone), label: TATTOO_LABELS[zone], storeLabel: 'Tattoos', emoji: '🖋️' })),
];

/** The store's category tabs in display order, each with the category ids it lists. */
export const STORE_CATEGORY_TABS: readonly { label: string; emoji: string; categoryIds: number[] }[] = ITEM_CATEGORIES.reduce<
  { label: string; emoji: string; categoryIds: number[] }[]
>((tabs, c) => {
  const tab = tabs.find((t) => t.label === c.storeLabel);
  if (tab) tab.categoryIds.push(c.id);
  else tabs.push({ label: c.storeLabel, emoji: c.emoji, categoryIds: [c.id] });
  return tabs;
}, []);

/** The inventory filter id meaning "equipped items" (live-world §3). */
export const EQUIPPED_FILTER_ID = 696969;

const BY_ID = new Map(ITEM_CATEGORIES.map((c) => [c.id, c]));
const BY_KEY = new Map(ITEM_CATEGORIES.map((c) => [c.key, c]));

export const categoryById = (id: number): ItemCategory | undefined => BY_ID.get(id);
export const categoryByKey = (key: LayerKey): ItemCategory => BY_KEY.get(key)!;
export const isCategoryId = (id: number): boolean => BY_ID.has(id);
export const TATTOO_CATEGORY_IDS = ITEM_CATEGORIES.filter((c) => c.key.startsWith('tattoo.')).map((c) => c.id);

/** The tattoo zone of a layer key, or null for an ordinary slot. */
export function tattooZoneOf(key: LayerKey): TattooZone | null {
  return key.startsWith('tattoo.') ? (key.slice(7) as TattooZone) : null;
}

/** Every layer key (26 slots then 10 tattoo zones). */
export const LAYER_KEYS: readonly LayerKey[] = ITEM_CATEGORIES.map((c) => c.key);
