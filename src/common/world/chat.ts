import { CHAT_MAX } from './protocol';

/**
 * Chat facts shared by the server (validation, word filter) and the client (bubbles, window).
 * CHAT_MAX (128) lives in protocol.ts with the payloads it bounds.
 */
export { CHAT_MAX };

/** Public chat keeps and shows the last 50 messages (live-world §5). */
export const PUBLIC_CHAT_HISTORY = 50;
/** Whisper history answered by the server: the latest this many whispers of the viewer. */
export const WHISPER_HISTORY = 200;

/**
 * What the word filter puts in place of a filtered word. The client strips it from bubbles
 * and draws it as a blurred bar in the chat window (live-world §5). Private-use characters, so
 * a player can neither type it by accident nor confuse it with real text.
 */
export const REDACTION_MARKER = '\uE000redacted\uE001';

/** Text split into plain parts and redactions, for the chat window's blurred bars. */
export type ChatSegment = { kind: 'text'; text: string } | { kind: 'redacted' };

export function splitRedactions(text: string): ChatSegment[] {
  const out: ChatSegment[] = [];
  const parts = text.split(REDACTION_MARKER);
  parts.forEach((part, i) => {
    if (i > 0) out.push({ kind: 'redacted' });
    if (part !== '') out.push({ kind: 'text', text: part });
  });
  return out;
}

/** Text for a bubble: redactions removed, spaces they leave collapsed. */
export function stripRedactions(text: string): string {
  return text.split(REDACTION_MARKER).join('').replace(/\s{2,}/g, ' ').trim();
}

/** Messages the town answers with a notification_message when it refuses chat. */
export const CHAT_TEXT = {
  empty: 'Your message is empty.',
  tooLong: `Messages can be at most ${CHAT_MAX} characters.`,
  unknownRecipient: (name: string) => `There is no player called ${name}.`,
  whisperSelf: 'You cannot whisper to yourself.',
  slowDown: 'You are sending messages too fast. Slow down.',
  flooding: 'You were disconnected for flooding.',
  replaced: 'You signed in to Old Road Town from another window, so this one was disconnected.',
  nowOnline: (name: string) => `${name} is now online`,
} as const;
