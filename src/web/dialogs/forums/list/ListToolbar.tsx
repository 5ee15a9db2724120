import { useEffect, useState } from 'react';
import { Button, Chip, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { FORUM_SORTS, type ForumSort } from '@common/api/routes/forum';
import { FORUM_CATEGORIES, type ForumCategoryId } from '@common/forum/categories';
import { FORUM_SEARCH_DEBOUNCE_MS, FORUM_SEARCH_MAX } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import { Z } from '../../../shell/layout';
import { categoryIcon } from '../categoryIcons';
import classes from '../forums.module.css';

export interface ListFilters {
  category: ForumCategoryId;
  sort: ForumSort;
  search: string;
}

export interface ListToolbarProps {
  filters: ListFilters;
  onChange(filters: ListFilters): void;
  onCreate(): void;
  compact: boolean;
}

/**
 * Above the list (social-core §2): the category filter (every category with its icon, All posts
 * first), the search box (26 characters; the list follows 300 ms after the last key), the sort
 * and the Create Post button.
 */
export function ListToolbar({ filters, onChange, onCreate, compact }: ListToolbarProps) {
  const [typed, setTyped] = useState(filters.search);
  const [debounced] = useDebouncedValue(typed.trim(), FORUM_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ ...filters, search: debounced });
    // Only the settled search text starts a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <>
      <Chip.Group value={filters.category} onChange={(v) => onChange({ ...filters, category: v as ForumCategoryId })}>
        <div className={classes.categories} role="radiogroup" aria-label="Category" data-testid="forum-categories">
          {FORUM_CATEGORIES.map((c) => {
            const Icon = categoryIcon(c.icon);
            return (
              <Chip key={c.id} value={c.id} radius="xl" size={compact ? 'xs' : 'sm'} icon={<Icon size={14} />} wrapperProps={{ 'data-testid': `forum-category-${c.id}` }}>
                <Group gap={5} wrap="nowrap" component="span">
                  {filters.category !== c.id && <Icon size={14} aria-hidden />}
                  {c.label}
                </Group>
              </Chip>
            );
          })}
        </div>
      </Chip.Group>
      <div className={classes.toolbar}>
        <TextInput
          className={classes.search}
          radius="xl"
          leftSection={<IconSearch size={16} />}
          placeholder={FORUM_TEXT.searchPlaceholder}
          aria-label={FORUM_TEXT.searchPlaceholder}
          value={typed}
          maxLength={FORUM_SEARCH_MAX}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="forum-search"
        />
        <Select
          w={compact ? undefined : 170}
          flex={compact ? 1 : undefined}
          radius="xl"
          leftSection={<IconArrowsSort size={16} />}
          aria-label="Sort"
          value={filters.sort}
          allowDeselect={false}
          data={FORUM_SORTS.map((s) => ({ value: s, label: FORUM_TEXT.sort[s] }))}
          onChange={(v) => v && onChange({ ...filters, sort: v as ForumSort })}
          comboboxProps={{ zIndex: Z.popover }}
          data-testid="forum-sort"
        />
        <Button leftSection={<IconPencilPlus size={16} />} onClick={onCreate} data-testid="forum-create">
          {FORUM_TEXT.createPost}
        </Button>
      </div>
    </>
  );
}
