import { useState } from 'react';
import type { InventoryItem } from '@common/api/routes/inventory';
import { WARDROBE_TEXT } from '@common/economy/inventory';
import { ApiError } from '../../api/client';
import { equipItem, lookChanged } from '../../components/Dressing';
import { toast } from '../../toast';

/**
 * The wardrobe's Equip/Unequip: one call, then the look reloads and the town sees it. A
 * failure shows the server's message, else 'Error equipping item.' (avatar-economy §8).
 */
export function useEquip() {
  const [busy, setBusy] = useState<number | null>(null);
  const equip = async (item: InventoryItem): Promise<boolean> => {
    setBusy(item.id);
    try {
      const res = await equipItem(item.id, !item.isEquipped);
      await lookChanged();
      toast.success(res.message);
      return true;
    } catch (err) {
      // A refusal was toasted by the mutation; anything else is told here.
      if (!(err instanceof ApiError)) toast.error(WARDROBE_TEXT.equipError);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, equip };
}
