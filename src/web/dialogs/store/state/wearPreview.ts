import type { QueryClient } from '@tanstack/react-query';
import { inventoryRoutes } from '@common/api/routes/inventory';
import { call } from '../../../api/client';
import { customizationQueryKey } from '../../../components/Avatar';
import { INVENTORY_QUERY_KEY } from '../../../components/Dressing/useDressing';
import { announceLookChange } from '../../../game/connection';
import { useSession } from '../../../stores/session';
import { clearCache } from './cache';
import { ownedPreview } from './tryOn';
import { useShop } from './shop';
import { runMutation } from '../../../queryClient';

/**
 * Preview-apply (avatar-economy §4): equips each previewed item the player owns, one after the
 * other (GET /api/inventory/:id/equip/1), then reloads the customization and tells the town, so
 * everyone sees the new look. Stops at the first refusal (a mutation: its message is toasted once).
 * Answers how many items were put on.
 */
export async function wearPreview(queryClient: QueryClient): Promise<number> {
  const owned = ownedPreview(useShop.getState().preview);
  const worn: number[] = [];
  try {
    for (const item of owned) {
      await runMutation(() => call(inventoryRoutes.equip, { params: { id: item.id, flag: '1' } }));
      worn.push(item.id);
    }
  } finally {
    if (worn.length > 0) {
      useShop.getState().worn(worn);
      const username = useSession.getState().user?.username;
      if (username) {
        // Cached lists say which items are worn: they are out of date now.
        clearCache(username);
        await queryClient.invalidateQueries({ queryKey: customizationQueryKey(username) });
      }
      await queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY });
      announceLookChange();
    }
  }
  return worn.length;
}
