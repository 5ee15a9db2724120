import { useEffect, useState } from 'react';
import { ActionIcon, Group, Skeleton, Stack, Tooltip } from '@mantine/core';
import { IconRotate, IconRotateClockwise } from '@tabler/icons-react';
import type { Customization } from '@common/avatar/customization';
import { AVATAR_ZOOM, FRAME_COUNT } from '@common/avatar/sheet';
import { columnOfView, normalizeView, rotateLeft, rotateRight } from '@common/avatar/views';
import { cdn } from '@common/cdn';
import { useSettings } from '../../stores/settings';
import { useImageState } from '../useImageState';
import { ZoomControl, clampZoom, stepZoom } from '../ZoomControl';
import { avatarSource, usePlayerLook } from './avatarImage';
import { ZoomFrame } from './ZoomFrame';

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
  /**
   * The zoom control (0.5-2 in steps of 0.25): the avatar zooms inside a frame of its `size`,
   * which pans (drag, wheel, touch) when zoomed in, so the page around it never moves.
   */
  zoomable?: boolean;
  onViewChange?: (view: number) => void;
  /** With `zoom`, the caller keeps the zoom (it survives the avatar being redrawn for a new look). */
  onZoomChange?: (zoom: number) => void;
  className?: string;
}

/**
 * A player's avatar: a column of the composed sprite sheet (views 4 and 5 read swapped
 * columns), or the 218x218 thumbnail. Optimized mode uses the half-size sheet. Shows a
 * skeleton while loading and the fallback image when the picture cannot be drawn.
 */
export function Avatar(props: AvatarProps) {
  const { username, customization, thumbnail, rotatable, zoomable, onViewChange, onZoomChange, className } = props;
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
  const zoomTo = (next: number) => {
    setZoom(next);
    onZoomChange?.(next);
  };
  const label = username ? `${username}'s avatar` : 'avatar';

  const frameW = source?.frameWidth ?? 425;
  const frameH = source?.frameHeight ?? 850;
  const baseHeight = props.size ?? (thumbnail ? 32 : frameH);
  const height = baseHeight * zoom;
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

  const rotateButton = (dir: 'left' | 'right') => (
    <Tooltip label={dir === 'left' ? 'Rotate left' : 'Rotate right'} openDelay={500}>
      <ActionIcon variant="light" aria-label={dir === 'left' ? 'Rotate left' : 'Rotate right'} onClick={() => turn(dir === 'left' ? rotateLeft(view) : rotateRight(view))}>
        {dir === 'left' ? <IconRotate size={18} /> : <IconRotateClockwise size={18} />}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Stack
      className={className}
      gap={4}
      align="center"
      tabIndex={0}
      onKeyDown={(e) => {
        if (rotatable && e.key === 'ArrowLeft') turn(rotateLeft(view));
        if (rotatable && e.key === 'ArrowRight') turn(rotateRight(view));
        if (zoomable && (e.key === '+' || e.key === '=')) zoomTo(stepZoom(zoom, 1));
        if (zoomable && (e.key === '-' || e.key === '_')) zoomTo(stepZoom(zoom, -1));
      }}
    >
      {zoomable ? (
        <ZoomFrame width={thumbnail ? baseHeight : (baseHeight * frameW) / frameH} height={baseHeight} zoom={zoom}>
          {picture}
        </ZoomFrame>
      ) : (
        picture
      )}
      <Group gap={4} justify="center" wrap="nowrap">
        {rotatable && rotateButton('left')}
        {zoomable && <ZoomControl value={zoom} onChange={zoomTo} size="sm" />}
        {rotatable && rotateButton('right')}
      </Group>
    </Stack>
  );
}
