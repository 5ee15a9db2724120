import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconResize, IconX } from '@tabler/icons-react';
import { EQUIPPED_FILTER_ID } from '@common/avatar/categories';
import { INVENTORY_TABS, INVENTORY_TEXT, SIZE_TEXT, emptyText, inTab, matchesNameDescriptionOrCreator } from '@common/economy/inventory';
import { equippedFirst } from '@common/economy/staging';
import { CategoryTabs, ItemDetailsModal, PreviewStage, stagedStatus, useStagedChanges, OwnedItemGrid, OwnedItemSearch } from '../../components/Dressing';
import { SizeDrawer } from '../../components/SizeDrawer';
import { SkinToneControl } from '../../components/SkinTonePicker';
import { EmptyState, LoadError } from '../wardrobe/states';
import { useInventoryStaging } from './store';
import classes from './inventory.module.css';

export interface InventoryPanelProps {
  /** Phone layout: preview on top, tools in one row. */
  compact?: boolean;
  /** Extra controls at the right of the toolbar (minimise). */
  toolbarExtra?: ReactNode;
}

/**
 * The in-world inventory (live-world §2, §4, §5, §8): tabs Equipped (filter 696969), All and
 * one per category; a search of name, description or creator; skin tone; the size drawer;
 * clicks stage equips and unequips (green and red) that Apply sends in order and Cancel drops.
 */
export function InventoryPanel({ compact, toolbarExtra }: InventoryPanelProps) {
  const s = useStagedChanges(useInventoryStaging());
  const [tab, setTab] = useState(EQUIPPED_FILTER_ID);
  const [term, setTerm] = useState('');
  const [sizeOpen, setSizeOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const sorted = useMemo(() => equippedFirst(s.items), [s.items]);
  const shown = useMemo(() => sorted.filter((i) => inTab(i, tab) && matchesNameDescriptionOrCreator(i, term)), [sorted, tab, term]);
  const counts = useMemo(() => new Map(INVENTORY_TABS.map((t) => [t.id, s.items.filter((i) => inTab(i, t.id)).length])), [s.items]);

  if (s.inventory.isError) {
    return <LoadError message={`${INVENTORY_TEXT.loadError}: ${s.inventory.error.message}`} onRetry={() => void s.inventory.refetch()} />;
  }

  const look = s.look.data;
  const tools = (
    <>
      <SkinToneControl value={look?.skinTone ?? null} size="sm" label="Skin tone" fullWidth={!compact} />
      <Button variant="light" color="terracotta" size="sm" fullWidth={!compact} leftSection={<IconResize size={16} />} onClick={() => setSizeOpen(true)} data-testid="open-size">
        {SIZE_TEXT.title}
      </Button>
    </>
  );

  return (
    <div className={classes.panel} data-layout={compact ? 'compact' : 'wide'} data-testid="inventory">
      <div className={classes.side}>
        <PreviewStage customization={s.preview} previewing={s.changes.length > 0} className={classes.stage} />
        {compact ? (
          <Group gap={6} grow wrap="nowrap">
            {tools}
          </Group>
        ) : (
          tools
        )}
      </div>
      <div className={classes.main}>
        <CategoryTabs tabs={INVENTORY_TABS} value={tab} onChange={setTab} counts={counts} />
        <Group gap={6} wrap="nowrap">
          <OwnedItemSearch flex={1} value={term} onChange={setTerm} placeholder={INVENTORY_TEXT.searchPlaceholder} testId="inventory-search" />
          {toolbarExtra}
        </Group>
        <OwnedItemGrid
          items={shown}
          label="Inventory"
          status={(i) => stagedStatus(i.id, s.staging)}
          onSelect={s.toggle}
          onDetails={(i) => setDetailsId(i.id)}
          breakpoints={[620, 470, 280]}
          empty={s.inventory.isPending ? null : <EmptyState text={emptyText({ total: s.items.length, term, tabId: tab })} />}
          className={classes.grid}
          testId="inventory-grid"
        />
        <Group gap={8} wrap="nowrap" className={classes.footer}>
          <Badge size="lg" variant={s.changes.length ? 'filled' : 'light'} color={s.changes.length ? 'terracotta' : 'gray'} data-testid="pending-count">
            {s.changes.length} pending
          </Badge>
          <Text size="xs" c="dimmed" flex={1} truncate visibleFrom="xs">
            Click items to put them on or take them off, then Apply.
          </Text>
          <Button variant="default" size="sm" leftSection={<IconX size={16} />} disabled={s.changes.length === 0 || s.applying} onClick={s.cancel} data-testid="inventory-cancel">
            {INVENTORY_TEXT.cancel}
          </Button>
          <Button color="moss" size="sm" leftSection={<IconCheck size={16} />} loading={s.applying} onClick={() => void s.apply()} data-testid="inventory-apply">
            {INVENTORY_TEXT.apply}
          </Button>
        </Group>
      </div>
      <SizeDrawer opened={sizeOpen} onClose={() => setSizeOpen(false)} size={{ width: look?.width ?? 1, height: look?.height ?? 1 }} customization={s.preview} />
      <ItemDetailsModal item={detailsId === null ? null : (s.byId.get(detailsId) ?? null)} onClose={() => setDetailsId(null)} />
    </div>
  );
}
