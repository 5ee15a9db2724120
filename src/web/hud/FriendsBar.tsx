import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Indicator, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { FRIENDS_BAR } from '@common/town-ui';
import { formatBadge } from '@common/format';
import { Avatar } from '../components/Avatar/Avatar';
import { useChat } from '../chat/store';
import { unreadBySender } from '../chat/rules';
import { useOnlineFriendsPolling } from './friends';

/**
 * The friends bar (live-world §2): online friends as small avatars with unread-whisper badges,
 * scrolling sideways; the left and right buttons (200 px each) show only when there is more
 * that way. Clicking a friend starts a whisper.
 */
export function FriendsBar({ maxWidth }: { maxWidth: number }) {
  const { data } = useOnlineFriendsPolling();
  const whispers = useChat((s) => s.whispers);
  const readTimes = useChat((s) => s.readTimes);
  const unread = unreadBySender(whispers, readTimes);
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setMore({ left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, data]);

  const friends = data ?? [];
  if (friends.length === 0) return null;
  const scroll = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });

  return (
    <div className="hud-glass" style={{ display: 'flex', alignItems: 'center', borderRadius: 999, padding: '0 4px', height: 52, maxWidth }} data-testid="friends-bar">
      {more.left && (
        <ActionIcon variant="subtle" color="gray.0" radius="xl" aria-label="Scroll friends left" onClick={() => scroll(-FRIENDS_BAR.scrollStepPx)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
      )}
      <div ref={strip} onScroll={measure} style={{ display: 'flex', gap: 6, overflowX: 'auto', scrollbarWidth: 'none', padding: '0 4px' }}>
        {friends.map((f) => (
          <Tooltip key={f.username} label={`Whisper ${f.username}`} withArrow>
            <UnstyledButton onClick={() => useChat.getState().whisperTo(f.username)} aria-label={`Whisper ${f.username}`} style={{ flex: 'none' }}>
              <Indicator disabled={!unread.get(f.username)} label={formatBadge(unread.get(f.username) ?? 0)} color="red" size={16} offset={4}>
                <Avatar username={f.username} thumbnail size={40} />
              </Indicator>
            </UnstyledButton>
          </Tooltip>
        ))}
      </div>
      {more.right && (
        <ActionIcon variant="subtle" color="gray.0" radius="xl" aria-label="Scroll friends right" onClick={() => scroll(FRIENDS_BAR.scrollStepPx)}>
          <IconChevronRight size={18} />
        </ActionIcon>
      )}
    </div>
  );
}
