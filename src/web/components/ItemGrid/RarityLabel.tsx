import { RARITY_LABELS } from '@common/economy/store';
import classes from './ItemGrid.module.css';

/** RARE, EPIC or LEGENDARY, each with its own look; nothing for common items (avatar-economy §3). */
export function RarityLabel({ rarity, size = 'sm' }: { rarity: number | undefined; size?: 'sm' | 'md' }) {
  const label = RARITY_LABELS[rarity ?? 0];
  if (!label) return null;
  return (
    <span className={classes.rarity} data-rarity={label.toLowerCase()} data-size={size} data-testid="rarity">
      {label}
    </span>
  );
}
