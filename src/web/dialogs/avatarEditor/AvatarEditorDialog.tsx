import { useMemo, useState } from 'react';
import { Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronUp, IconResize } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { ALL_FILTER_ID, EDITOR_TEXT, INVENTORY_TABS, WARDROBE_TEXT, emptyText, inTab, matchesName } from '@common/economy/inventory';
import { EMPTY_STAGING, equippedFirst, type Staging } from '@common/economy/staging';
import { CategoryTabs, ItemDetailsModal, PreviewStage, popoverEscape, stagedStatus, useStagedChanges, OwnedItemGrid, OwnedItemSearch } from '../../components/Dressing';
import { SizeDrawer } from '../../components/SizeDrawer';
import { SkinToneControl } from '../../components/SkinTonePicker';
import { EmptyState, LoadError } from '../wardrobe/states';
import { ApplyBar, InventoryStats, PendingList } from './EditorSummary';
import classes from './avatarEditor.module.css';

/**
 * The avatar editor (avatar-economy §2, §4): category tabs, an item list with search, a live
 * preview with rotation, Inventory Stats and the Pending Changes list; clicks stage equips
 * (green) and unequips (red) that Apply Changes commits in order and Cancel discards. Change
 * size and Change skin tone sit under the preview. Desktop: three columns; phones: preview on
 * top and a sticky apply bar.
 */
export default function AvatarEditorDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const medium = useMediaQuery('(max-width: 1199.98px)') ?? false;
  const state = useState<Staging>(EMPTY_STAGING);
  const s = useStagedChanges(state);
  const [tab, setTab] = useState(ALL_FILTER_ID);
  const [term, setTerm] = useState('');
  const [sizeOpen, setSizeOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const sorted = useMemo(() => equippedFirst(s.items), [s.items]);
  const shown = useMemo(() => sorted.filter((i) => inTab(i, tab) && matchesName(i, term)), [sorted, tab, term]);
  const counts = useMemo(() => new Map(INVENTORY_TABS.map((t) => [t.id, s.items.filter((i) => inTab(i, t.id)).length])), [s.items]);

  if (s.inventory.isError) return <LoadError message={WARDROBE_TEXT.loadError(s.inventory.error.message)} onRetry={() => void s.inventory.refetch()} />;

  const look = s.look.data;
  const size = { width: look?.width ?? 1, height: look?.height ?? 1 };
  const sizeButton = (
    <Button variant="light" color="terracotta" size="sm" fullWidth={!mobile} leftSection={<IconResize size={16} />} onClick={() => setSizeOpen(true)} data-testid="change-size">
      {EDITOR_TEXT.changeSize}
    </Button>
  );
  const skinButton = <SkinToneControl value={look?.skinTone ?? null} size="sm" fullWidth={!mobile} label={mobile ? 'Skin tone' : EDITOR_TEXT.changeSkinTone} />;
  const tools = mobile ? (
    <Group gap={6} grow wrap="nowrap">
      {sizeButton}
      {skinButton}
    </Group>
  ) : (
    <Stack gap={6}>
      {sizeButton}
      {skinButton}
    </Stack>
  );
  const search = (
    <OwnedItemSearch value={term} onChange={setTerm} placeholder={WARDROBE_TEXT.searchPlaceholder} testId="editor-search" />
  );
  const grid = (
    <OwnedItemGrid
      items={shown}
      label="Your items"
      status={(i) => stagedStatus(i.id, s.staging)}
      onSelect={s.toggle}
      onDetails={(i) => setDetailsId(i.id)}
      breakpoints={[640, 480, 280]}
      empty={s.inventory.isPending ? null : <EmptyState text={emptyText({ total: s.items.length, term, tabId: tab })} />}
      className={classes.grid}
      testId="editor-grid"
    />
  );
  const stage = <PreviewStage customization={s.preview} previewing={s.changes.length > 0} zoomable className={classes.stage} />;
  const extras = (
    <>
      <SizeDrawer opened={sizeOpen} onClose={() => setSizeOpen(false)} size={size} customization={s.preview} />
      <ItemDetailsModal item={detailsId === null ? null : (s.byId.get(detailsId) ?? null)} onClose={() => setDetailsId(null)} />
    </>
  );

  const summaryBar = (
    <div className={classes.mobileBar}>
      <Popover position="top" width="target" shadow="xl" radius="lg" withinPortal={false}>
        <Popover.Target>
          <UnstyledButton className={classes.summary} data-testid="editor-summary">
            <Text size="sm" fw={700}>
              {s.items.length} items · {s.items.filter((i) => i.isEquipped).length} equipped ·{' '}
              <Text span fw={800} c={s.changes.length ? 'terracotta' : undefined}>
                {s.changes.length} pending
              </Text>
            </Text>
            <IconChevronUp size={16} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown p={8} {...popoverEscape}>
          <InventoryStats s={s} />
          <PendingList s={s} maxHeight={200} />
        </Popover.Dropdown>
      </Popover>
      <ApplyBar s={s} compact />
    </div>
  );

  if (mobile) {
    return (
      <div className={classes.body} data-layout="mobile" data-testid="avatar-editor">
        {stage}
        {tools}
        <CategoryTabs tabs={INVENTORY_TABS} value={tab} onChange={setTab} counts={counts} />
        {search}
        {grid}
        {summaryBar}
        {extras}
      </div>
    );
  }

  // Tablets and small laptops have no room for the side panel: the summary bar replaces it.
  return (
    <div className={classes.body} data-layout={medium ? 'medium' : 'desktop'} data-testid="avatar-editor">
      <div className={classes.left}>
        {stage}
        {tools}
      </div>
      <div className={classes.main}>
        <CategoryTabs tabs={INVENTORY_TABS} value={tab} onChange={setTab} counts={counts} />
        {search}
        {grid}
        {medium && summaryBar}
      </div>
      {!medium && (
        <div className={classes.right}>
          <InventoryStats s={s} />
          <PendingList s={s} />
          <div style={{ flex: 1 }} />
          <ApplyBar s={s} />
        </div>
      )}
      {extras}
    </div>
  );
}
