export { ItemGrid, type ItemGridProps } from './ItemGrid';
export { ItemCard } from './ItemCard';
export { RarityLabel } from './RarityLabel';
export { Amount, CurrencyIcon, Price, COIN_COLOR, GEM_COLOR } from './Price';
export { gridGeometry, itemGridColumns, moveFocus, ITEM_GRID_BREAKPOINTS } from './layout';
export type { GridItem, ItemCardStatus, PendingChange } from './types';
