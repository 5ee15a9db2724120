import type { ItemCardStatus } from '../ItemGrid';
import { categoryLabel } from '@common/economy/inventory';
import { pendingAction, type Staging } from '@common/economy/staging';
import classes from './Dressing.module.css';

/** A card's look under staged changes: green pending equip, red pending unequip, accent when selected. */
export function stagedStatus(itemId: number, staging: Staging, selectedId: number | null = null): ItemCardStatus {
  return { pending: pendingAction(staging, itemId), selected: selectedId === itemId };
}

/** The category line under an item's name ("💇 Hair"). */
export function CategorySubtitle({ category }: { category: number }) {
  const c = categoryLabel(category);
  return (
    <span className={classes.subtitle}>
      <span aria-hidden>{c.emoji}</span> {c.label}
    </span>
  );
}

export { nestedEscape, popoverEscape } from '../escape';
