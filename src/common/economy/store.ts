import { z } from 'zod';
import { categoryById, isCategoryId, type LayerKey } from '../avatar/categories';

/** The store and outlet (avatar-economy §2, §4, §7, §8, §9): every fact of them, once. */

export const RARITY_LABELS = ['', 'RARE', 'EPIC', 'LEGENDARY'] as const;
export type Rarity = 0 | 1 | 2 | 3;

export const STORE_SORTS = ['newest', 'oldest', 'price_low', 'price_high', 'popular'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  popular: 'Most Popular',
};

export const SEARCH_MAX = 26;
export const STORE_LIMIT_MAX = 10_000;
/** Page sizes the clients ask for: the outlet's first unfiltered page, its later pages, the store's pages. */
export const OUTLET_FIRST_PAGE_LIMIT = 10_000;
export const OUTLET_PAGE_LIMIT = 7_500;
export const STORE_PAGE_LIMIT = 50;
/** A store with this many items or fewer disables further paging (avatar-economy §4). */
export const STORE_PAGING_THRESHOLD = 2000;
export const STORE_SEARCH_DEBOUNCE_MS = 300;
export const INFINITE_SCROLL_MARGIN_PX = 200;
export const STORE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const RECENTLY_VIEWED_MAX = 20;

export const STORE_TEXT = {
  available: (n: number) => `${n} items available`,
  tryingOn: (n: number) => `Trying on ${n} items`,
  end: (n: number) => `You've reached the end • ${n} total items`,
  noMatch: 'No items found matching your search',
  emptyCategory: 'No items in this category',
  storeError: (m: string) => `Error loading store: ${m}`,
  outletError: (m: string) => `Error loading outlet: ${m}`,
  fetchFailed: 'Failed to fetch store data',
  retry: 'Retry',
  scrollForMore: 'Scroll for more',
  loadingMore: 'Loading more...',
  tryOnTitle: 'Currently Trying On',
  cartEmpty: 'Your cart is empty',
  insufficientFunds: 'Insufficient funds',
  checkoutFailed: (m: string) => `Checkout failed: ${m}`,
  allInCart: 'All preview items are already in cart',
  removeAll: 'Remove All Items',
  restore: 'Restore Items',
  purchased: (n: number) => (n === 1 ? 'Purchased 1 item' : `Purchased ${n} items`),
  owned: (name: string) => `You already own ${name}`,
  unknown: (id: number) => `Item ${id} is not in the store`,
  duplicate: (name: string) => `${name} is in the cart twice`,
  soldOut: (name: string) => `${name} is sold out`,
  notForSale: (name: string) => `${name} is not for sale`,
  badItems: 'items must be a JSON-encoded list of item ids',
  tooMany: (n: number) => `A cart holds at most ${n} items`,
  /** The two views of the store a player switches between (the outlet and the store variant). */
  views: {
    outlet: { label: 'Outlet', hint: 'Every item in one big grid' },
    store: { label: 'Shop', hint: 'Category tabs, with your cart beside the list' },
  },
  viewsLabel: 'Store view',
  sortLabel: 'Sort items',
} as const;

/** Most items one checkout takes (a cart is at most one of each item, so this is generous). */
export const CART_MAX = 200;

const STORE_QUERY_TEXT = {
  page: 'page must be a whole number of 1 or more',
  limit: `limit must be a whole number from 1 to ${STORE_LIMIT_MAX}`,
  categories: 'categories must be a comma-separated list of item category codes',
  search: `search must be at most ${SEARCH_MAX} characters`,
  sortBy: `sortBy must be one of ${STORE_SORTS.join(', ')}`,
  rarity: 'rarity must be a comma-separated list of 0 (common), 1 (rare), 2 (epic), 3 (legendary)',
  priceRange: 'priceRange must be "min-max" (whole numbers; either side may be left empty)',
  onlyAffordable: 'onlyAffordable must be true or false',
} as const;

const intText = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

const commaInts = (message: string, ok: (n: number) => boolean) =>
  z
    .string()
    .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean))
    .refine((parts) => parts.every((p) => /^\d{1,4}$/.test(p) && ok(Number(p))), { error: message })
    .transform((parts) => [...new Set(parts.map(Number))]);

