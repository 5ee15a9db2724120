import { priceSortKey, type StoreSort } from '@common/economy/store';

/** A for-sale item as the catalog reads it (catalog.ts; a type, as the query's row type must be). */
export type Row = {
  id: number;
  name: string;
  creator: string;
  category: number;
  rarity: number;
  costCoins: number;
  costGems: number;
  canBuyWithCoins: boolean;
  canBuyWithGems: boolean;
  quantity: number | null;
  owners: number;
  createdMs: number;
};

/** Whether a re-read row lists as before (owners are not listed: they only order). */
export const sameRow = (a: Row, b: Row): boolean =>
  a.name === b.name &&
  a.creator === b.creator &&
  a.category === b.category &&
  a.rarity === b.rarity &&
  a.costCoins === b.costCoins &&
  a.costGems === b.costGems &&
  a.canBuyWithCoins === b.canBuyWithCoins &&
  a.canBuyWithGems === b.canBuyWithGems &&
  a.quantity === b.quantity &&
  a.createdMs === b.createdMs;

/** The two player-specific flags close every item's JSON, written `false` (see Entry.json). */
const FLAGS_TAIL = '"alreadyOwned":false,"isEquipped":false}';
/** From an item's JSON end back to its flags' values. */
export const OWNED_FROM_END = FLAGS_TAIL.length - '"alreadyOwned":'.length;
export const EQUIPPED_FROM_END = 'false}'.length;

/** A for-sale item in the catalog, with what listing it needs worked out once. */
export class Entry {
  readonly lowerName: string;
  readonly currency: 'coins' | 'gems';
  readonly price: number;
  /** Players who own it: moves with sales, so it is re-read apart (catalog.ts). */
  owners: number;
  /**
   * The item's JSON (avatar-economy §3 store item) with both flags false. Their values end it
   * at fixed distances (OWNED_FROM_END, EQUIPPED_FROM_END), so a player's answer writes `true `
   * over them (JSON allows the space) without encoding anything again.
   */
  readonly json: Buffer;

  constructor(readonly row: Row) {
    this.lowerName = row.name.toLowerCase();
    [this.currency, this.price] = row.canBuyWithCoins ? ['coins', row.costCoins] : ['gems', row.costGems];
    this.owners = row.owners;
    this.json = Buffer.from(
      `{"id":${row.id},"name":${JSON.stringify(row.name)},"category":${row.category},"rarity":${row.rarity},"costCoins":${row.costCoins},` +
        `"costGems":${row.costGems},"canBuyWithCoins":${row.canBuyWithCoins},"canBuyWithGems":${row.canBuyWithGems},"quantity":${row.quantity ?? 'null'},` +
        `"creator":[${JSON.stringify(row.creator)}],${FLAGS_TAIL}`,
    );
  }
}

type Compare = (a: Entry, b: Entry) => number;
const byIdDesc: Compare = (a, b) => b.row.id - a.row.id;
function comparePrice(a: Entry, b: Entry): number {
  const [ra, pa] = priceSortKey(a.row);
  const [rb, pb] = priceSortKey(b.row);
  return ra - rb || pa - pb;
}

/** The store's sort orders (avatar-economy §4), each total: ties go to the newer id. */
export const COMPARE: Record<StoreSort, Compare> = {
  newest: (a, b) => b.row.createdMs - a.row.createdMs || byIdDesc(a, b),
  oldest: (a, b) => a.row.createdMs - b.row.createdMs || a.row.id - b.row.id,
  price_low: (a, b) => comparePrice(a, b) || byIdDesc(a, b),
  price_high: (a, b) => comparePrice(b, a) || byIdDesc(a, b),
  popular: (a, b) => b.owners - a.owners || byIdDesc(a, b),
};
