import { PUBLIC_CHAT_HISTORY } from '@common/world/chat';

/**
 * The chat's rules (live-world §4-§5) as pure functions, so the window and its tests share
 * them: whisper prefixes, the tab switch, the whisper view filter, unread counts, the icon rule.
 */
export interface ChatEntry {
  id: string;
  type: 'public' | 'whisper';
  /** Public: the sender. Whisper: the other party. */
  user: string;
  text: string;
  timestamp: string;
  isSender: boolean;
  /** The sender's own name when isSender is true. */
  myUsername?: string;
  /** A public line the word filter held: only moderators and its author see it. */
  held?: boolean;
}

export type ChatTab = 'public' | 'whisper';

/** The whisper target as the input shows it: username, colon, space. */
export const whisperPrefix = (username: string): string => `${username}: `;

const PREFIX = /^\s*([A-Za-z0-9_]+):\s?/;
const ONLY_PREFIX = /^\s*[A-Za-z0-9_]+:\s*$/;

/** The people icon shows when the input is empty or only a whisper prefix; otherwise send. */
export const showsPeopleIcon = (input: string): boolean => input.trim() === '' || ONLY_PREFIX.test(input);

export type Outgoing = { kind: 'chat'; text: string } | { kind: 'whisper'; to: string; text: string };

/**
 * What Enter sends: nothing when the trimmed text is empty; on the Whispers tab a
 * `name: text` input whispers to that name (or to the selected recipient without a prefix);
 * on Public Chat the text goes to everyone.
 */
export function outgoingOf(input: string, tab: ChatTab, recipient: string | null): Outgoing | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  if (tab === 'public') return { kind: 'chat', text: trimmed };
  const m = PREFIX.exec(trimmed);
  if (m) {
    const text = trimmed.slice(m[0].length).trim();
    return text === '' ? null : { kind: 'whisper', to: m[1]!, text };
  }
  return recipient ? { kind: 'whisper', to: recipient, text: trimmed } : null;
}

/** The latest whisper's sender: the newest incoming whisper, else the newest partner. */
export function latestWhisperPartner(whispers: readonly ChatEntry[]): string | null {
  for (let i = whispers.length - 1; i >= 0; i--) if (!whispers[i]!.isSender) return whispers[i]!.user;
  return whispers.at(-1)?.user ?? null;
}

export interface TabState {
  tab: ChatTab;
  recipient: string | null;
  input: string;
}

/**
 * Switching tabs (live-world §4): to Whispers with an empty input and a recipient prefills
 * "name: "; with no recipient the latest whisper's sender is selected and prefilled. To Public
 * clears the recipient, and the input when it ends with a colon.
 */
export function switchTab(state: TabState, to: ChatTab, whispers: readonly ChatEntry[]): TabState {
  if (to === 'public') {
    const input = state.input.trimEnd().endsWith(':') ? '' : state.input;
    return { tab: 'public', recipient: null, input };
  }
  let recipient = state.recipient;
  if (!recipient) recipient = latestWhisperPartner(whispers);
  const canPrefill = state.input.trim() === '' || showsPeopleIcon(state.input);
  const input = recipient && canPrefill ? whisperPrefix(recipient) : state.input;
  return { tab: 'whisper', recipient, input };
}

/** Selecting a recipient (strip, profile drawer) sets the prefix and keeps any text typed after it. */
export function selectRecipient(input: string, username: string): string {
  const m = PREFIX.exec(input);
  const rest = m ? input.slice(m[0].length) : input;
  return whisperPrefix(username) + rest.trimStart();
}

/** The Whispers view: messages with the selected user, or whose text starts with "name:". */
export function whisperView(whispers: readonly ChatEntry[], recipient: string | null): ChatEntry[] {
  if (!recipient) return [...whispers];
  const lower = recipient.toLowerCase();
  return whispers.filter((m) => m.user.toLowerCase() === lower || m.text.toLowerCase().startsWith(`${lower}:`));
}

/**
 * Unread whispers per sender: incoming whispers newer than that sender's last-read time
 * (live-world §4). A sender never read counts every incoming whisper.
 */
export function unreadBySender(whispers: readonly ChatEntry[], readTimes: Readonly<Record<string, string>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of whispers) {
    if (m.isSender) continue;
    const readAt = readTimes[m.user];
    if (readAt && Date.parse(m.timestamp) <= Date.parse(readAt)) continue;
    out.set(m.user, (out.get(m.user) ?? 0) + 1);
  }
  return out;
}

export const totalUnread = (counts: Map<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);

/** Public chat keeps only the newest messages. */
export const keepLastPublic = (messages: readonly ChatEntry[]): ChatEntry[] => messages.slice(-PUBLIC_CHAT_HISTORY);

export type MessageTone = 'own' | 'whisper' | 'other';
/** Own messages green, whispers purple italic, others blue (own wins over whisper). */
export const toneOf = (m: ChatEntry): MessageTone => (m.isSender ? 'own' : m.type === 'whisper' ? 'whisper' : 'other');

/** Incoming chat from someone on the viewer's block list is dropped. */
export const isBlocked = (username: string, blockedList: readonly string[]): boolean =>
  blockedList.some((b) => b.toLowerCase() === username.toLowerCase());
