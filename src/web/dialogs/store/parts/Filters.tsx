import { CloseButton, Select, Tabs, TextInput } from '@mantine/core';
import { IconArrowsSort, IconCategory, IconSearch } from '@tabler/icons-react';
import { STORE_CATEGORY_TABS } from '@common/avatar/categories';
import { SEARCH_MAX, STORE_SORTS, STORE_SORT_LABELS, STORE_TEXT, type StoreSort } from '@common/economy/store';
import { Z } from '../../../shell/layout';
import classes from './parts.module.css';

export const ALL_CATEGORIES = 'All';

/** The category ids of a tab label ('All': none, meaning every category). */
export const categoriesOfTab = (label: string): number[] => STORE_CATEGORY_TABS.find((t) => t.label === label)?.categoryIds ?? [];

/** Store search: at most 26 characters (the caller debounces it 300 ms). */
export function SearchBox({ value, onChange, placeholder = 'Search items', className }: { value: string; onChange(v: string): void; placeholder?: string; className?: string }) {
  return (
    <TextInput
      className={className ? `${classes.search} ${className}` : classes.search}
      size="sm"
      radius="xl"
      value={value}
      maxLength={SEARCH_MAX}
      placeholder={placeholder}
      aria-label="Search items"
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      onChange={(e) => onChange(e.currentTarget.value.slice(0, SEARCH_MAX))}
      data-testid="store-search"
    />
  );
}

/** The sort (avatar-economy §9): newest, oldest, price both ways, popular. */
export function SortSelect({ value, onChange, className }: { value: StoreSort; onChange(v: StoreSort): void; className?: string }) {
  return (
    <Select
      className={className ? `${classes.sort} ${className}` : classes.sort}
      size="sm"
      radius="xl"
      aria-label={STORE_TEXT.sortLabel}
      leftSection={<IconArrowsSort size={16} />}
      data={STORE_SORTS.map((s) => ({ value: s, label: STORE_SORT_LABELS[s] }))}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && onChange(v as StoreSort)}
      comboboxProps={{ zIndex: Z.popover, withinPortal: true }}
      data-testid="store-sort"
    />
  );
}

/** The store's category tabs in display order (social-core §3), with All first. */
export function CategoryTabs({ value, onChange }: { value: string; onChange(v: string): void }) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v)} variant="pills" radius="xl" className={classes.tabs} data-testid="category-tabs" activateTabWithKeyboard>
      <Tabs.List className={classes.tabList}>
        <Tabs.Tab value={ALL_CATEGORIES}>All</Tabs.Tab>
        {STORE_CATEGORY_TABS.map((t) => (
          <Tabs.Tab key={t.label} value={t.label}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** The outlet's category filter (a dropdown in display order). */
export function CategorySelect({ value, onChange, className }: { value: string; onChange(v: string): void; className?: string }) {
  return (
    <Select
      className={className ? `${classes.category} ${className}` : classes.category}
      size="sm"
      radius="xl"
      aria-label="Category"
      leftSection={<IconCategory size={16} />}
      data={[{ value: ALL_CATEGORIES, label: 'All categories' }, ...STORE_CATEGORY_TABS.map((t) => ({ value: t.label, label: t.label }))]}
      value={value}
      allowDeselect={false}
      maxDropdownHeight={320}
      onChange={(v) => v && onChange(v)}
      comboboxProps={{ zIndex: Z.popover, withinPortal: true }}
      data-testid="category-filter"
    />
  );
}
