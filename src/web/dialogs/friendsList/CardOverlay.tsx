import { useEffect, useRef } from 'react';
import { Button, CloseButton, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconUserCircle } from '@tabler/icons-react';
import type { Friend } from '@common/api/routes/friends';
import { longDate } from '@common/social/time';
import { openAbout, whisperTo } from '../../components/ProfilePopup';
import classes from './friendsList.module.css';

/** Over a clicked card: the name, since when (friends) or joined (others), View Full Profile and Whisper. */
export function CardOverlay({ player, isFriend, onClose }: { player: Friend; isFriend: boolean; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className={classes.overlay}
      ref={ref}
      tabIndex={-1}
      data-testid="card-overlay"
      onKeyDown={(e) => {
        // Escape closes the overlay, not the whole dialog.
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <CloseButton className={classes.close} size="sm" radius="xl" variant="transparent" c="white" aria-label="Close" onClick={onClose} />
      <Stack gap={6} align="center" w="100%" px="sm">
        <Text fw={800} c="white" size="lg" truncate maw="100%">
          {player.username}
        </Text>
        <Text size="xs" c="gray.3">
          {isFriend ? 'Friends since' : 'Joined'} {longDate(player.createdAt)}
        </Text>
        <Button size="xs" fullWidth leftSection={<IconUserCircle size={16} />} onClick={() => openAbout(player.username)} data-testid="overlay-view-profile">
          View Full Profile
        </Button>
        <Button size="xs" fullWidth variant="white" color="dusk" leftSection={<IconMessageCircle size={16} />} onClick={() => whisperTo(player.username)} data-testid="overlay-whisper">
          Whisper
        </Button>
      </Stack>
    </div>
  );
}
