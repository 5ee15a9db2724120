import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CHAT_WINDOW } from '@common/town-ui';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { WhisperMessage } from '@common/api/routes/chat';
import { keepLastPublic, selectRecipient, switchTab, type ChatEntry, type ChatTab, type Outgoing } from './rules';

/**
 * The chat's state: messages (public and whispers), the tab, the whisper recipient, the
 * input, read timestamps, and the window's kept layout (height, expanded). The connection
 * feeds messages in; `send` is installed by the connection while it is up.
 */
interface ChatState {
  publicMessages: ChatEntry[];
  whispers: ChatEntry[];
  readTimes: Record<string, string>;
  tab: ChatTab;
  recipient: string | null;
  input: string;
  /**
   * Bumped when something outside the input fills it (a whisper recipient picked from a
   * profile, the strip or the friends bar): the input then takes focus with its caret at the
   * end, ready for the message after "name: ".
   */
  focusRequest: number;
  /** The chat window is shown (bottom bar toggles it). */
  open: boolean;
  /** Player strip (people icon). */
  stripOpen: boolean;
  send: ((o: Outgoing) => void) | null;
  /** When the mute the town last told of ends (ms since 1970), or null: the input counts it down. */
  mutedUntil: number | null;

  setMutedUntil(until: number | null): void;
  setPublicHistory(list: ChatEntry[]): void;
  setWhisperHistory(list: WhisperMessage[], readTimes: Record<string, string>): void;
  receivePublic(m: ChatEntry): void;
  receiveWhisper(m: ChatEntry): void;
  setTab(tab: ChatTab): void;
  setInput(input: string): void;
  /** Picks a whisper recipient (strip, profile drawer): Whispers tab, prefilled input. */
  whisperTo(username: string): void;
  setRead(username: string, at: string): void;
  setOpen(open: boolean): void;
  setStripOpen(open: boolean): void;
  setSend(send: ((o: Outgoing) => void) | null): void;
  reset(): void;
}

const byTime = (a: ChatEntry, b: ChatEntry) => Date.parse(a.timestamp) - Date.parse(b.timestamp);

export const useChat = create<ChatState>()((set, get) => ({
  publicMessages: [],
  whispers: [],
  readTimes: {},
  tab: 'public',
  recipient: null,
  input: '',
  focusRequest: 0,
  // Phones start with the street (and the joystick) in view; the chat button opens it.
  open: typeof window === 'undefined' || window.innerWidth >= MOBILE_BREAKPOINT,
  stripOpen: false,
  send: null,
  mutedUntil: null,

  setMutedUntil: (mutedUntil) => set({ mutedUntil }),
  setPublicHistory: (list) =>
    set((s) => {
      // History may arrive after live messages: merge by id, keep time order.
      const ids = new Set(list.map((m) => m.id));
      return { publicMessages: keepLastPublic([...list, ...s.publicMessages.filter((m) => !ids.has(m.id))].sort(byTime)) };
    }),
  setWhisperHistory: (list, readTimes) =>
    set((s) => {
      const entries: ChatEntry[] = list.map((m) => ({ id: m.id, type: 'whisper', user: m.user, text: m.text, timestamp: m.timestamp, isSender: m.isSender, myUsername: m.myUsername }));
      const ids = new Set(entries.map((m) => m.id));
      return { whispers: [...entries, ...s.whispers.filter((m) => !ids.has(m.id))].sort(byTime), readTimes: { ...readTimes, ...s.readTimes } };
    }),
  receivePublic: (m) => set((s) => (s.publicMessages.some((x) => x.id === m.id) ? {} : { publicMessages: keepLastPublic([...s.publicMessages, m]) })),
  receiveWhisper: (m) => set((s) => (s.whispers.some((x) => x.id === m.id) ? {} : { whispers: [...s.whispers, m] })),
  setTab: (tab) => {
    const s = get();
    if (s.tab === tab) return;
    set(switchTab({ tab: s.tab, recipient: s.recipient, input: s.input }, tab, s.whispers));
  },
  setInput: (input) => set({ input }),
  whisperTo: (username) =>
    set((s) => ({ tab: 'whisper', recipient: username, input: selectRecipient(s.input, username), open: true, focusRequest: s.focusRequest + 1 })),
  setRead: (username, at) => set((s) => ({ readTimes: { ...s.readTimes, [username]: at } })),
  setOpen: (open) => set({ open }),
  setStripOpen: (stripOpen) => set({ stripOpen }),
  setSend: (send) => set({ send }),
  reset: () => set({ publicMessages: [], whispers: [], readTimes: {}, tab: 'public', recipient: null, input: '' }),
}));

/** The chat window's kept layout (localStorage): its height and the expanded setting. */
interface ChatLayout {
  height: number;
  expanded: boolean;
  setHeight(h: number): void;
  setExpanded(e: boolean): void;
}

export const useChatLayout = create<ChatLayout>()(
  persist(
    (set) => ({
      height: CHAT_WINDOW.defaultHeight,
      expanded: true,
      setHeight: (height) => set({ height }),
      setExpanded: (expanded) => set({ expanded }),
    }),
    { name: 'oldroad.chat' },
  ),
);

/** The height the window may take now: 200-800 and at most the window height minus 150. */
export function clampChatHeight(h: number, windowHeight: number): number {
  const max = Math.min(CHAT_WINDOW.maxHeight, windowHeight - CHAT_WINDOW.windowMargin);
  return Math.max(CHAT_WINDOW.minHeight, Math.min(max, Math.round(h)));
}
