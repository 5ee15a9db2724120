import { create } from 'zustand';
import { totalUnread, unreadBySender } from '../chat/rules';
import { useChat } from '../chat/store';
import { useSession } from './session';

/**
 * The unread-count store (social-core §1): unread mail, unread whispers and their sum, once for
 * the whole app. The mail count comes from the 10 s poll (shell/useUnreadMail.ts); the whisper
 * count follows the chat's whispers and read times (live-world §4). The profile badge, the page
 * title and the mail dialog read the mail count; the chat button and the Whispers tab the
 * whisper count.
 */
export interface UnreadState {
  unreadMailCount: number;
  unreadWhisperCount: number;
  /** unreadMailCount + unreadWhisperCount. */
  unreadTotal: number;
  /** True once the server has answered a mail count for this session. */
  mailKnown: boolean;
  setUnreadMail(count: number): void;
  setUnreadWhispers(count: number): void;
  reset(): void;
}

const counts = (mail: number, whispers: number) => ({ unreadMailCount: mail, unreadWhisperCount: whispers, unreadTotal: mail + whispers });
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const useUnread = create<UnreadState>()((set, get) => ({
  ...counts(0, 0),
  mailKnown: false,
  setUnreadMail: (count) => {
    const mail = whole(count);
    if (get().mailKnown && mail === get().unreadMailCount) return;
    set({ ...counts(mail, get().unreadWhisperCount), mailKnown: true });
  },
  setUnreadWhispers: (count) => {
    const whispers = whole(count);
    if (whispers === get().unreadWhisperCount) return;
    set(counts(get().unreadMailCount, whispers));
  },
  reset: () => set({ ...counts(0, whispersNow()), mailKnown: false }),
}));

function whispersNow(): number {
  const chat = useChat.getState();
  return totalUnread(unreadBySender(chat.whispers, chat.readTimes));
}

// Whispers: recounted whenever the chat's whispers or read times change.
useChat.subscribe((s, prev) => {
  if (s.whispers === prev.whispers && s.readTimes === prev.readTimes) return;
  useUnread.getState().setUnreadWhispers(whispersNow());
});

// Counts belong to the player who is signed in.
useSession.subscribe((s, prev) => {
  if (s.user?.username !== prev.user?.username) useUnread.getState().reset();
});
