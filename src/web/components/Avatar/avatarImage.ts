import { customizationRoutes } from '@common/api/routes/customization';
import type { Customization } from '@common/avatar/customization';
import { FRAME_HEIGHT, FRAME_HEIGHT_SMALL, FRAME_WIDTH, FRAME_WIDTH_SMALL, THUMBNAIL } from '@common/avatar/sheet';
import { cdn } from '@common/cdn';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../stores/session';

/** Query key of a player's customization: screens that change a look invalidate it. */
export const customizationQueryKey = (username: string) => ['customization', username.toLowerCase()] as const;

/**
 * The look hash of a player when signed in (so the image URL is the immutable, content-
 * addressed one and changes as soon as the look does); null while unknown.
 */
export function usePlayerLook(username: string | undefined): string | null {
  const signedIn = useSession((s) => s.status === 'authenticated');
  const q = useQuery({
    queryKey: customizationQueryKey(username ?? ''),
    queryFn: ({ signal }) => call(customizationRoutes.profile, { params: { username: username! } }, { signal }),
    enabled: !!username && signedIn,
    staleTime: 30_000,
    retry: false,
  });
  return q.data?.look ?? null;
}

const encode = (c: Customization) => {
  const bytes = new TextEncoder().encode(JSON.stringify(c));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export interface ImageSource {
  url: string;
  frameWidth: number;
  frameHeight: number;
}

/** Which image shows an avatar: a thumbnail, the full sheet, or the half-size sheet. */
export function avatarSource(opts: { username?: string; look?: string | null; customization?: Customization; thumbnail?: boolean; optimized: boolean }): ImageSource | null {
  const { username, look, customization, thumbnail, optimized } = opts;
  if (thumbnail) {
    const url = look ? cdn.lookThumbnail(look) : customization ? cdn.lookPreview(encode(customization), 'thumb') : username ? cdn.userThumbnail(username) : null;
    return url ? { url, frameWidth: THUMBNAIL.size, frameHeight: THUMBNAIL.size } : null;
  }
  const [frameWidth, frameHeight] = optimized ? [FRAME_WIDTH_SMALL, FRAME_HEIGHT_SMALL] : [FRAME_WIDTH, FRAME_HEIGHT];
  const url = look
    ? cdn.lookSheet(look, optimized)
    : customization
      ? cdn.lookPreview(encode(customization), optimized ? 'small' : 'sheet')
      : username
        ? optimized
          ? cdn.avatarSheetSmall(username)
          : cdn.avatarSheet(username)
        : null;
  return url ? { url, frameWidth, frameHeight } : null;
}
