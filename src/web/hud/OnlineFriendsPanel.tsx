import { Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconMessageCircle } from '@tabler/icons-react';
import { FRIEND_TEXT } from '@common/social/texts';
import { ONLINE_FRIENDS_PANEL_HEIGHT } from '@common/town-ui';
import { Avatar } from '../components/Avatar/Avatar';
import { useChat } from '../chat/store';
import { useOnlineFriendsOnce } from './friends';

/**
 * Online Friends (live-world §2): 400 px tall, a spinner while loading, "Error: " on failure;
 * at its foot, All friends opens the friends list (every friend, online or not, and a search).
 */
export function OnlineFriendsPanel({ onWhisper, onOpenList }: { onWhisper: () => void; onOpenList: () => void }) {
  const { data, error, isPending } = useOnlineFriendsOnce(true);
  return (
    <Stack gap={6} h={ONLINE_FRIENDS_PANEL_HEIGHT} data-testid="online-friends">
      <Text size="xs" fw={800} tt="uppercase" c="dimmed">
        Online Friends
      </Text>
      {isPending ? (
        <Center flex={1}>
          <Loader size="md" />
        </Center>
      ) : error ? (
        <Text c="red" size="sm">
          Error: {error.message}
        </Text>
      ) : data.length === 0 ? (
        <Center flex={1}>
          <Text c="dimmed" size="sm" ta="center">
            None of your friends are in town right now.
          </Text>
        </Center>
      ) : (
        <ScrollArea flex={1} type="auto">
          <Stack gap={4}>
            {data.map((f) => (
              <Group key={f.username} justify="space-between" wrap="nowrap" p={4}>
                <Group gap="xs" wrap="nowrap">
                  <Avatar username={f.username} thumbnail size={36} />
                  <Text fw={700} size="sm">
                    {f.username}
                  </Text>
                </Group>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconMessageCircle size={14} />}
                  onClick={() => {
                    useChat.getState().whisperTo(f.username);
                    onWhisper();
                  }}
                >
                  Whisper
                </Button>
              </Group>
            ))}
          </Stack>
        </ScrollArea>
      )}
      <Button variant="light" color="dusk" radius="xl" fullWidth leftSection={<IconLayoutGrid size={16} />} onClick={onOpenList} data-testid="open-friends-list">
        {FRIEND_TEXT.allFriends}
      </Button>
    </Stack>
  );
}
