import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@common/api/routes/profile';
import { Avatar } from '../../components/Avatar';
import { Badges, NameLine, OnlineDot } from '../../components/ProfilePopup';
import { useMobile } from '../../components/ProfilePopup/ProfilePopup';
import classes from './about.module.css';

/** The profile's card: the avatar (turnable), name in its colour with the crown, name tag, badges. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const mobile = useMobile();
  const accent = profile.bioColor ?? 'var(--mantine-color-terracotta-4)';
  return (
    <Stack className={classes.header} gap={6} align="center" style={{ ['--accent' as string]: accent }} data-testid="profile-header">
      <div className={classes.stage}>
        <Avatar username={profile.username} size={mobile ? 200 : 280} rotatable />
      </div>
      <Group gap={8} wrap="nowrap" justify="center" maw="100%">
        {!profile.isOwn && <OnlineDot online={profile.isOnline} />}
        <NameLine username={profile.username} membership={profile.membership} nametagColor={profile.nametagColor} size="xl" crownSize={24} />
      </Group>
      {profile.nametag && profile.membership > 0 && (
        <Badge variant="white" color="dark" radius="sm" size="lg" className={classes.nametag} data-testid="nametag">
          {profile.nametag}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {profile.isOwn ? 'Your profile' : profile.isOnline ? 'In town now' : 'Not in town right now'}
      </Text>
      <Badges mask={profile.badges} />
    </Stack>
  );
}
