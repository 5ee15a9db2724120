import { useEffect, useState } from 'react';
import { ActionIcon, Group, Skeleton, Stack, Tooltip } from '@mantine/core';
import { IconRotate, IconRotateClockwise, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { Customization } from '@common/avatar/customization';
import { AVATAR_ZOOM, FRAME_COUNT } from '@common/avatar/sheet';
import { columnOfView, normalizeView, rotateLeft, rotateRight } from '@common/avatar/views';
import { cdn } from '@common/cdn';
import { useSettings } from '../../stores/settings';
import { useImageState } from '../useImageState';
import { avatarSource, usePlayerLook } from './avatarImage';

export interface AvatarProps {
  /** Show this player's current look. */
  username?: string;
  /** Or show this customization (e.g. a try-on preview). */
  customization?: Customization;
  /** Or show this look hash (immutable URL). */
  look?: string;
  /** The view 0-5 (rotation); with `rotatable` it is the starting view. */
  view?: number;
  /** Zoom 0.5-2 (default 1); with `zoomable` it is the starting zoom. */
  zoom?: number;
  /** Show the 218x218 head crop instead of the full body. */
  thumbnail?: boolean;
  /** Displayed height in px (full body: width is half of it; thumbnail: the square's side). */
  size?: number;
  /** Rotate left/right buttons (arrow keys too when focused). */
  rotatable?: boolean;
  /** Zoom in/out buttons. */
  zoomable?: boolean;
  onViewChange?: (view: number) => void;
  className?: string;
}

const clampZoom = (z: number) => Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, Math.round(z / AVATAR_ZOOM.step) * AVATAR_ZOOM.step));

/**
 * A player's avatar: a column of the composed sprite sheet (views 4 and 5 read swapped
 * columns), or the 218x218 thumbnail. Optimized mode uses the half-size sheet. Shows a
 * skeleton while loading and the fallback image when the picture cannot be drawn.
 */
export function Avatar(props: AvatarProps) {
  const { username, customization, thumbnail, rotatable, zoomable, onViewChange, className } = props;
  const optimized = useSettings((s) => s.optimizedMode);
  const fetchedLook = usePlayerLook(props.look || customization ? undefined : username);
  const look = props.look ?? fetchedLook;
  const [view, setView] = useState(normalizeView(props.view ?? 0));
  const [zoom, setZoom] = useState(clampZoom(props.zoom ?? AVATAR_ZOOM.default));
  useEffect(() => setView(normalizeView(props.view ?? 0)), [props.view]);
  useEffect(() => setZoom(clampZoom(props.zoom ?? AVATAR_ZOOM.default)), [props.zoom]);

  const source = avatarSource({ username, look, customization, thumbnail, optimized });
  const url = source?.url;
  const state = useImageState(url);

  const turn = (next: number) => {
    setView(next);
    onViewChange?.(next);
  };
  const label = username ? `${username}'s avatar` : 'avatar';

  const frameW = source?.frameWidth ?? 425;
  const frameH = source?.frameHeight ?? 850;
  const height = (props.size ?? (thumbnail ? 32 : frameH)) * zoom;
  const width = thumbnail ? height : (height * frameW) / frameH;
  const scale = height / frameH;

  const picture =
    state === 'failed' || !source ? (
      <img src={cdn.fallbackClothing()} alt={label} width={width} height={height} style={{ objectFit: 'contain', display: 'block' }} />
    ) : (
      <div
        role="img"
        aria-label={label}
        data-view={view}
        data-state={state}
        style={{
          width,
          height,
          borderRadius: thumbnail ? '50%' : undefined,
          backgroundImage: state === 'ready' ? `url("${source.url}")` : undefined,
          backgroundRepeat: 'no-repeat',
          backgroundSize: thumbnail ? `${width}px ${height}px` : `${frameW * FRAME_COUNT * scale}px ${height}px`,
          backgroundPosition: thumbnail ? '0 0' : `${-columnOfView(view) * frameW * scale}px 0`,
          imageRendering: 'auto',
          flexShrink: 0,
        }}
      >
        {state === 'loading' && <Skeleton width={width} height={height} radius={thumbnail ? 'xl' : 'md'} />}
      </div>
    );

  if (!rotatable && !zoomable) return <span className={className} style={{ display: 'inline-block', lineHeight: 0 }}>{picture}</span>;

  return (
    <Stack
      className={className}
      gap={4}
      align="center"
      tabIndex={0}
      onKeyDown={(e) => {
        if (!rotatable) return;
        if (e.key === 'ArrowLeft') turn(rotateLeft(view));
        if (e.key === 'ArrowRight') turn(rotateRight(view));
      }}
    >
      {picture}
      <Group gap={4} justify="center">
        {rotatable && (
          <Tooltip label="Rotate left" openDelay={500}>
            <ActionIcon variant="light" aria-label="Rotate left" onClick={() => turn(rotateLeft(view))}>
              <IconRotate size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {zoomable && (
          <>
            <ActionIcon variant="light" aria-label="Zoom out" disabled={zoom <= AVATAR_ZOOM.min} onClick={() => setZoom(clampZoom(zoom - AVATAR_ZOOM.step))}>
              <IconZoomOut size={18} />
            </ActionIcon>
            <ActionIcon variant="light" aria-label="Zoom in" disabled={zoom >= AVATAR_ZOOM.max} onClick={() => setZoom(clampZoom(zoom + AVATAR_ZOOM.step))}>
              <IconZoomIn size={18} />
            </ActionIcon>
          </>
        )}
        {rotatable && (
          <Tooltip label="Rotate right" openDelay={500}>
            <ActionIcon variant="light" aria-label="Rotate right" onClick={() => turn(rotateRight(view))}>
              <IconRotateClockwise size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
