import { Group, Text } from '@mantine/core';
import type { ForumAuthor } from '@common/api/routes/forum';
import { Avatar } from '../../../components/Avatar';
import { Crown, PlayerName } from '../../../components/ProfilePopup';
import classes from '../forums.module.css';

/**
 * An author: avatar and name (a member's in their name-tag colour, with the crown); the name
 * opens the quick-action profile card (social-core §2), a hover card on desktop and a bottom
 * drawer on phones.
 */
export function AuthorLine({ author, color, size, when }: { author: ForumAuthor; color?: string; size: number; when: string }) {
  const member = author.membership > 0;
  const nameColor = member ? (color ?? author.customization.nametagColor ?? undefined) : undefined;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <span className={classes.cardAvatar}>
        <Avatar username={author.username} thumbnail size={size} />
      </span>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <PlayerName username={author.username} data-testid="forum-author">
            <Text component="span" fw={800} c={nameColor} truncate>
              {author.username}
            </Text>
          </PlayerName>
          {member && <Crown size={16} />}
        </Group>
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </div>
    </Group>
  );
}
