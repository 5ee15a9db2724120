import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBan, IconMessageCircle, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { FRIEND_TEXT, PROFILE_TEXT } from '@common/social/texts';
import { Avatar } from '../Avatar';
import { ReportButton } from '../ReportForm/ReportButton';
import { useSession } from '../../stores/session';
import { askFriend, openAbout, setBlocked, whisperTo } from './actions';
import { Badges, NameLine, OnlineDot, ResidentMarker } from './PlayerBits';
import classes from './ProfilePopup.module.css';
import { useQuickAction } from './queries';

/**
 * The quick-action popup's content (social-core §2): avatar with the online dot, name in its
 * tag colour with the crown, badges, and View Full Profile, Whisper, Add Friend (Pending while
 * asked; hidden for friends), Block / Unblock and Report (the shared report form). The player's own card keeps
 * only View Full Profile.
 */
export function QuickActionCard({ username, onDone }: { username: string; onDone: () => void }) {
  const me = useSession((s) => s.user?.username);
  const { data, error, isPending } = useQuickAction(username);
  const own = !!me && me.toLowerCase() === username.toLowerCase();
  const done = (run: () => unknown) => () => {
    onDone();
    void run();
  };

  return (
    <Stack gap="sm" data-testid="profile-popup" data-username={username}>
      <Group className={classes.hero} gap="md" wrap="nowrap">
        <div className={classes.avatarRing}>
          <Avatar username={username} thumbnail size={76} />
          <OnlineDot online={data?.isOnline ?? false} size={16} />
        </div>
        <Stack gap={4} miw={0}>
          <NameLine username={data?.username ?? username} membership={data?.membership ?? 0} nametagColor={data?.customization.nametagColor ?? null} size="xl" />
          <Text size="xs" c="dimmed">
            {own ? 'This is you' : data?.isOnline ? 'In town now' : 'Away'}
          </Text>
          {data && <Badges mask={data.badges} size={22} />}
          {data?.isDemoResident && (
            <div>
              <ResidentMarker size="xs" />
            </div>
          )}
        </Stack>
      </Group>

      {isPending ? (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light" radius="md" p="xs">
          {PROFILE_TEXT.loadError(error.message)}
        </Alert>
      ) : (
        <Stack gap={8}>
          <Button fullWidth leftSection={<IconUserCircle size={18} />} onClick={done(() => openAbout(data.username))} data-testid="popup-view-profile">
            View Full Profile
          </Button>
          {!own && (
            <>
              <SimpleGrid cols={data.isFriends ? 1 : 2} spacing={8}>
                <Button variant="light" color="dusk" leftSection={<IconMessageCircle size={18} />} onClick={done(() => whisperTo(data.username))} data-testid="profile-whisper">
                  Whisper
                </Button>
                {data.isFriends ? null : data.hasPendingRequest ? (
                  <Button variant="light" disabled leftSection={<IconUserPlus size={18} />} data-testid="popup-pending">
                    {FRIEND_TEXT.pending}
                  </Button>
                ) : (
                  <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => void askFriend(data.username)} disabled={data.isBlocked} data-testid="popup-add-friend">
                    Add Friend
                  </Button>
                )}
              </SimpleGrid>
              <SimpleGrid cols={2} spacing={8}>
                <Button
                  variant="subtle"
                  color={data.isBlocked ? 'gray' : 'red'}
                  leftSection={<IconBan size={18} />}
                  onClick={() => void setBlocked(data.username, !data.isBlocked)}
                  data-testid="popup-block"
                >
                  {data.isBlocked ? 'Unblock' : 'Block'}
                </Button>
                <ReportButton target={{ targetType: 'player', targetId: data.username, name: data.username }} size="sm" iconSize={18} before={onDone} data-testid="popup-report" />
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
