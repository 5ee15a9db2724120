import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ActionIcon, Badge, Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { chatRoutes } from '@common/api/routes/chat';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { formatBadge } from '@common/format';
import { call } from '../api/client';
import { ChatInput } from './ChatInput';
import { MessageList } from './MessageList';
import { PlayerStrip } from './PlayerStrip';
import { useUnread } from '../stores/unread';
import { unreadBySender, whisperView, type ChatTab } from './rules';
import { clampChatHeight, useChat, useChatLayout } from './store';
import classes from './chat.module.css';
import { runMutation } from '../queryClient';

const WIDTH = 380;
/** Height of the tabs and input rows, shown alone when minimised. */
const COLLAPSED = 104;

/**
 * The chat window (live-world §2-§5): Public Chat and Whispers tabs with the unread badge,
 * the player strip, messages, the input. Resizable by its top edge (200-800 px, at most the
 * window height minus 150, kept); minimise/maximise on wider screens, kept as `expanded`.
 */
export function ChatWindow() {
  const open = useChat((s) => s.open);
  const tab = useChat((s) => s.tab);
  const recipient = useChat((s) => s.recipient);
  const publicMessages = useChat((s) => s.publicMessages);
  const whispers = useChat((s) => s.whispers);
  const readTimes = useChat((s) => s.readTimes);
  const stripOpen = useChat((s) => s.stripOpen);
  const { height: kept, expanded, setHeight, setExpanded } = useChatLayout();
  const { height: viewH } = useViewportSize();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const [dragging, setDragging] = useState<{ startY: number; startH: number } | null>(null);
  const unread = unreadBySender(whispers, readTimes);
  const total = useUnread((s) => s.unreadWhisperCount);
  const height = clampChatHeight(kept, viewH || window.innerHeight);
  const showAll = expanded || mobile;

  useMarkRead(open && showAll && tab === 'whisper' ? recipient : null, unread.get(recipient ?? '') ?? 0);

  if (!open) return null;
  const messages = tab === 'public' ? publicMessages : whisperView(whispers, recipient);

  const onDrag = (e: PointerEvent) => {
    if (!dragging) return;
    setHeight(clampChatHeight(dragging.startH + (dragging.startY - e.clientY), window.innerHeight));
  };

  return (
    <div
      className="hud-glass"
      data-testid="chat-window"
      style={{
        position: 'absolute',
        left: mobile ? 8 : 16,
        right: mobile ? 8 : undefined,
        bottom: 76,
        width: mobile ? undefined : WIDTH,
        height: showAll ? (mobile ? Math.min(height, Math.round(viewH * 0.42)) : height) : COLLAPSED,
        borderRadius: 18,
        display: 'flex',
        flexDirection: 'column',
        zIndex: 35,
        transition: dragging ? undefined : 'height 160ms ease',
      }}
    >
      {showAll && !mobile && (
        <div
          className={classes.resize}
          aria-label="Resize chat"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            setDragging({ startY: e.clientY, startH: height });
          }}
          onPointerMove={onDrag}
          onPointerUp={() => setDragging(null)}
          onPointerCancel={() => setDragging(null)}
        />
      )}
      <Group justify="space-between" wrap="nowrap" px={8} pt={8} pb={4}>
        <Group gap={4} wrap="nowrap">
          <TabButton tab="public" current={tab} label="Public Chat" />
          <TabButton tab="whisper" current={tab} label="Whispers" badge={total} />
        </Group>
        {!mobile && (
          <ActionIcon variant="subtle" color="gray.0" radius="xl" aria-label={expanded ? 'Minimise chat' : 'Maximise chat'} onClick={() => setExpanded(!expanded)} data-testid="chat-expand">
            {expanded ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
          </ActionIcon>
        )}
      </Group>
      {showAll && stripOpen && <PlayerStrip unread={unread} />}
      {showAll && <MessageList messages={messages} empty={tab === 'public' ? 'Say hello to Old Road Town!' : 'Whispers are private messages: pick a player to start.'} />}
      <ChatInput />
    </div>
  );
}

function TabButton({ tab, current, label, badge = 0 }: { tab: ChatTab; current: ChatTab; label: string; badge?: number }) {
  const active = tab === current;
  return (
    <UnstyledButton
      onClick={() => useChat.getState().setTab(tab)}
      aria-pressed={active}
      data-testid={`chat-tab-${tab}`}
      style={{ padding: '6px 12px', borderRadius: 999, fontWeight: 800, fontSize: 14, color: '#fff', background: active ? 'rgba(255,255,255,0.2)' : 'transparent', display: 'flex', gap: 6, alignItems: 'center' }}
    >
      {label}
      {badge > 0 && (
        <Badge size="sm" color="red" circle={badge < 10} data-testid="whisper-badge">
          {formatBadge(badge)}
        </Badge>
      )}
    </UnstyledButton>
  );
}

/** Reading a partner's whispers marks them read on the server (and here, with its time). */
function useMarkRead(partner: string | null, unread: number): void {
  const inFlight = useRef<string | null>(null);
  useEffect(() => {
    if (!partner || unread === 0 || inFlight.current === partner) return;
    inFlight.current = partner;
    // A mark that fails shows nothing: the next reading marks again.
    runMutation(() => call(chatRoutes.markRead, { params: { username: partner } }), { meta: { showsOwnError: true } })
      .then((res) => useChat.getState().setRead(partner, res.readAt))
      .catch(() => {})
      .finally(() => {
        inFlight.current = null;
      });
  }, [partner, unread]);
}
