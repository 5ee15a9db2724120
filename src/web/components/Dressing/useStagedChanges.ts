import { useMemo, useState } from 'react';
import type { InventoryItem } from '@common/api/routes/inventory';
import type { Customization } from '@common/avatar/customization';
import { INVENTORY_TEXT } from '@common/economy/inventory';
import { EMPTY_STAGING, previewCustomization, stagedChanges, toggle as toggleRule, type StagedChange, type Staging } from '@common/economy/staging';
import { toast } from '../../toast';
import { applyChanges, useInventory, useMyCustomization } from './useDressing';

export interface StagedChanges {
  inventory: ReturnType<typeof useInventory>;
  look: ReturnType<typeof useMyCustomization>;
  items: InventoryItem[];
  byId: ReadonlyMap<number, InventoryItem>;
  staging: Staging;
  changes: StagedChange[];
  /** The look once applied (undefined while the current look loads). */
  preview: Customization | undefined;
  applying: boolean;
  toggle(item: InventoryItem): void;
  apply(): Promise<void>;
  cancel(): void;
}

/**
 * The avatar editor's and the in-world inventory's staged changes (the rules live in
 * @common/economy/staging): click to stage, a live preview, Apply in order (stops at the first
 * failure, then reloads and clears) and Cancel, with the spec's texts (live-world §5, §8).
 * `state` holds the staging: component state, or a store that outlives the dialog.
 */
export function useStagedChanges(state: readonly [Staging, (s: Staging) => void]): StagedChanges {
  const [staging, setStaging] = state;
  const inventory = useInventory();
  const look = useMyCustomization();
  const [applying, setApplying] = useState(false);
  const items = useMemo(() => inventory.data ?? [], [inventory.data]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const changes = useMemo(() => stagedChanges(staging, items), [staging, items]);
  const preview = useMemo(() => (look.data ? previewCustomization(look.data, staging, items) : undefined), [look.data, staging, items]);

  return {
    inventory,
    look,
    items,
    byId,
    staging,
    changes,
    preview,
    applying,
    toggle: (item) => setStaging(toggleRule(staging, item, items)),
    apply: async () => {
      if (changes.length === 0) {
        toast.info(INVENTORY_TEXT.nothingToApply);
        return;
      }
      setApplying(true);
      try {
        const result = await applyChanges(changes);
        if (result.ok) toast.success(INVENTORY_TEXT.applied);
        else toast.error(result.message);
      } finally {
        setStaging(EMPTY_STAGING);
        setApplying(false);
      }
    },
    cancel: () => {
      setStaging(EMPTY_STAGING);
      toast.info(INVENTORY_TEXT.cancelled);
    },
  };
}
