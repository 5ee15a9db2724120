import { useMemo, useState } from 'react';
import { ActionIcon, Button, CloseButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsMaximize, IconArrowsMinimize, IconHanger, IconShirt, IconWand } from '@tabler/icons-react';
import type { InventoryItem } from '@common/api/routes/inventory';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { ALL_FILTER_ID, INVENTORY_TABS, WARDROBE_TEXT, emptyText, inTab, matchesName } from '@common/economy/inventory';
import { equippedFirst, previewCustomization, selectionStaging } from '@common/economy/staging';
import { CategoryTabs, ItemDetailsModal, OwnedItemGrid, OwnedItemSearch, PreviewStage, SaveOutfitButton, stagedStatus, useInventory, useMyCustomization } from '../../components/Dressing';
import { SkinToneControl, SkinToneInline } from '../../components/SkinTonePicker';
import { useDialogs } from '../../stores/dialogs';
import { EmptyState, LoadError } from './states';
import { useEquip } from './useEquip';
import classes from './wardrobe.module.css';

/**
 * The wardrobe (avatar-economy §2, §4): the player's items (equipped first) with a category
 * filter and a name search, a live preview (selecting an item tries it on, selecting a worn
 * item previews its removal, selecting again deselects), Equip/Unequip and details, the skin
 * tone, Save Outfit, and on phones an avatar maximize toggle.
 */
