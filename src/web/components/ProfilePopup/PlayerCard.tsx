import type { ReactNode } from 'react';
import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Friend } from '@common/api/routes/friends';
import { Avatar } from '../Avatar';
import classes from './PlayerCard.module.css';
import { NameLine, OnlineDot } from './PlayerBits';

const AVATAR_HEIGHT = 150;

/**
 * A player in a grid (friends screens): the full avatar scaled by the player's width and
 * height, a backdrop in their bio colour, their name in its tag colour with the crown, and
 * the online dot. `overlay` covers the card when given (the friends list's actions).
 */
export function PlayerCard({
  player,
  onClick,
  overlay,
  tag,
}: {
  player: Pick<Friend, 'username' | 'bioColor' | 'nametagColor' | 'membership' | 'width' | 'height' | 'isOnline'>;
  onClick(): void;
  overlay?: ReactNode;
  tag?: string;
}) {
  return (
    <div className={classes.wrap} data-testid="player-card" data-username={player.username}>
      <UnstyledButton className={classes.card} onClick={onClick} style={{ ['--bio' as string]: player.bioColor ?? 'var(--mantine-color-dusk-2)' }} aria-label={player.username}>
        <div className={classes.stage}>
          <div style={{ transform: `scale(${player.width}, ${player.height})`, transformOrigin: '50% 100%', lineHeight: 0 }}>
            <Avatar username={player.username} size={AVATAR_HEIGHT} />
          </div>
          <span className={classes.dot}>
            <OnlineDot online={player.isOnline} />
          </span>
          {tag && (
            <Badge className={classes.tag} size="xs" variant="white" color="dark">
              {tag}
            </Badge>
          )}
        </div>
        <Stack gap={0} align="center" px="xs" pb="sm" pt={6}>
          <NameLine username={player.username} membership={player.membership} nametagColor={player.nametagColor} size="sm" crownSize={16} />
          <Text size="xs" c="dimmed">
            {player.isOnline ? 'In town' : 'Away'}
          </Text>
        </Stack>
      </UnstyledButton>
      {overlay}
    </div>
  );
}
