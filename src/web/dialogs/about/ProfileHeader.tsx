import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@common/api/routes/profile';
import { Avatar } from '../../components/Avatar';
import { Badges, NameLine, OnlineDot, ResidentMarker } from '../../components/ProfilePopup';
import { useMobile } from '../../components/ProfilePopup/ProfilePopup';
import classes from './about.module.css';

/**
 * The profile's card: the avatar (turnable), name in its colour with the crown, name tag and
 * badges, on a backdrop in the player's bio colour. Beside the avatar on phones, under it on
 * wider screens.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const mobile = useMobile();
  const accent = profile.bioColor ?? 'var(--mantine-color-terracotta-4)';
  const details = (
    <Stack gap={6} align={mobile ? 'flex-start' : 'center'} miw={0}>
      <Group gap={8} wrap="nowrap" maw="100%">
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
      <Badges mask={profile.badges} size={mobile ? 24 : 26} />
      {profile.isDemoResident && <ResidentMarker size={mobile ? 'xs' : 'sm'} />}
    </Stack>
  );
  return (
    <div className={classes.header} style={{ ['--accent' as string]: accent }} data-testid="profile-header">
      {mobile ? (
        <Group gap="sm" wrap="nowrap" align="center">
          <div className={classes.stage}>
            <Avatar username={profile.username} size={170} />
          </div>
          {details}
        </Group>
      ) : (
        <Stack gap={6} align="center">
          <div className={classes.stage} data-turnable>
            <Avatar username={profile.username} size={280} rotatable />
          </div>
          {details}
        </Stack>
      )}
    </div>
  );
}
