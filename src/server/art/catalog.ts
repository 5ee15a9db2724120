import { categoryByKey } from '@common/avatar/categories';
import { defaultItemIds } from '@common/avatar/customization';
import { ITEM_DESIGNS, designItemId } from './items';
import { hashString } from './rng';

/**
 * The accounts credited for the house items: demo players of the town (Dario wears the
 * Creator badge). Credits are usernames, so the catalog needs no account to exist.
 */
export const HOUSE_CREATORS = ['Dario', 'Cleo', 'Esme', 'Finn'] as const;

export interface CatalogItem {
  id: number;
  name: string;
  description: string;
  creator: string;
  category: number;
  rarity: 0 | 1 | 2 | 3;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  canBuyWithGems: boolean;
  /** Copies in the store; null is unlimited (legendary items are limited). */
  quantity: number | null;
  /** The item's art folder under ART_DIR. */
  art: string;
}

export const itemArtDir = (id: number) => `items/${id}`;

const STARTER = new Set([...defaultItemIds(true), ...defaultItemIds(false)]);

/**
 * Prices rise with rarity: commons cost coins, rares coins or gems, epics and legendaries
 * gems only. A small deterministic wobble keeps prices from looking machine-made.
 */
function prices(id: number, rarity: 0 | 1 | 2 | 3) {
  const w = hashString(`price:${id}`) % 5;
  if (STARTER.has(id)) return { costCoins: 0, costGems: 0, canBuyWithCoins: true, canBuyWithGems: false };
  switch (rarity) {
    case 0:
      return { costCoins: 150 + w * 75, costGems: 0, canBuyWithCoins: true, canBuyWithGems: false };
    case 1:
      return { costCoins: 1500 + w * 500, costGems: 15 + w * 5, canBuyWithCoins: true, canBuyWithGems: true };
    case 2:
      return { costCoins: 0, costGems: 60 + w * 10, canBuyWithCoins: false, canBuyWithGems: true };
    case 3:
      return { costCoins: 0, costGems: 250 + w * 50, canBuyWithCoins: false, canBuyWithGems: true };
  }
}

/** The house catalog, derived from the item designs alone (no generated files needed). */
export const HOUSE_CATALOG: readonly CatalogItem[] = ITEM_DESIGNS.map((d) => {
  const id = designItemId(d);
  return {
    id,
    name: d.name,
    description: d.description,
    creator: HOUSE_CREATORS[hashString(`creator:${id}`) % HOUSE_CREATORS.length]!,
    category: categoryByKey(d.key).id,
    rarity: d.rarity,
    ...prices(id, d.rarity),
    quantity: d.rarity === 3 ? 100 : null,
    art: itemArtDir(id),
  };
});
