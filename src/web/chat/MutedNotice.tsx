import { useEffect, useState } from 'react';
import { IconVolumeOff } from '@tabler/icons-react';
import { FLOOD_TEXT } from '@common/world/flood';
import { useChat } from './store';
import classes from './chat.module.css';

/**
 * While the town has told the player they are muted (a flood, a word of the filter), a pill over
 * the chat input counts the time left, so they need not send a line to learn it.
 */
export function MutedNotice() {
  const until = useChat((s) => s.mutedUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) useChat.getState().setMutedUntil(null);
    }, 1000);
    setNow(Date.now());
    return () => clearInterval(timer);
  }, [until]);
  if (until === null || until <= now) return null;
  return (
    <div className={classes.muted} role="status" data-testid="chat-muted">
      <IconVolumeOff size={14} />
      {FLOOD_TEXT.inputMuted((until - now) / 1000)}
    </div>
  );
}
