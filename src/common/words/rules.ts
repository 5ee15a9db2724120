import { foldText } from './fold';

/**
 * The word filter's facts (issue 21 §4): what an entry of the admins' list is and does.
 *
 * - `censor`: the word is replaced by the redaction marker (src/common/world/chat.ts), which the
 *   chat window and every text view draw as a blurred bar.
 * - `hide`: the text goes to moderators only (what that means at each place: WORD_PLACES).
 * - `review`: the text is posted as written and a moderation case is opened on it.
 * - `mute`: the text is refused and its author muted for the entry's minutes.
 */
export const WORD_ACTIONS = ['censor', 'hide', 'review', 'mute'] as const;
export type WordAction = (typeof WORD_ACTIONS)[number];

/** When several entries hit one text, the strongest decides where it goes (censoring always applies). */
export const ACTION_STRENGTH: Record<WordAction, number> = { censor: 0, review: 1, hide: 2, mute: 3 };

export const WORD_MAX = 40;
/** Fewer letters than this match far too much ("as", "ho"). */
export const WORD_MIN_LETTERS = 2;
export const WORD_MUTE_MINUTES_MIN = 1;
/** A day; longer silences are a moderator's decision (a sanction), not a word's. */
export const WORD_MUTE_MINUTES_MAX = 24 * 60;
export const WORD_MUTE_MINUTES_DEFAULT = 10;
/** The list is compiled into one pattern kept by every process: a bound keeps it quick. */
export const WORD_LIST_MAX = 2000;

/**
 * A name that contains a listed word of at least this many letters is refused, whatever is
 * around it ("xXshitXx"): names glue words together. Shorter words must stand alone in a name
 * (split at underscores and at a capital after a small letter: "Fag_Boy", "FagBoy"), so
 * "Classic" and "Cassandra" stay free.
 */
export const NAME_CONTAINS_MIN_LETTERS = 4;

/** Where players' text is screened (what `hide` means at each: README "Word filter"). */
export const WORD_PLACES = [
  'chat',
  'whisper',
  'mail',
  'forumPost',
  'forumReply',
  'comment',
  'bio',
  'feedPost',
  'feedComment',
  'username',
] as const;
export type WordPlace = (typeof WORD_PLACES)[number];

/** How a place reads in a moderation case's note. */
export const WORD_PLACE_LABELS: Record<WordPlace, string> = {
  chat: 'public chat',
  whisper: 'a whisper',
  mail: 'mail',
  forumPost: 'a forum post',
  forumReply: 'a forum reply',
  comment: 'a profile comment',
  bio: 'a bio',
  feedPost: 'a feed post',
  feedComment: 'a feed comment',
  username: 'a username',
};

