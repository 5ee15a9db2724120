import { ActionIcon, Stack } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { TOPBAR_HEIGHT } from '../shell/layout';
import { zoomIn, zoomOut } from './engine/camera';
import { useZoom } from './store';

/** Mobile zoom buttons (live-world §2); wider screens use the + and - keys. */
export function ZoomButtons() {
  const zoom = useZoom((s) => s.zoom);
  const setZoom = useZoom((s) => s.setZoom);
  return (
    <Stack gap={8} pos="absolute" right={12} top={TOPBAR_HEIGHT + 12} style={{ zIndex: 20 }}>
      <ActionIcon size={44} radius="xl" variant="white" color="dark" aria-label="Zoom in" onClick={() => setZoom(zoomIn(zoom, window.innerHeight))}>
        <IconZoomIn size={22} />
      </ActionIcon>
      <ActionIcon size={44} radius="xl" variant="white" color="dark" aria-label="Zoom out" onClick={() => setZoom(zoomOut(zoom, window.innerHeight))}>
        <IconZoomOut size={22} />
      </ActionIcon>
    </Stack>
  );
}
