import { STORE_CACHE_TTL_MS, type StoreItem } from '@common/economy/store';
import type { StoreVariant } from './listModes';

/**
 * The store cache (avatar-economy §3 browser-kept values, §4 default mode): the unfiltered list
 * a player last saw, kept 24 hours in localStorage per player and variant, so reopening the
 * store shows it at once. Items are stored as compact tuples: 10,000 of them fit well inside
 * localStorage's few megabytes. A checkout clears it (owned flags change).
 */
export interface CachedList {
  items: StoreItem[];
  total: number;
  hasMore: boolean;
  /** Pages already read. */
  page: number;
  savedAt: number;
}

const PREFIX = 'oldroad.storeCache.v1';
const keyOf = (user: string, variant: StoreVariant) => `${PREFIX}:${user.toLowerCase()}:${variant}`;

type Tuple = [number, string, number, number, number, number, number, number | null, string];
const FLAGS = { coins: 1, gems: 2, owned: 4, equipped: 8 } as const;

export function encodeItem(i: StoreItem): Tuple {
  const flags = (i.canBuyWithCoins ? FLAGS.coins : 0) | (i.canBuyWithGems ? FLAGS.gems : 0) | (i.alreadyOwned ? FLAGS.owned : 0) | (i.isEquipped ? FLAGS.equipped : 0);
  return [i.id, i.name, i.category, i.rarity, i.costCoins, i.costGems, flags, i.quantity, i.creator[0] ?? ''];
}

export function decodeItem(t: Tuple): StoreItem {
  const [id, name, category, rarity, costCoins, costGems, flags, quantity, creator] = t;
  return {
    id,
    name,
    category,
    rarity,
    costCoins,
    costGems,
    canBuyWithCoins: (flags & FLAGS.coins) !== 0,
    canBuyWithGems: (flags & FLAGS.gems) !== 0,
    alreadyOwned: (flags & FLAGS.owned) !== 0,
    isEquipped: (flags & FLAGS.equipped) !== 0,
    quantity,
    creator: creator ? [creator] : [],
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The cached list, or null when there is none or it is older than 24 hours (then it is dropped). */
export function readCache(user: string, variant: StoreVariant, now = Date.now()): CachedList | null {
  const s = storage();
  const raw = s?.getItem(keyOf(user, variant));
  if (!s || !raw) return null;
  try {
    const data = JSON.parse(raw) as { t: number; total: number; more: boolean; page: number; items: Tuple[] };
    if (!(now - data.t < STORE_CACHE_TTL_MS) || !Array.isArray(data.items)) {
      s.removeItem(keyOf(user, variant));
      return null;
    }
    return { items: data.items.map(decodeItem), total: data.total, hasMore: data.more, page: data.page, savedAt: data.t };
  } catch {
    s.removeItem(keyOf(user, variant));
    return null;
  }
}

export function writeCache(user: string, variant: StoreVariant, list: Omit<CachedList, 'savedAt'>, now = Date.now()): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(keyOf(user, variant), JSON.stringify({ t: now, total: list.total, more: list.hasMore, page: list.page, items: list.items.map(encodeItem) }));
  } catch {
    // Full storage: the store still works, it just asks the server next time.
    s.removeItem(keyOf(user, variant));
  }
}

/** Forgets both variants' lists of a player (after a checkout). */
export function clearCache(user: string): void {
  const s = storage();
  if (!s) return;
  s.removeItem(keyOf(user, 'store'));
  s.removeItem(keyOf(user, 'outlet'));
}
