import { EQUIPPED_FILTER_ID, STORE_CATEGORY_TABS, categoryById } from '../avatar/categories';
import { SIZE_MULTIPLIER } from '../avatar/sheet';
import type { StagedAction } from './staging';

/**
 * The wardrobe, the avatar editor and the in-world inventory (avatar-economy §2, §5, §8;
 * live-world §2, §5, §8, §9): their texts, limits and filters, once.
 */

/** Wardrobe and inventory search boxes (avatar-economy §5). */
export const INVENTORY_SEARCH_MAX = 26;

export const WARDROBE_TEXT = {
  loadError: (m: string) => `Error loading wardrobe: ${m}`,
  equipError: 'Error equipping item.',
  noMatch: (term: string) => `No items found with "${term}"`,
  emptyCategory: (category: string) => `No items found in ${category}`,
  empty: 'No items found, yet :)',
  owned: 'Owned',
  equip: 'Equip',
  unequip: 'Unequip',
  details: 'Details',
  saveOutfit: 'Save Outfit',
  outfitNamePrompt: 'Name this outfit',
  avatarEditor: 'Avatar Editor',
  searchPlaceholder: 'Search your items',
} as const;

export const INVENTORY_TEXT = {
  loadError: 'Error loading inventory',
  equipFailed: (action: StagedAction, m: string) => `Failed to ${action} item: ${m}`,
  applyFailed: (m: string) => `Failed to apply changes: ${m}`,
  applied: 'Changes applied successfully!',
  cancelled: 'Changes cancelled',
  nothingToApply: 'No changes to apply',
  apply: 'Apply',
  cancel: 'Cancel',
  equippedTab: 'Equipped',
  allTab: 'All',
  searchPlaceholder: 'Search name, description or creator',
} as const;

export const EDITOR_TEXT = {
  stats: 'Inventory Stats',
  totalItems: 'Total Items',
  equipped: 'Equipped',
  pendingChanges: 'Pending Changes',
  noPending: 'Click items to stage changes',
  applyChanges: 'Apply Changes',
  cancel: 'Cancel',
  changeSize: 'Change size',
  changeSkinTone: 'Change skin tone',
  skinTones: 'Skin Tones',
} as const;

export const SIZE_TEXT = {
  title: 'Size',
  height: 'Height',
  width: 'Width',
  reset: 'Reset to Default',
  apply: 'Apply size',
} as const;

/** Size sliders (live-world §5, §9): 0.85-1.15 in steps of 0.01; Reset to Default is 0.999. */
export const SIZE_SLIDER = { min: SIZE_MULTIPLIER.min, max: SIZE_MULTIPLIER.max, step: 0.01, reset: 0.999 } as const;

/** A size multiplier shown as a percent change from 1: 1.05 -> "+5%", 0.999 -> "-0.1%", 1 -> "0%". */
export function sizePercent(value: number): string {
  const tenths = Math.round((value - 1) * 1000);
  if (tenths === 0) return '0%';
  return `${tenths > 0 ? '+' : '-'}${Math.abs(tenths) / 10}%`;
}

/** What the filters need to know of an item. */
export interface SearchableItem {
  name: string;
  description?: string;
  creator: readonly string[];
  category: number;
  isEquipped: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

/** Wardrobe search (avatar-economy §5): case-insensitive substring of the name. */
export function matchesName(item: Pick<SearchableItem, 'name'>, term: string): boolean {
  const t = norm(term);
  return t === '' || item.name.toLowerCase().includes(t);
}

/** In-world inventory search (live-world §2): name, description or creator. */
export function matchesNameDescriptionOrCreator(item: SearchableItem, term: string): boolean {
  const t = norm(term);
  if (t === '') return true;
  return item.name.toLowerCase().includes(t) || (item.description ?? '').toLowerCase().includes(t) || (item.creator[0] ?? '').toLowerCase().includes(t);
}

/** The "All" tab (no filter). */
export const ALL_FILTER_ID = -1;

/** A category tab: Equipped (EQUIPPED_FILTER_ID), All (ALL_FILTER_ID) or one per category of the store's display order. */
export interface CategoryTab {
  id: number;
  label: string;
  emoji: string;
  categoryIds: readonly number[] | null;
}

/** The inventory's tabs (live-world §2): Equipped, All, then one per category (tattoos together). */
export const INVENTORY_TABS: readonly CategoryTab[] = [
  { id: EQUIPPED_FILTER_ID, label: INVENTORY_TEXT.equippedTab, emoji: '✨', categoryIds: null },
  { id: ALL_FILTER_ID, label: INVENTORY_TEXT.allTab, emoji: '🧺', categoryIds: null },
  ...STORE_CATEGORY_TABS.map((t) => ({ id: t.categoryIds[0]!, label: t.label, emoji: t.emoji, categoryIds: t.categoryIds })),
];

export const tabById = (id: number): CategoryTab => INVENTORY_TABS.find((t) => t.id === id) ?? INVENTORY_TABS[1]!;

/** Whether an item shows under a tab: Equipped keeps worn items, All keeps everything. */
export function inTab(item: Pick<SearchableItem, 'category' | 'isEquipped'>, tabId: number): boolean {
  if (tabId === EQUIPPED_FILTER_ID) return item.isEquipped;
  if (tabId === ALL_FILTER_ID) return true;
  return tabById(tabId).categoryIds?.includes(item.category) ?? false;
}

/** The label and emoji of an item's category ("Hair", "Chest tattoo"). */
export function categoryLabel(categoryId: number): { label: string; emoji: string } {
  const c = categoryById(categoryId);
  return c ? { label: c.label, emoji: c.emoji } : { label: 'Item', emoji: '🎁' };
}

/** The empty-state text of a filtered list (avatar-economy §8). */
export function emptyText(opts: { total: number; term: string; tabId: number }): string {
  if (opts.total === 0) return WARDROBE_TEXT.empty;
  if (opts.term.trim()) return WARDROBE_TEXT.noMatch(opts.term.trim());
  return WARDROBE_TEXT.emptyCategory(tabById(opts.tabId).label);
}