export default function WardrobeDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const inventory = useInventory();
  const look = useMyCustomization();
  const [tab, setTab] = useState(ALL_FILTER_ID);
  const [term, setTerm] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [maximized, setMaximized] = useState(false);
  const { busy, equip } = useEquip();

  const all = useMemo(() => equippedFirst(inventory.data ?? []), [inventory.data]);
  const byId = useMemo(() => new Map(all.map((i) => [i.id, i])), [all]);
  const shown = useMemo(() => all.filter((i) => inTab(i, tab) && matchesName(i, term)), [all, tab, term]);
  const counts = useMemo(() => new Map(INVENTORY_TABS.map((t) => [t.id, all.filter((i) => inTab(i, t.id)).length])), [all]);
  const selected = selectedId === null ? null : (byId.get(selectedId) ?? null);
  const staging = useMemo(() => selectionStaging(selected, all), [selected, all]);
  const preview = useMemo(() => (look.data ? previewCustomization(look.data, staging, all) : undefined), [look.data, staging, all]);
  const details = detailsId === null ? null : (byId.get(detailsId) ?? null);

  const toggleSelect = (item: InventoryItem) => setSelectedId((cur) => (cur === item.id ? null : item.id));
  const commit = async (item: InventoryItem) => {
    if (await equip(item)) {
      setSelectedId(null);
      setDetailsId(null);
    }
  };

  if (inventory.isError) return <LoadError message={WARDROBE_TEXT.loadError(inventory.error.message)} onRetry={() => void inventory.refetch()} />;

  const equipButton = (item: InventoryItem, size: 'sm' | 'md' = 'sm') => (
    <Button
      size={size}
      color={item.isEquipped ? 'red' : 'moss'}
      variant={item.isEquipped ? 'light' : 'filled'}
      loading={busy === item.id}
      onClick={() => void commit(item)}
      data-testid="wardrobe-equip"
    >
      {item.isEquipped ? WARDROBE_TEXT.unequip : WARDROBE_TEXT.equip}
    </Button>
  );

  const selectionBar = selected && (
    <Stack className={classes.selection} gap={8} data-testid="wardrobe-selection">
      <Group gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0} flex={1}>
          <Text fw={800} size="sm" truncate>
            {selected.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {selected.isEquipped ? 'Previewing without it' : 'Trying it on'}
          </Text>
        </Stack>
        <CloseButton aria-label="Deselect" onClick={() => setSelectedId(null)} />
      </Group>
      <Group gap={6} grow wrap="nowrap">
        <Button size="sm" variant="default" onClick={() => setDetailsId(selected.id)} data-testid="wardrobe-details">
          {WARDROBE_TEXT.details}
        </Button>
        {equipButton(selected)}
      </Group>
    </Stack>
  );

  const openEditor = () => useDialogs.getState().open('avatarEditor');
  const openOutfits = () => useDialogs.getState().open('outfits');

  const stage = (
    <PreviewStage
      customization={preview}
      previewing={selected !== null}
      zoomable
      className={classes.stage}
      corner={
        mobile && (
          <Tooltip label={maximized ? 'Show items' : 'Maximize avatar'}>
            <ActionIcon variant="white" radius="xl" size="lg" aria-label={maximized ? 'Show items' : 'Maximize avatar'} onClick={() => setMaximized((m) => !m)} data-testid="maximize-avatar">
              {maximized ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
            </ActionIcon>
          </Tooltip>
        )
      }
    />
  );

  const grid = (
    <OwnedItemGrid
      items={shown}
      label="Your items"
      status={(i) => stagedStatus(i.id, staging, selectedId)}
      onSelect={toggleSelect}
      onDetails={(i) => setDetailsId(i.id)}
      breakpoints={[760, 560, 300]}
      empty={inventory.isPending ? null : <EmptyState text={emptyText({ total: all.length, term, tabId: tab })} />}
      className={classes.grid}
      testId="wardrobe-grid"
    />
  );

  const search = (
    <OwnedItemSearch className={classes.search} value={term} onChange={setTerm} placeholder={WARDROBE_TEXT.searchPlaceholder} testId="wardrobe-search" />
  );

  const tabs = <CategoryTabs tabs={INVENTORY_TABS} value={tab} onChange={setTab} counts={counts} label="Category filter" />;

  const detailsModal = (
    <ItemDetailsModal item={details} onClose={() => setDetailsId(null)} actions={details && <Group grow>{equipButton(details, 'md')}</Group>} />
  );

  if (mobile) {
    return (
      <div className={classes.body} data-testid="wardrobe" data-layout="mobile" data-maximized={maximized || undefined}>
        {stage}
        {!maximized && (
          <>
            <Group gap={6} wrap="nowrap">
              {search}
              <SkinToneControl value={look.data?.skinTone ?? null} label="Skin" size="sm" />
            </Group>
            {tabs}
            {grid}
          </>
        )}
        {selectionBar}
        {!selected && (
          <Group gap={6} wrap="nowrap">
            <SaveOutfitButton size="sm" variant="light" flex={1} />
            <Button size="sm" variant="light" color="dusk" leftSection={<IconShirt size={16} />} onClick={openOutfits} flex={1}>
              Outfits
            </Button>
            <Tooltip label={WARDROBE_TEXT.avatarEditor}>
              <ActionIcon size={36} radius="xl" variant="light" color="dusk" aria-label={WARDROBE_TEXT.avatarEditor} onClick={openEditor} data-testid="open-avatar-editor">
                <IconWand size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {detailsModal}
      </div>
    );
  }

  return (
    <div className={classes.body} data-testid="wardrobe" data-layout="desktop">
      <div className={classes.side}>
        {stage}
        {selectionBar ?? (
          <Group className={classes.hint} gap={8} wrap="nowrap">
            <IconHanger size={18} />
            <Text size="sm" c="dimmed">
              Pick an item to try it on. Pick a worn one to see yourself without it.
            </Text>
          </Group>
        )}
        <div>
          <Text size="xs" fw={800} c="dimmed" tt="uppercase" mb={6}>
            Skin tone
          </Text>
          <SkinToneInline value={look.data?.skinTone ?? null} size={22} />
        </div>
        <Group gap={6} grow wrap="nowrap">
          <SaveOutfitButton size="sm" />
          <Button size="sm" variant="light" color="dusk" leftSection={<IconShirt size={16} />} onClick={openOutfits}>
            Outfits
          </Button>
        </Group>
      </div>
      <div className={classes.main}>
        <Group gap="sm" wrap="nowrap">
          {search}
          <Button variant="light" color="dusk" leftSection={<IconWand size={16} />} onClick={openEditor} data-testid="open-avatar-editor">
            {WARDROBE_TEXT.avatarEditor}
          </Button>
        </Group>
        {tabs}
        {grid}
      </div>
      {detailsModal}
    </div>
  );
}
