/** What the item grid needs of an item: store items and inventory items both fit. */
export interface GridItem {
  id: number;
  name: string;
  /** Category code (social-core §3). */
  category: number;
  /** 0 common, 1 RARE, 2 EPIC, 3 LEGENDARY. */
  rarity?: number;
  costCoins?: number;
  costGems?: number;
  /** Paid in coins when true, else in gems (priceOf). Absent: coins when costCoins > 0. */
  canBuyWithCoins?: boolean;
  alreadyOwned?: boolean;
  isEquipped?: boolean;
  /** Copies left; 0 shows "Sold out"; null or absent: unlimited. */
  quantity?: number | null;
}

/** A staged change of an item: outlined green (equip) or red (unequip). */
export type PendingChange = 'equip' | 'unequip';

/** How one card looks right now; every field is optional. */
export interface ItemCardStatus {
  /** Outlined in the accent colour (the item shown in a detail pane or previewed). */
  selected?: boolean;
  /** Staged equip (green outline, "+") or unequip (red outline, "−"). */
  pending?: PendingChange | null;
  /** "In cart" badge. */
  inCart?: boolean;
  /** "Trying on" badge (the item is on the preview avatar). */
  tryingOn?: boolean;
  /** A small heart (the player's wishlist). */
  wished?: boolean;
  /** Dimmed and not selectable (e.g. sold out). */
  disabled?: boolean;
}