/**
 * GET /api/store's query. priceRange filters by the price an item is paid in: coins for items
 * sold for coins, gems for gem-only items. onlyAffordable keeps what the player can pay for now.
 */
export const storeQuerySchema = z.object({
  page: intText(STORE_QUERY_TEXT.page, 1, 1_000_000).optional().default(1),
  limit: intText(STORE_QUERY_TEXT.limit, 1, STORE_LIMIT_MAX).optional().default(STORE_PAGE_LIMIT),
  categories: commaInts(STORE_QUERY_TEXT.categories, isCategoryId).optional(),
  search: z.string().max(SEARCH_MAX, { error: STORE_QUERY_TEXT.search }).optional(),
  sortBy: z.enum(STORE_SORTS, { error: STORE_QUERY_TEXT.sortBy }).optional().default('newest'),
  rarity: commaInts(STORE_QUERY_TEXT.rarity, (n) => n <= 3).optional(),
  priceRange: z
    .string()
    .regex(/^(\d{0,9})-(\d{0,9})$/, { error: STORE_QUERY_TEXT.priceRange })
    .transform((s) => {
      const [lo, hi] = s.split('-');
      return { min: lo ? Number(lo) : null, max: hi ? Number(hi) : null };
    })
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, { error: STORE_QUERY_TEXT.priceRange })
    .optional(),
  onlyAffordable: z
    .enum(['true', 'false', '1', '0'], { error: STORE_QUERY_TEXT.onlyAffordable })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type StoreQueryInput = z.input<typeof storeQuerySchema>;
export type StoreQuery = z.output<typeof storeQuerySchema>;

/** An item as the store lists it (avatar-economy §3 Store item). creator: [username]. */
export const storeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  rarity: z.number().int().min(0).max(3),
  costCoins: z.number().int(),
  costGems: z.number().int(),
  canBuyWithCoins: z.boolean(),
  canBuyWithGems: z.boolean(),
  alreadyOwned: z.boolean(),
  isEquipped: z.boolean(),
  /** Copies left; null: unlimited. */
  quantity: z.number().int().nullable(),
  creator: z.array(z.string()),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** How an item is paid: coins when it can be bought with coins, else gems (avatar-economy §5). */
export const priceOf = (item: Pick<StoreItem, 'canBuyWithCoins' | 'costCoins' | 'costGems'>): { currency: 'coins' | 'gems'; amount: number } =>
  item.canBuyWithCoins ? { currency: 'coins', amount: item.costCoins } : { currency: 'gems', amount: item.costGems };

/**
 * The store's price sorts: coin prices before gem prices (coins are the cheaper currency), then
 * by amount; price_high is the reverse. Returns [currency rank, amount].
 */
export const priceSortKey = (item: Pick<StoreItem, 'canBuyWithCoins' | 'costCoins' | 'costGems'>): readonly [number, number] => {
  const p = priceOf(item);
  return [p.currency === 'coins' ? 0 : 1, p.amount];
};

/** What a cart costs in each currency. */
export function cartTotals(items: Pick<StoreItem, 'canBuyWithCoins' | 'costCoins' | 'costGems'>[]): { coins: number; gems: number } {
  const totals = { coins: 0, gems: 0 };
  for (const item of items) {
    const p = priceOf(item);
    totals[p.currency] += p.amount;
  }
  return totals;
}

/**
 * Remove All Items (avatar-economy §4) hides worn clothing and accessories: every layer except
 * these body layers (face, hair, make up) and tattoos.
 */
export const BODY_LAYER_KEYS: readonly LayerKey[] = ['makeup', 'hair', 'beard', 'eyes', 'eyebrows', 'head', 'nose', 'mouth'];

/** True when an item of this category is clothing or an accessory (hidden by Remove All Items). */
export function isClothingCategory(categoryId: number): boolean {
  const c = categoryById(categoryId);
  return !!c && !c.key.startsWith('tattoo.') && !BODY_LAYER_KEYS.includes(c.key);
}
