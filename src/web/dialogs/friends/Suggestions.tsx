import { Badge, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { FRIEND_TEXT } from '@common/social/texts';
import { useFriendSearch } from '../../api/friends';
import { Avatar } from '../../components/Avatar';
import { Crown, openAbout } from '../../components/ProfilePopup';
import classes from './friends.module.css';

/** Players whose names contain what was typed (friends first); a tap opens their profile. */
export function Suggestions({ term }: { term: string }) {
  const { data, isPending, error } = useFriendSearch(term);
  if (isPending) return <Loader size="xs" />;
  if (error) {
    return (
      <Text size="sm" c="red">
        {error.message}
      </Text>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="friends-no-results">
        {FRIEND_TEXT.noResults}
      </Text>
    );
  }
  return (
    <Group gap={8} className={classes.suggestions} data-testid="friends-suggestions">
      {data.slice(0, 12).map((p) => (
        <UnstyledButton key={p._id} className={classes.chip} onClick={() => openAbout(p.username)} data-testid="suggestion">
          <Avatar username={p.username} thumbnail size={28} />
          <Text size="sm" fw={700} c={p.membership > 0 && p.nametagColor ? p.nametagColor : undefined}>
            {p.username}
          </Text>
          {p.membership > 0 && <Crown size={14} />}
          {p.isFriend && (
            <Badge size="xs" variant="light" color="moss">
              friend
            </Badge>
          )}
        </UnstyledButton>
      ))}
    </Group>
  );
}
