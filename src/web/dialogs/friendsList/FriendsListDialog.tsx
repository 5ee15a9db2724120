import { useState } from 'react';
import { Alert, Center, Loader, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMoodSearch, IconPlant2, IconSearch } from '@tabler/icons-react';
import type { FoundPlayer, Friend } from '@common/api/routes/friends';
import { FRIEND_SEARCH_DEBOUNCE_MS, SEARCH_MAX } from '@common/social/limits';
import { FRIEND_TEXT } from '@common/social/texts';
import { useFriendSearch, useFriends } from '../../api/friends';
import { PlayerCard } from '../../components/ProfilePopup';
import { CardOverlay } from './CardOverlay';

/**
 * The friends list (avatar-economy §2): friends in 1 to 5 columns; the search (500 ms after
 * typing) looks through every player, friends first. A card shows an overlay with the name,
 * the date, View Full Profile and Whisper.
 */
export default function FriendsListDialog() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), FRIEND_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<string | null>(null);
  const friends = useFriends();
  const found = useFriendSearch(debounced);
  const searching = term.trim().length > 0;
  const waiting = searching && (term.trim() !== debounced || found.isPending);
  const list: (Friend | FoundPlayer)[] | undefined = searching ? found.data : friends.data;
  const error = searching ? found.error : friends.error;

  return (
    <Stack gap="md" data-testid="friends-list-dialog">
      <TextInput
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        maxLength={SEARCH_MAX}
        placeholder="Search players by name"
        leftSection={<IconSearch size={16} />}
        radius="xl"
        aria-label="Search players"
        data-testid="friends-list-search"
      />
      {waiting ? (
        <Center py={50}>
          <Stack align="center" gap={6}>
            <Loader size="sm" />
            <Text c="dimmed" data-testid="friends-list-searching">
              {FRIEND_TEXT.searching}
            </Text>
          </Stack>
        </Center>
      ) : !searching && friends.isPending ? (
        <Center py={50}>
          <Loader />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light" radius="lg" data-testid="friends-list-error">
          {FRIEND_TEXT.friendsListError(error.message)}
        </Alert>
      ) : !list || list.length === 0 ? (
        <Stack align="center" py={50} gap={4} data-testid="friends-list-empty">
          <ThemeIcon size={64} radius="xl" variant="light" color={searching ? 'dusk' : 'moss'} mb={6}>
            {searching ? <IconMoodSearch size={36} /> : <IconPlant2 size={36} />}
          </ThemeIcon>
          <Text fw={700}>{searching ? FRIEND_TEXT.noneMatching(debounced) : FRIEND_TEXT.noFriends}</Text>
        </Stack>
      ) : (
        // 1 to 5 columns (avatar-economy §9) by the room the dialog has: 2 on a phone, 5 on a desktop.
        <SimpleGrid type="container" cols={{ base: 1, '330px': 2, '520px': 3, '720px': 4, '920px': 5 }} spacing="sm" data-testid="friends-list-grid">
          {list.map((p) => {
            const isFriend = 'isFriend' in p ? p.isFriend : true;
            return (
              <PlayerCard
                key={p._id}
                player={p}
                tag={searching && isFriend ? 'Friend' : undefined}
                onClick={() => setPicked(p.username)}
                overlay={picked === p.username ? <CardOverlay player={p} isFriend={isFriend} onClose={() => setPicked(null)} /> : null}
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
