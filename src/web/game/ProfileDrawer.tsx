import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCrown, IconMessageCircle } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { Avatar } from '../components/Avatar/Avatar';
import { useChat } from '../chat/store';
import { useTown } from './store';

/**
 * The small profile drawer opened by clicking an avatar (live-world §2): avatar, name, crown
 * for members, and Whisper, which selects the player as whisper recipient. It knows when the
 * profile is the viewer's own.
 */
export function ProfileDrawer() {
  const username = useTown((s) => s.profile);
  const player = useTown((s) => s.players.find((p) => p.username === s.profile) ?? null);
  const me = useTown((s) => s.me?.username);
  const close = () => useTown.getState().openProfile(null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
  const own = !!username && username === me;
  const member = (player?.membership ?? 0) > 0;

  return (
    <Drawer
      opened={!!username}
      onClose={close}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? 'auto' : 320}
      title={own ? 'You' : 'Player'}
      zIndex={260}
      overlayProps={{ backgroundOpacity: 0.15 }}
      data-testid="profile-drawer"
    >
      {username && (
        <Stack align="center" gap="sm" pb="md">
          <Avatar username={username} view={0} size={mobile ? 160 : 220} />
          <Group gap={6}>
            {member && <IconCrown size={22} color="#e0a500" aria-label="Member" />}
            <Title order={3} c={member && player?.customization.nametagColor ? player.customization.nametagColor : undefined}>
              {username}
            </Title>
          </Group>
          {member && <Badge color="yellow" variant="light">Member</Badge>}
          {own ? (
            <Text c="dimmed" size="sm">
              This is you.
            </Text>
          ) : (
            <Button
              data-testid="profile-whisper"
              leftSection={<IconMessageCircle size={18} />}
              onClick={() => {
                useChat.getState().whisperTo(username);
                close();
              }}
            >
              Whisper
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
