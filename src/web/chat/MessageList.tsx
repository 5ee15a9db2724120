import { useLayoutEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { openReport } from '../components/ReportForm';
import { AUTOSCROLL_THRESHOLD_PX } from '@common/town-ui';
import { WORDS_TEXT } from '@common/words/rules';
import { useTown } from '../game/store';
import { MessageText } from './MessageText';
import { toneOf, type ChatEntry } from './rules';
import classes from './chat.module.css';

/**
 * The messages of the open tab. New messages scroll into view only while the reader is
 * within 100 px of the bottom, so scrolling back to read is never interrupted.
 */
export function MessageList({ messages, empty }: { messages: ChatEntry[]; empty: string }) {
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={box}
      className={classes.messages}
      style={{ flex: 1, minHeight: 0 }}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AUTOSCROLL_THRESHOLD_PX;
      }}
      data-testid="chat-messages"
      aria-live="polite"
    >
      {messages.length === 0 ? (
        <Text size="sm" c="gray.4" ta="center" mt="md" px="md">
          {empty}
        </Text>
      ) : (
        messages.map((m) => <Message key={m.id} m={m} />)
      )}
    </div>
  );
}

function Message({ m }: { m: ChatEntry }) {
  const tone = toneOf(m);
  const name = m.type === 'whisper' ? (m.isSender ? `To ${m.user}` : `From ${m.user}`) : m.user;
  return (
    <div className={`${classes.message} ${classes[tone]} ${m.type === 'whisper' ? classes.whisper : ''} ${m.held ? classes.held : ''}`} data-testid="chat-message" data-tone={tone} data-held={m.held || undefined}>
      {m.held && (
        <span className={classes.heldTag} title={WORDS_TEXT.heldTagHint}>
          {WORDS_TEXT.heldTag}
        </span>
      )}
      <span className={classes.name} role="button" tabIndex={-1} onClick={() => useTown.getState().openProfile(m.user)}>
        {name}:
      </span>{' '}
      <MessageText text={m.text} />
      {!m.isSender && (
        <button
          type="button"
          className={classes.report}
          title="Report this line"
          aria-label={`Report ${m.user}'s line`}
          onClick={() => openReport({ targetType: m.type === 'whisper' ? 'whisper' : 'chat', targetId: m.id, name: m.user })}
          data-testid="chat-report"
        >
          <IconFlag size={12} />
        </button>
      )}
    </div>
  );
}
