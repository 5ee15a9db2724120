import { Indicator, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatBadge } from '@common/format';
import { Avatar } from '../components/Avatar/Avatar';
import { useTown } from '../game/store';
import { useChat } from './store';

/**
 * The strip above the messages (people icon): on Public Chat the players present (click:
 * their profile); on Whispers the people whispered with, with unread badges (click: select
 * as recipient).
 */
export function PlayerStrip({ unread }: { unread: Map<string, number> }) {
  const tab = useChat((s) => s.tab);
  const recipient = useChat((s) => s.recipient);
  const whispers = useChat((s) => s.whispers);
  const players = useTown((s) => s.players);
  const me = useTown((s) => s.me?.username);

  const names =
    tab === 'whisper'
      ? [...new Set([...whispers].reverse().map((w) => w.user))]
      : players.filter((p) => p.username !== me).map((p) => p.username);

  return (
    <div style={{ display: 'flex', gap: 8, overflowX: 'auto', padding: '6px 10px', scrollbarWidth: 'thin', borderBottom: '1px solid rgba(255,255,255,0.1)' }} data-testid={tab === 'whisper' ? 'whisper-strip' : 'player-strip'}>
      {names.length === 0 ? (
        <Text size="xs" c="gray.4" py={6}>
          {tab === 'whisper' ? 'No whispers yet: click a player to whisper.' : 'Nobody else is here yet.'}
        </Text>
      ) : (
        names.map((name) => (
          <Tooltip key={name} label={name} withArrow openDelay={200}>
            <UnstyledButton
              aria-label={tab === 'whisper' ? `Whisper ${name}` : `${name}'s profile`}
              onClick={() => (tab === 'whisper' ? useChat.getState().whisperTo(name) : useTown.getState().openProfile(name))}
              style={{ flex: 'none', borderRadius: '50%', outline: name === recipient ? '2px solid #e599f7' : undefined, outlineOffset: 2 }}
            >
              <Indicator disabled={!unread.get(name)} label={formatBadge(unread.get(name) ?? 0)} color="red" size={16} offset={3}>
                <Avatar username={name} thumbnail size={36} />
              </Indicator>
            </UnstyledButton>
          </Tooltip>
        ))
      )}
    </div>
  );
}
