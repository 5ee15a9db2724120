import { Badge, Group, Image, Text, Tooltip, type TextProps } from '@mantine/core';
import { IconWalk } from '@tabler/icons-react';
import { badgesOf } from '@common/badges';
import { cdn } from '@common/cdn';
import { RESIDENT_TEXT } from '@common/world/residents';
import classes from './ProfilePopup.module.css';

/** The Resident crown of a member (membership > 0, social-core §1). */
export function Crown({ size = 20 }: { size?: number }) {
  return (
    <Tooltip label="Resident" openDelay={500} withinPortal>
      <Image src={cdn.ui('crown')} alt="Resident" w={size} h={size} fit="contain" data-testid="crown" style={{ flex: 'none' }} />
    </Tooltip>
  );
}

/** A member's name in their chosen colour, with the crown; everyone else's in the text colour. */
export function NameLine({
  username,
  membership,
  nametagColor,
  size = 'lg',
  crownSize,
  ...text
}: { username: string; membership: number; nametagColor: string | null; crownSize?: number } & TextProps) {
  const member = membership > 0;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text fw={800} size={size} truncate c={member && nametagColor ? nametagColor : undefined} data-testid="player-name" {...text}>
        {username}
      </Text>
      {member && <Crown size={crownSize} />}
    </Group>
  );
}

/** The player's badges (the nine bits of badges.ts) with their art and names. */
export function Badges({ mask, size = 26 }: { mask: number; size?: number }) {
  const shown = badgesOf(mask);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} data-testid="badges">
      {shown.map((b) => (
        <Tooltip key={b.bit} label={b.label} openDelay={300} withinPortal>
          <Image src={cdn.ui(`badge-${b.bit}`)} alt={b.label} w={size} h={size} fit="contain" className={classes.badge} />
        </Tooltip>
      ))}
    </Group>
  );
}

/** Green when the player is in town, grey otherwise. */
export function OnlineDot({ online, size = 12 }: { online: boolean; size?: number }) {
  return (
    <span
      className={classes.dot}
      data-online={online}
      style={{ width: size, height: size }}
      role="img"
      aria-label={online ? 'Online' : 'Offline'}
      title={online ? 'Online' : 'Offline'}
      data-testid="online-dot"
    />
  );
}

/** Marks a demo resident (issue 22 §3): a demo player the town walks while no one plays them. */
export function ResidentMarker({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Tooltip label={RESIDENT_TEXT.markerHint} multiline w={240} openDelay={300} withinPortal>
      <Badge variant="light" color="moss" radius="sm" size={size} leftSection={<IconWalk size={14} stroke={2.2} />} data-testid="resident-marker">
        {RESIDENT_TEXT.marker}
      </Badge>
    </Tooltip>
  );
}
