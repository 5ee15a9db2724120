import { useQuery } from '@tanstack/react-query';
import { customizationRoutes } from '@common/api/routes/customization';
import type { Customization } from '@common/avatar/customization';
import { call } from '../../../api/client';
import { customizationQueryKey } from '../../../components/Avatar';
import { useSession } from '../../../stores/session';
import { previewLook } from '../state/tryOn';
import { useShop } from '../state/shop';

/**
 * The try-on avatar: the player's current customization with the previewed items swapped in
 * (bare of clothing with Remove All Items). Undefined when nothing is previewed, so the avatar
 * shows the player's saved look by name. Shares the customization query the Avatar uses, so
 * equipping anywhere reloads it here too.
 */
export function usePreviewLook(): { username: string; customization: Customization | undefined; ready: boolean } {
  const username = useSession((s) => s.user?.username ?? '');
  const preview = useShop((s) => s.preview);
  const removeAll = useShop((s) => s.removeAll);
  const q = useQuery({
    queryKey: customizationQueryKey(username),
    queryFn: ({ signal }) => call(customizationRoutes.profile, { params: { username } }, { signal }),
    enabled: !!username,
    staleTime: 30_000,
    retry: false,
  });
  if (!q.data || (preview.length === 0 && !removeAll)) return { username, customization: undefined, ready: !!q.data };
  // The profile answer carries success and the look hash besides the customization itself.
  const { success: _success, look: _look, ...base } = q.data;
  return { username, customization: previewLook(base, preview, removeAll), ready: true };
}
