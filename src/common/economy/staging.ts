import { categoryById } from '../avatar/categories';
import { withWorn, wornAt, type Customization } from '../avatar/customization';

/**
 * Staged clothing changes (live-world §4 equip flow, avatar-economy §4 wardrobe and editor):
 * the one model behind the wardrobe, the avatar editor and the in-world inventory.
 *
 * - Clicking an item toggles a pending change: an unequipped item becomes pending equip, an
 *   equipped one pending unequip; clicking a pending item reverses it.
 * - Equipping marks every other equipped item of the same category as pending unequip (a
 *   category holds one item) and replaces another pending equip of that category.
 * - Reversing a pending equip also drops the unequips it implied; reversing the pending unequip
 *   of a worn item drops the pending equip that would have replaced it (the item stays worn).
 * - Apply sends the changes in the order they were staged.
 *
 * Everything here is immutable: each operation answers a new Staging.
 */

export type StagedAction = 'equip' | 'unequip';
export type DisplayState = 'equipped' | 'unequipped' | 'pending-equip' | 'pending-unequip';

/** What the rules need to know of an item. */
export interface StageableItem {
  id: number;
  category: number;
  isEquipped: boolean;
}

interface Entry {
  action: StagedAction;
  /** Unequips staged because another item of the category was equipped (not clicked). */
  implied: boolean;
}

/** Pending changes, item id -> change, in the order they were staged (Map keeps insertion order). */
export type Staging = ReadonlyMap<number, Readonly<Entry>>;

export const EMPTY_STAGING: Staging = new Map();

export interface StagedChange {
  itemId: number;
  action: StagedAction;
}

/** The staged change of an item, if any. */
export const pendingAction = (staging: Staging, itemId: number): StagedAction | null => staging.get(itemId)?.action ?? null;

/** How an item is shown: its outline (green pending equip, red pending unequip) follows this. */
export function displayState(item: StageableItem, staging: Staging): DisplayState {
  const action = pendingAction(staging, item.id);
  if (action === 'equip') return 'pending-equip';
  if (action === 'unequip') return 'pending-unequip';
  return item.isEquipped ? 'equipped' : 'unequipped';
}

/**
 * Whether the item will be worn once the staged changes are applied (what the preview shows).
 */
export function willBeWorn(item: StageableItem, staging: Staging): boolean {
  const action = pendingAction(staging, item.id);
  return action === null ? item.isEquipped : action === 'equip';
}

/** Clicking `item`, given every item of the list (to find others of its category). */
export function toggle(staging: Staging, item: StageableItem, items: readonly StageableItem[]): Staging {
  const next = new Map(staging);
  const sameCategory = items.filter((o) => o.category === item.category && o.id !== item.id);
  const current = staging.get(item.id);

  if (current) {
    next.delete(item.id);
    if (current.action === 'equip') {
      // The worn items this equip pushed off come back.
      for (const o of sameCategory) if (next.get(o.id)?.implied) next.delete(o.id);
    } else if (item.isEquipped) {
      // The item stays worn, so nothing else of its category can go on.
      for (const o of sameCategory) if (next.get(o.id)?.action === 'equip') next.delete(o.id);
      for (const o of sameCategory) if (next.get(o.id)?.implied) next.delete(o.id);
    }
    return next;
  }

  if (item.isEquipped) {
    next.set(item.id, { action: 'unequip', implied: false });
    return next;
  }

  for (const o of sameCategory) {
    const pending = next.get(o.id);
    // Only unequipped items are ever pending equip: the new choice replaces them.
    if (pending?.action === 'equip') next.delete(o.id);
    else if (o.isEquipped && !pending) next.set(o.id, { action: 'unequip', implied: true });
  }
  next.set(item.id, { action: 'equip', implied: false });
  return next;
}

/** The changes Apply sends, in the order they were staged; no-ops are dropped. */
export function stagedChanges(staging: Staging, items: readonly StageableItem[]): StagedChange[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: StagedChange[] = [];
  for (const [itemId, { action }] of staging) {
    const item = byId.get(itemId);
    // An item that left the inventory meanwhile, or a change that is already true, is skipped.
    if (!item || item.isEquipped === (action === 'equip')) continue;
    out.push({ itemId, action });
  }
  return out;
}

/** How many changes are pending (the editor's "Pending Changes" count). */
export const pendingCount = (staging: Staging, items: readonly StageableItem[]): number => stagedChanges(staging, items).length;

/**
 * The look once the staged changes are applied: the live preview. Unequipping clears the
 * item's slot only if it is the one worn there; equipping puts it in its slot.
 */
export function previewCustomization(base: Customization, staging: Staging, items: readonly StageableItem[]): Customization {
  const byId = new Map(items.map((i) => [i.id, i]));
  let look = base;
  for (const [itemId, { action }] of staging) {
    const item = byId.get(itemId);
    const category = item && categoryById(item.category);
    if (!category) continue;
    if (action === 'equip') look = withWorn(look, category.key, itemId);
    else if (wornAt(look, category.key) === itemId) look = withWorn(look, category.key, null);
  }
  return look;
}

/**
 * The wardrobe's selection (avatar-economy §4): selecting an item previews it (its removal if it
 * is worn); selecting it again deselects. It is a staging of one click.
 */
export function selectionStaging(selected: StageableItem | null, items: readonly StageableItem[]): Staging {
  return selected ? toggle(EMPTY_STAGING, selected, items) : EMPTY_STAGING;
}

/** Equipped items first, otherwise in the given order (the wardrobe's sort). */
export function equippedFirst<T extends { isEquipped: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((i) => i.isEquipped), ...items.filter((i) => !i.isEquipped)];
}
