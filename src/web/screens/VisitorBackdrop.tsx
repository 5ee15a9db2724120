import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { TownScene } from '../components/scene/TownScene';

/** The drawn town behind every visitor screen, with a shade so cards and text stay readable. */
export function VisitorBackdrop({ children, layers }: { children: ReactNode; layers?: ReactNode }) {
  return (
    <Box pos="fixed" inset={0} style={{ overflow: 'auto', background: '#1f2a44' }}>
      <Box pos="fixed" inset={0} aria-hidden>
        <TownScene className="scene-fill" />
        {layers}
        <div className="scene-shade" />
      </Box>
      <Box pos="relative" mih="100%" style={{ display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
