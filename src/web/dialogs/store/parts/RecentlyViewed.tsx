import { useMemo } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { cdn } from '@common/cdn';
import type { StoreItem } from '@common/economy/store';
import { useShop } from '../state/shop';
import classes from './parts.module.css';

/** The items the player looked at last (kept in the browser, 20 at most), among those listed now; a click shows one. */
export function RecentlyViewed({ items, exceptId }: { items: readonly StoreItem[]; exceptId?: number }) {
  const ids = useShop((s) => s.recentlyViewed);
  const recent = useMemo(() => {
    const byId = new Map(items.map((i) => [i.id, i]));
    return ids.filter((id) => id !== exceptId).flatMap((id) => byId.get(id) ?? []).slice(0, 8);
  }, [ids, items, exceptId]);
  if (recent.length === 0) return null;
  return (
    <Stack gap={6} data-testid="recently-viewed">
      <Text size="xs" c="dimmed" fw={800} tt="uppercase">
        Recently viewed
      </Text>
      <Group gap={6} wrap="nowrap" className={classes.recentRow}>
        {recent.map((item) => (
          <UnstyledButton key={item.id} className={classes.recentItem} title={item.name} aria-label={`Show ${item.name}`} onClick={() => useShop.getState().select(item)}>
            <img src={cdn.itemPreview(item.id)} alt="" loading="lazy" />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
