import { useState } from 'react';
import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlant2, IconSearch, IconUsers } from '@tabler/icons-react';
import { FRIEND_SEARCH_DEBOUNCE_MS, SEARCH_MAX } from '@common/social/limits';
import { FRIEND_TEXT } from '@common/social/texts';
import { useFriends } from '../../api/friends';
import { openAbout, PlayerCard } from '../../components/ProfilePopup';
import { Suggestions } from './Suggestions';

/**
 * The Friends screen (social-core §2): a search box (Enter opens that player's profile, with
 * matching players suggested as you type) over the card grid of friends (a card opens the
 * friend's profile).
 */
export default function FriendsDialog() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), FRIEND_SEARCH_DEBOUNCE_MS);
  const { data, error, isPending } = useFriends();

  return (
    <Stack gap="md" data-testid="friends-dialog">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs">
          <IconUsers size={26} color="var(--mantine-color-terracotta-6)" />
          <Title order={3}>{FRIEND_TEXT.heading}</Title>
          {data && data.length > 0 && (
            <Text c="dimmed" fw={700}>
              {data.length}
            </Text>
          )}
        </Group>
        <TextInput
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && term.trim()) openAbout(term.trim());
          }}
          maxLength={SEARCH_MAX}
          placeholder={FRIEND_TEXT.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          w={{ base: '100%', sm: 300 }}
          aria-label="Search players"
          data-testid="friends-search"
        />
      </Group>
      {debounced && <Suggestions term={debounced} />}
      {isPending ? (
        <Center py={60}>
          <Loader />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light" radius="lg" data-testid="friends-error">
          {FRIEND_TEXT.listError(error.message)}
        </Alert>
      ) : data.length === 0 ? (
        <Stack align="center" gap={4} py={60} data-testid="friends-empty">
          <ThemeIcon size={64} radius="xl" variant="light" color="moss" mb={6}>
            <IconPlant2 size={36} />
          </ThemeIcon>
          <Text fw={700}>{FRIEND_TEXT.noFriends}</Text>
          <Text c="dimmed" size="sm">
            Find players by name above, or tap someone in town.
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="sm">
          {data.map((f) => (
            <PlayerCard key={f._id} player={f} onClick={() => openAbout(f.username)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
