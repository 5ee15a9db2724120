import { ScrollArea, UnstyledButton } from '@mantine/core';
import type { CategoryTab } from '@common/economy/inventory';
import classes from './Dressing.module.css';

export interface CategoryTabsProps {
  tabs: readonly CategoryTab[];
  value: number;
  onChange(id: number): void;
  /** Items per tab, shown as a small count (tabs without items are dimmed). */
  counts?: ReadonlyMap<number, number>;
  label?: string;
}

/** A row of category tabs (emoji and label) that scrolls sideways: Equipped, All, Hair, Top... */
export function CategoryTabs({ tabs, value, onChange, counts, label = 'Categories' }: CategoryTabsProps) {
  return (
    <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x" className={classes.tabsScroll}>
      <div role="tablist" aria-label={label} className={classes.tabs} data-testid="category-tabs">
        {tabs.map((t) => {
          const n = counts?.get(t.id);
          return (
            <UnstyledButton
              key={t.id}
              role="tab"
              aria-selected={t.id === value}
              className={classes.tab}
              data-active={t.id === value || undefined}
              data-empty={n === 0 || undefined}
              data-tab-id={t.id}
              onClick={() => onChange(t.id)}
            >
              <span aria-hidden className={classes.tabEmoji}>
                {t.emoji}
              </span>
              {t.label}
              {n !== undefined && n > 0 && <span className={classes.tabCount}>{n}</span>}
            </UnstyledButton>
          );
        })}
      </div>
    </ScrollArea>
  );
}
