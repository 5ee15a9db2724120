import { ActionIcon, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { AVATAR_ZOOM } from '@common/avatar/sheet';
import classes from './ZoomControl.module.css';

/** A zoom on the spec's scale (avatar-economy §9): 0.5 to 2 in steps of 0.25. */
export const clampZoom = (z: number): number =>
  Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, Math.round(z / AVATAR_ZOOM.step) * AVATAR_ZOOM.step));

/** One step in or out from `z`, never past the ends. */
export const stepZoom = (z: number, direction: 1 | -1): number => clampZoom(clampZoom(z) + direction * AVATAR_ZOOM.step);

export interface ZoomControlProps {
  value: number;
  onChange(zoom: number): void;
  size?: 'sm' | 'md';
}

/**
 * Zoom out, the zoom as a percentage (a click resets it to 100%), zoom in: the one zoom control
 * of every avatar preview (wardrobe, avatar editor, store and outlet).
 */
export function ZoomControl({ value, onChange, size = 'md' }: ZoomControlProps) {
  const zoom = clampZoom(value);
  const icon = size === 'sm' ? 15 : 18;
  return (
    <Group gap={2} wrap="nowrap" className={classes.group} data-size={size} role="group" aria-label="Avatar zoom" data-testid="zoom-control">
      <ActionIcon variant="subtle" size={size} radius="xl" aria-label="Zoom out" disabled={zoom <= AVATAR_ZOOM.min} onClick={() => onChange(stepZoom(zoom, -1))} data-testid="zoom-out">
        <IconZoomOut size={icon} />
      </ActionIcon>
      <Tooltip label="Reset to 100%" openDelay={500} disabled={zoom === AVATAR_ZOOM.default}>
        <UnstyledButton
          className={classes.value}
          aria-label={`Zoom ${Math.round(zoom * 100)}%: reset to 100%`}
          onClick={() => onChange(AVATAR_ZOOM.default)}
          data-testid="zoom-value"
        >
          {Math.round(zoom * 100)}%
        </UnstyledButton>
      </Tooltip>
      <ActionIcon variant="subtle" size={size} radius="xl" aria-label="Zoom in" disabled={zoom >= AVATAR_ZOOM.max} onClick={() => onChange(stepZoom(zoom, 1))} data-testid="zoom-in">
        <IconZoomIn size={icon} />
      </ActionIcon>
    </Group>
  );
}
