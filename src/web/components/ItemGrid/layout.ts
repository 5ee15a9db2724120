/**
 * The item grid's geometry, kept pure so it can be tested without a browser. Columns follow the
 * width the grid actually has (avatar-economy §9: items 1/3/4/5/6 columns by screen size), so
 * the same grid fits a phone, a dialog beside an avatar preview and a wide desktop dialog.
 */

/** Smallest widths (px of the grid itself) at which 3, 4, 5 and 6 columns are used. */
export const ITEM_GRID_BREAKPOINTS: readonly { minWidth: number; columns: number }[] = [
  { minWidth: 880, columns: 6 },
  { minWidth: 700, columns: 5 },
  { minWidth: 520, columns: 4 },
  { minWidth: 300, columns: 3 },
  { minWidth: 0, columns: 1 },
];

export const ITEM_GRID_GAP = 10;
/** Height of the card's text block under its square picture (name, price line). */
export const ITEM_CARD_INFO_HEIGHT = 54;

export function itemGridColumns(width: number): number {
  return (ITEM_GRID_BREAKPOINTS.find((b) => width >= b.minWidth) ?? { columns: 1 }).columns;
}

export interface GridGeometry {
  columns: number;
  cardWidth: number;
  rowHeight: number;
  rows: number;
}

/** Card size and row count for `count` items in `width` px. A single column caps the card's picture at 220 px. */
export function gridGeometry(width: number, count: number, columns = itemGridColumns(width), gap = ITEM_GRID_GAP): GridGeometry {
  const cols = Math.max(1, Math.floor(columns));
  const cardWidth = Math.max(60, (Math.max(0, width) - gap * (cols - 1)) / cols);
  const picture = cols === 1 ? Math.min(cardWidth, 220) : cardWidth;
  return { columns: cols, cardWidth, rowHeight: Math.round(picture + ITEM_CARD_INFO_HEIGHT + gap), rows: Math.ceil(count / cols) };
}

/**
 * Where keyboard focus goes from `index` on an arrow, Home, End, PageUp or PageDown key; null
 * for any other key. Left and right move one card, up and down one row, and stay in the list.
 */
export function moveFocus(key: string, index: number, count: number, columns: number, pageRows = 3): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return clamp(index + columns * pageRows);
    case 'PageUp':
      return clamp(index - columns * pageRows);
    default:
      return null;
  }
}
