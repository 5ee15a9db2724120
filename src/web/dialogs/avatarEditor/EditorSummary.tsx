import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus, IconX } from '@tabler/icons-react';
import { EDITOR_TEXT } from '@common/economy/inventory';
import type { StagedChanges } from '../../components/Dressing';
import classes from './avatarEditor.module.css';

/** 'Inventory Stats' (Total Items, Equipped, Pending Changes). */
export function InventoryStats({ s }: { s: StagedChanges }) {
  const equipped = s.items.filter((i) => i.isEquipped).length;
  const stats: [string, number, string][] = [
    [EDITOR_TEXT.totalItems, s.items.length, 'total'],
    [EDITOR_TEXT.equipped, equipped, 'equipped'],
    [EDITOR_TEXT.pendingChanges, s.changes.length, 'pending'],
  ];
  return (
    <div className={classes.card} data-testid="inventory-stats">
      <Text ff="heading" fw={600} fz="lg" mb={8}>
        {EDITOR_TEXT.stats}
      </Text>
      <div className={classes.stats}>
        {stats.map(([label, value, key]) => (
          <div key={key} className={classes.stat} data-stat={key} data-active={key === 'pending' && value > 0 ? true : undefined}>
            <Text fz={24} fw={800} lh={1} data-testid={`stat-${key}`}>
              {value}
            </Text>
            <Text size="xs" fw={700} c="dimmed" mt={4}>
              {label}
            </Text>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The Pending Changes list (+ equip, - unequip); a row undoes its change when clicked. */
export function PendingList({ s, maxHeight }: { s: StagedChanges; maxHeight?: number }) {
  return (
    <div className={classes.card} data-testid="pending-changes">
      <Text ff="heading" fw={600} fz="lg" mb={8}>
        {EDITOR_TEXT.pendingChanges}
      </Text>
      {s.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EDITOR_TEXT.noPending}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={maxHeight ?? 260} type="auto" offsetScrollbars>
          <Stack gap={4}>
            {s.changes.map((c) => {
              const item = s.byId.get(c.itemId);
              const equip = c.action === 'equip';
              return (
                <UnstyledButton
                  key={c.itemId}
                  className={classes.change}
                  data-action={c.action}
                  onClick={() => item && s.toggle(item)}
                  aria-label={`Undo ${equip ? 'equip' : 'unequip'} ${item?.name ?? ''}`}
                  data-testid="pending-change"
                >
                  <span className={classes.sign}>{equip ? <IconPlus size={14} stroke={3} /> : <IconMinus size={14} stroke={3} />}</span>
                  <Text size="sm" fw={700} truncate flex={1}>
                    {item?.name ?? `Item ${c.itemId}`}
                  </Text>
                  <IconX size={14} className={classes.undo} />
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}

/** Apply Changes and Cancel: side by side on phones, stacked in the desktop side panel. */
export function ApplyBar({ s, compact }: { s: StagedChanges; compact?: boolean }) {
  const cancel = (
    <Button variant="default" size={compact ? 'sm' : 'md'} disabled={s.changes.length === 0 || s.applying} onClick={s.cancel} leftSection={<IconX size={16} />} data-testid="cancel-changes">
      {EDITOR_TEXT.cancel}
    </Button>
  );
  const apply = (
    <Button color="moss" size={compact ? 'sm' : 'md'} loading={s.applying} onClick={() => void s.apply()} leftSection={<IconCheck size={16} />} data-testid="apply-changes">
      {EDITOR_TEXT.applyChanges}
    </Button>
  );
  return compact ? (
    <Group gap={8} grow wrap="nowrap">
      {cancel}
      {apply}
    </Group>
  ) : (
    <Stack gap={8}>
      {apply}
      {cancel}
    </Stack>
  );
}
