import { useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import type { Outfit } from '@common/api/routes/outfits';
import { cdn } from '@common/cdn';
import classes from './outfits.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One saved outfit: its composed picture, name and date; selected ones are outlined. */
export function OutfitCard({ outfit, selected, onSelect }: { outfit: Outfit; selected: boolean; onSelect(): void }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  return (
    <UnstyledButton
      className={classes.card}
      data-selected={selected || undefined}
      aria-pressed={selected}
      aria-label={outfit.name}
      onClick={onSelect}
      data-testid="outfit-card"
      data-outfit-id={outfit.id}
    >
      <div className={classes.picture} data-state={state}>
        <img
          src={state === 'failed' ? cdn.fallbackClothing() : cdn.outfit(outfit.publicId)}
          alt=""
          loading="lazy"
          onLoad={() => setState((s) => (s === 'failed' ? s : 'ready'))}
          onError={() => setState('failed')}
        />
      </div>
      <div className={classes.caption}>
        <Text fw={800} size="sm" truncate>
          {outfit.name}
        </Text>
        <Text size="xs" c="dimmed">
          {dateFormat.format(new Date(outfit.createdAt))}
        </Text>
      </div>
    </UnstyledButton>
  );
}
