import { categoryById, LAYER_KEYS } from '@common/avatar/categories';
import { withWorn, wornAt, type Customization } from '@common/avatar/customization';
import { BODY_LAYER_KEYS, type StoreItem } from '@common/economy/store';

/**
 * Try-on (avatar-economy §4 Preview items): at most one previewed item per category; trying an
 * item of a category already previewed replaces it; trying the previewed item again removes it.
 * The preview avatar is the player's own customization with the previewed items swapped in.
 * Pure functions: the store state calls them.
 */
export type PreviewItem = Pick<StoreItem, 'id' | 'name' | 'category' | 'alreadyOwned' | 'canBuyWithCoins' | 'costCoins' | 'costGems'>;

export interface TryOnResult<T extends PreviewItem> {
  preview: T[];
  /** The item now being tried on, or null when it was taken off. */
  added: T | null;
  /** The items taken off (the toggled one, or the one of the same category it replaced). */
  removed: T[];
}

export function togglePreview<T extends PreviewItem>(preview: readonly T[], item: T): TryOnResult<T> {
  if (preview.some((p) => p.id === item.id)) {
    return { preview: preview.filter((p) => p.id !== item.id), added: null, removed: preview.filter((p) => p.id === item.id) };
  }
  const removed = preview.filter((p) => p.category === item.category);
  return { preview: [...preview.filter((p) => p.category !== item.category), item], added: item, removed };
}

/** Remove All Items: the same look without clothing and accessories (body, face, hair, tattoos stay). */
export function withoutClothing(c: Customization): Customization {
  let look = c;
  for (const key of LAYER_KEYS) {
    if (key.startsWith('tattoo.') || BODY_LAYER_KEYS.includes(key)) continue;
    if (wornAt(look, key) !== null) look = withWorn(look, key, null);
  }
  return look;
}

/** The preview avatar: the player's look (bare with Remove All Items) with the tried items put on. */
export function previewLook(base: Customization, preview: readonly PreviewItem[], removeAll: boolean): Customization {
  let look = removeAll ? withoutClothing(base) : base;
  for (const item of preview) {
    const category = categoryById(item.category);
    if (category) look = withWorn(look, category.key, item.id);
  }
  return look;
}

/** Previewed items the player owns: the ones "wear" can equip right away. */
export const ownedPreview = <T extends PreviewItem>(preview: readonly T[]): T[] => preview.filter((p) => p.alreadyOwned);
