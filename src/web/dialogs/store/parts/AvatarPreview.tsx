import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHanger, IconShirtOff, IconShirt } from '@tabler/icons-react';
import { AVATAR_ZOOM } from '@common/avatar/sheet';
import { STORE_TEXT } from '@common/economy/store';
import { Avatar } from '../../../components/Avatar';
import { useShop } from '../state/shop';
import { TryOnSwitches } from './TryOnPanel';
import { usePreviewLook } from './usePreviewLook';
import classes from './parts.module.css';

/** The shortcut modifier as the player's keyboard labels it. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

export interface AvatarPreviewProps {
  /** Avatar height in px. */
  size: number;
  view: number;
  onViewChange(view: number): void;
  /** Show the "Trying on N items" button that opens the try-on sheet. */
  onOpenTryOn?: () => void;
  /** Hide the buttons under the avatar (a compact mobile strip). */
  bare?: boolean;
  /** Extra controls under the avatar. */
  children?: ReactNode;
}

/**
 * The try-on avatar with rotate arrows and zoom, the try-on count and Remove All Items /
 * Restore Items. The zoom is kept here: trying an item on redraws the avatar, not the zoom.
 */
export function AvatarPreview({ size, view, onViewChange, onOpenTryOn, bare, children }: AvatarPreviewProps) {
  const { username, customization } = usePreviewLook();
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.default);
  const count = useShop((s) => s.preview.length);
  const removeAll = useShop((s) => s.removeAll);
  const toggleRemoveAll = useShop((s) => s.toggleRemoveAll);

  return (
    <Stack gap={8} align="center" className={classes.preview} data-testid="avatar-preview" data-trying={count}>
      <div className={classes.stage}>
        <Avatar
          key={customization ? 'preview' : 'own'}
          username={customization ? undefined : username}
          customization={customization}
          size={size}
          rotatable
          view={view}
          onViewChange={onViewChange}
          zoomable
          zoom={zoom}
          onZoomChange={setZoom}
        />
      </div>
      {!bare && (
        <>
          <Group gap={6} justify="center" wrap="wrap">
            {onOpenTryOn ? (
              <Button size="xs" variant="light" color="grape" leftSection={<IconHanger size={16} />} onClick={onOpenTryOn} data-testid="open-try-on">
                {STORE_TEXT.tryingOn(count)}
              </Button>
            ) : (
              <Badge size="lg" variant="light" color="grape" data-testid="trying-count">
                {STORE_TEXT.tryingOn(count)}
              </Badge>
            )}
          </Group>
          <Button
            size="xs"
            variant={removeAll ? 'filled' : 'default'}
            leftSection={removeAll ? <IconShirt size={16} /> : <IconShirtOff size={16} />}
            onClick={toggleRemoveAll}
            data-testid="remove-all"
          >
            {removeAll ? STORE_TEXT.restore : STORE_TEXT.removeAll}
          </Button>
          {children}
          <Paper className={classes.switches} radius="lg" p="sm">
            <TryOnSwitches compact />
          </Paper>
          <Text size="xs" c="dimmed" ta="center" visibleFrom="sm">
            ← → rotate · {MOD}P try-on · {MOD}C clear
          </Text>
        </>
      )}
    </Stack>
  );
}
