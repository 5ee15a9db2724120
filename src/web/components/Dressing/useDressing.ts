import { useQuery, type QueryClient } from '@tanstack/react-query';
import { customizationRoutes, type ProfileCustomization } from '@common/api/routes/customization';
import { inventoryRoutes, type InventoryItem } from '@common/api/routes/inventory';
import { outfitRoutes } from '@common/api/routes/outfits';
import type { StagedChange } from '@common/economy/staging';
import { INVENTORY_TEXT } from '@common/economy/inventory';
import { ApiError, call } from '../../api/client';
import { announceLookChange } from '../../game/connection';
import { queryClient as appQueryClient, runMutation } from '../../queryClient';
import { useSession } from '../../stores/session';
import { customizationQueryKey } from '../Avatar/avatarImage';

/**
 * The data behind the wardrobe, the avatar editor, the in-world inventory and the outfits
 * dialog: the player's items, their current look and saved outfits, and the one thing every
 * change of look must do afterwards (lookChanged).
 */

/** Query key of the signed-in player's items: the store invalidates it after a checkout. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;
/** Query key of the signed-in player's saved outfits. */
export const OUTFITS_QUERY_KEY = ['outfits'] as const;

export const useMyUsername = () => useSession((s) => s.user?.username ?? '');

/** Every item the player owns (GET /api/inventory). Errors are shown by the screen. */
export function useInventory() {
  return useQuery({
    queryKey: INVENTORY_QUERY_KEY,
    queryFn: ({ signal }) => call(inventoryRoutes.list, {}, { signal }),
    staleTime: 30_000,
  });
}

/** The player's current customization (shares the Avatar component's cache entry). */
export function useMyCustomization() {
  const username = useMyUsername();
  return useQuery<ProfileCustomization>({
    queryKey: customizationQueryKey(username),
    queryFn: ({ signal }) => call(customizationRoutes.profile, { params: { username } }, { signal }),
    enabled: username !== '',
    staleTime: 30_000,
  });
}

/** The player's saved outfits (GET /api/outfit/list), newest first. */
export function useOutfits() {
  return useQuery({
    queryKey: OUTFITS_QUERY_KEY,
    queryFn: ({ signal }) => call(outfitRoutes.list, {}, { signal }),
    staleTime: 30_000,
  });
}

/**
 * After any change of look (equip, skin tone, size, an outfit): reload the items and the
 * look (top bar, previews) and tell the town, so everyone sees the new avatar at once.
 */
export async function lookChanged(qc: QueryClient = appQueryClient): Promise<void> {
  const username = useSession.getState().user?.username;
  announceLookChange();
  await Promise.all([
    qc.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY }),
    username ? qc.invalidateQueries({ queryKey: customizationQueryKey(username) }) : Promise.resolve(),
  ]);
}

export const errorMessage = (err: unknown, fallback: string): string => (err instanceof Error && err.message ? err.message : fallback);

/**
 * Equip (true) or unequip (false) one owned item: a mutation, so a refusal is toasted, unless the
 * caller words the failure itself (`showsOwnError`, as Apply does).
 */
export const equipItem = (itemId: number, equip: boolean, meta?: { showsOwnError?: boolean }) =>
  runMutation(() => call(inventoryRoutes.equip, { params: { id: itemId, flag: equip ? '1' : '0' } }), { meta });

export type ApplyResult = { ok: true; applied: number } | { ok: false; applied: number; message: string };

/**
 * Apply (live-world §4): sends each change in order and stops at the first failure, whose
 * message is 'Failed to {equip or unequip} item: {message}'. Whatever happened, the items and
 * look are reloaded and the town told if anything changed.
 */
export async function applyChanges(changes: readonly StagedChange[]): Promise<ApplyResult> {
  let applied = 0;
  try {
    for (const change of changes) {
      try {
        await equipItem(change.itemId, change.action === 'equip', { showsOwnError: true });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return { ok: false, applied, message: INVENTORY_TEXT.equipFailed(change.action, err.message) };
      }
      applied++;
    }
    return { ok: true, applied };
  } catch (err) {
    return { ok: false, applied, message: INVENTORY_TEXT.applyFailed(errorMessage(err, String(err))) };
  } finally {
    if (applied > 0) await lookChanged();
    else await appQueryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY });
  }
}

export type { InventoryItem };
