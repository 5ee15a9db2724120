import { useState } from 'react';
import { Alert, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { friendRoutes } from '@common/api/routes/friends';
import type { Profile } from '@common/api/routes/profile';
import { MUTUAL_SEARCH_DEBOUNCE_MS, SEARCH_MAX } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { call } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { PlayerName, profileKeys } from '../../components/ProfilePopup';

/** The Mutuals tab (social-core §2): friends in common, filtered by name (26 characters, 300 ms debounce). */
export function MutualsTab({ profile }: { profile: Profile }) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim().toLowerCase(), MUTUAL_SEARCH_DEBOUNCE_MS);
  const { data, error, isPending } = useQuery({
    queryKey: profileKeys.mutuals(profile.username),
    queryFn: ({ signal }) => call(friendRoutes.mutual, { params: { username: profile.username } }, { signal }),
    staleTime: 0,
    retry: false,
  });
  const shown = (data ?? []).filter((m) => m.username.toLowerCase().includes(debounced));

  return (
    <Stack gap="md" data-testid="mutuals-tab">
      <TextInput
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        maxLength={SEARCH_MAX}
        placeholder="Search friends in common"
        leftSection={<IconSearch size={16} />}
        radius="xl"
        data-testid="mutual-search"
      />
      {isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light">
          {error.message}
        </Alert>
      ) : data.length === 0 ? (
        <Empty text={PROFILE_TEXT.noMutuals} />
      ) : shown.length === 0 ? (
        <Empty text={PROFILE_TEXT.noMutualsMatching(term.trim())} />
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {shown.map((m) => (
            <Paper key={m.username} withBorder radius="lg" p="sm" data-testid="mutual">
              <Stack gap={6} align="center">
                <Avatar username={m.username} thumbnail size={64} />
                <Group gap={4} maw="100%">
                  <PlayerName username={m.username} fz="sm" />
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid="mutuals-empty">
      {text}
    </Text>
  );
}