/** Digits and symbols players put for letters, inside a word (issue 21 §4). */
export const LETTER_SWAPS: Record<string, string> = { '0': 'o', '1': 'i', '!': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * An entry as it is kept and matched: folded (case, accents, look-alikes), swaps read as
 * letters, anything else but letters and spaces dropped (padding: "F.U.C.K" and "fuck" are one
 * entry), spaces between words single; a trailing `*` (any ending: "fuck*" also hits "fucked",
 * "fuckface") is kept.
 */
export function normalizeWord(raw: string): string {
  const trimmed = raw.trim();
  const prefix = trimmed.endsWith('*');
  let out = '';
  for (const ch of foldText(prefix ? trimmed.slice(0, -1) : trimmed)) out += LETTER_SWAPS[ch] ?? ch;
  out = out
    .replace(/\s+/gu, ' ')
    .replace(/[^\p{L} ]+/gu, '')
    .trim()
    .replace(/ +/g, ' ');
  return out && prefix ? `${out}*` : out;
}

/** Why an entry cannot be added, or null. */
export function wordProblem(raw: string): string | null {
  if (raw.trim().length === 0) return WORDS_TEXT.wordMissing;
  if (raw.trim().length > WORD_MAX) return WORDS_TEXT.wordTooLong;
  const word = normalizeWord(raw);
  if (word.replace(/[ *]/g, '').length < WORD_MIN_LETTERS) return WORDS_TEXT.wordTooShort;
  // Folding may spell a character out (ß: ss): the kept form has the same bound.
  if (word.length > WORD_MAX) return WORDS_TEXT.wordTooLong;
  return null;
}

export const WORD_ACTION_LABELS: Record<WordAction, string> = {
  censor: 'Censor',
  hide: 'Hide',
  review: 'Review',
  mute: 'Mute',
};

/** What each action does, as the admins' screen explains it. */
export const WORD_ACTION_HINTS: Record<WordAction, string> = {
  censor: 'The word is blurred out; the rest of the text is posted.',
  hide: 'The text reaches moderators only (held mail, hidden post, moderators-only chat line).',
  review: 'The text is posted as written and a moderation case is opened on it.',
  mute: 'The text is refused and its author muted for the minutes given.',
};

const minutesText = (m: number) => (m % 60 === 0 ? (m === 60 ? '1 hour' : `${m / 60} hours`) : m === 1 ? '1 minute' : `${m} minutes`);

/** Texts of the word filter: refusals players read and the admins' word list screen. */
export const WORDS_TEXT = {
  // Refusals and notices players read.
  mutedForWord: (minutes: number) => `Your message was not sent: it uses a word that is not allowed here. You are muted for ${minutesText(minutes)}.`,
  heldInChat: 'Only moderators see your message: it uses a word the word filter holds for them.',
  whisperHeld: 'Your whisper was not delivered: it uses a word that is not allowed in whispers.',
  mailHeld: 'Your mail was kept for moderators and not delivered: it uses a word the word filter holds for them.',
  postHeld: 'Your post is hidden until a moderator looks at it: it uses a word the word filter holds for moderators.',
  notPosted: 'Not posted: it uses a word the word filter holds for moderators, who will look at it.',
  bioHeld: 'Your bio was not saved: it uses a word the word filter holds for moderators, who will look at it.',
  nametagRefused: 'That name tag is not allowed. Please choose another one.',
  nameRefused: 'That username is not allowed. Please choose another one.',
  tagRefused: (tag: string) => `The tag "${tag}" is not allowed.`,
  systemReason: (word: string) => `Word filter: "${word}"`,
  caseNote: (words: string[]) => `Word filter: ${words.map((w) => `"${w}"`).join(', ')}`,
  /** A text kept from players where the place has no hidden state: the case on its author quotes it. */
  heldNote: (words: string[], place: string, text: string) => `Word filter: ${words.map((w) => `"${w}"`).join(', ')} held ${place} (not posted): ${text}`,
  heldTag: 'Held',
  heldTagHint: 'Held by the word filter: only moderators and its author see this line.',
  // Admin routes.
  wordMissing: 'Enter a word',
  wordTooLong: `A word can be at most ${WORD_MAX} characters`,
  wordTooShort: `A word needs at least ${WORD_MIN_LETTERS} letters`,
  minutesNeeded: `A mute needs its minutes (${WORD_MUTE_MINUTES_MIN}-${WORD_MUTE_MINUTES_MAX})`,
  minutesRange: `Minutes must be between ${WORD_MUTE_MINUTES_MIN} and ${WORD_MUTE_MINUTES_MAX}`,
  listFull: `The list holds at most ${WORD_LIST_MAX} words. Remove some first.`,
  notFound: 'That word is not on the list',
  added: (word: string) => `"${word}" added to the word list`,
  changed: (word: string) => `"${word}" changed`,
  unchanged: (word: string) => `"${word}" is already on the list with that action`,
  removed: (word: string) => `"${word}" removed from the word list`,
  // The admins' screen.
  tab: 'Word filter',
  heading: 'Word filter',
  intro: 'Words checked in chat, whispers, mail, forum posts and replies, comments, bios, feed posts and comments, and new usernames. Matching ignores case, accents, look-alike letters (0 for o, $ for s ...) and padding (f.u.c.k, f u c k, fuuuck); whole words only, so "class" and "Scunthorpe" stay safe. End a word with * to catch any ending.',
  search: 'Search words',
  wordLabel: 'Word or phrase',
  wordPlaceholder: 'e.g. scam* or free gems',
  actionLabel: 'Action',
  minutesLabel: 'Mute minutes',
  add: 'Add',
  remove: 'Remove',
  removeLabel: (word: string) => `Remove ${word}`,
  removeTitle: (word: string) => `Remove "${word}" from the word list?`,
  removeDetail: 'Texts using it are no longer checked for it, in every place, from now on. The change is kept in the audit log.',
  colWord: 'Word',
  colAction: 'Action',
  colBy: 'Added or changed by',
  colWhen: 'When',
  minutes: minutesText,
  count: (n: number) => (n === 1 ? '1 word' : `${n.toLocaleString('en-US')} words`),
  empty: 'The list is empty.',
  noMatch: (q: string) => `No word matches "${q}".`,
  fromSettings: 'Set on the server (WORD_FILTER): censored, removable only there',
  settingsBadge: 'Server setting',
  addedBy: (name: string | null) => (name ? `Added by ${name}` : 'Seeded'),
  tryLabel: 'Try a text',
  tryPlaceholder: 'Type a message to see what the filter does with it',
  tryClean: 'Nothing on the list matches.',
  tryHits: 'Matches',
  tryResult: 'Posted as',
  tryHeld: 'Kept for moderators as',
  tryRefused: 'Not posted',
  loadError: (message: string) => `Could not load the word list: ${message}`,
  retry: 'Try again',
} as const;

/** Audit actions of the word list (labels: src/common/audit.ts). */
export const WORDS_AUDIT = { add: 'words.add', change: 'words.change', remove: 'words.remove' } as const;
