import { REDACTION_MARKER } from '../world/chat';
import { fold, type Folded } from './fold';
import { ACTION_STRENGTH, LETTER_SWAPS, NAME_CONTAINS_MIN_LETTERS, type WordAction } from './rules';

/**
 * The word filter's matcher: a list of entries compiled into one pattern, run over folded text
 * (fold.ts: case, accents, look-alike letters, invisible characters).
 *
 * A word matches where it stands alone (nothing alphanumeric touching either end: "class",
 * "Scunthorpe" and "assess" stay safe) and is written
 * - tight: each run of a letter at least as long as in the word ("fuuuck"), the letters read
 *   through the swaps players use (0 o, 1 ! i, 3 e, 4 @ a, 5 $ s, 7 t), with padding symbols
 *   (. - _ * ~ + ^ = | : / \) between them ("f.u.c.k", "f-u-c-k"); or
 * - spread: every letter apart, each gap padding or spaces ("f u c k", "f. u. c. k"), a letter
 *   maybe repeated in its place ("f uuu c k"). Letters are either all together or all apart, so
 *   two real words never join into one ("as s").
 * An entry ending in `*` takes any ending ("scam*": "scammer"); an entry of several words
 * matches them with any padding between, or none.
 *
 * Patterns are built so that no two neighbouring parts can match the same character (each
 * letter's class is its own, padding is never a letter): a scan never backtracks more than a
 * step, however long and odd the text. The list is compiled once per change (the server keeps
 * it per process) and `hits` is one regular-expression scan of the folded text.
 */

export interface WordRule {
  /** As normalizeWord makes it: folded letters, single spaces between words, maybe a final `*`. */
  word: string;
  action: WordAction;
  /** Mute entries only. */
  minutes: number | null;
}

export interface WordHit {
  word: string;
  action: WordAction;
  minutes: number | null;
  /** Where the match stands in the original text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

export interface CompiledWords {
  readonly size: number;
  /** Every entry's matches in the text, in order. */
  hits(text: string): WordHit[];
  /** The entries a username hits (NAME_CONTAINS_MIN_LETTERS decides containment or whole words). */
  nameHits(name: string): WordHit[];
}

/** Each letter and the characters that stand for it (LETTER_SWAPS). */
const LETTER_CLASS = (() => {
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(LETTER_SWAPS)) out[to] = (out[to] ?? '') + escapeInClass(from);
  return out;
})();

function escapeInClass(ch: string): string {
  return /[\\\][^$-]/.test(ch) ? `\\${ch}` : ch;
}

const classOf = (letter: string) => `[${escapeInClass(letter)}${LETTER_CLASS[letter] ?? ''}]`;

/** Padding players put between letters; never a letter, a digit, a swap or an apostrophe ("who're"). */
const SYMBOLS = '._\\-*~+^=|:/\\\\';
const TIGHT_GAP = `[${SYMBOLS}]*`;
const TIGHT_PIECE_GAP = `[${SYMBOLS}]+`;
const SPREAD_GAP = `[\\s${SYMBOLS},]+`;
const WORD_GAP_ANY = `[\\s${SYMBOLS},]*`;
const ALNUM = '[\\p{L}\\p{N}]';
/**
 * A word starts after anything but a letter, a digit or a swap symbol: in a run of "$$$$..."
 * only the first may start one, so a long run costs one try, not one per character.
 */
const STARTS_WORD = '(?<![\\p{L}\\p{N}@$!])';
const ENDS_WORD = `(?!${ALNUM})`;

/** A word's letters as runs: "asshole" -> a1 s2 h1 o1 l1 e1. */
function runsOf(word: string): [string, number][] {
  const runs: [string, number][] = [];
  for (const ch of word) {
    const last = runs[runs.length - 1];
    if (last && last[0] === ch) last[1]++;
    else runs.push([ch, 1]);
  }
  return runs;
}

/**
 * A run of one letter written tight: repeated at will, maybe broken by padding ("as_shole").
 * Pieces of one letter are split only where padding stands, so there is one way to read them.
 */
function tightRun(c: string, k: number): string {
  const cls = classOf(c);
  const pieces = `${cls}+(?:${TIGHT_PIECE_GAP}${cls}+)`;
  return k === 1 ? `${pieces}*` : `(?:${cls}{${k},}|${pieces}{${k - 1},})`;
}

function tightWord(word: string): string {
  return runsOf(word)
    .map(([c, k]) => tightRun(c, k))
    .join(TIGHT_GAP);
}

function spreadWord(word: string): string {
  return runsOf(word)
    .map(([c, k]) => `${classOf(c)}+(?:${SPREAD_GAP}${classOf(c)}+){${k - 1}}`)
    .join(SPREAD_GAP);
}

/** The tight and spread forms of an entry, without the word edges. */
function patternsOf(entry: string): { tight: string; spread: string } {
  const prefix = entry.endsWith('*');
  const words = (prefix ? entry.slice(0, -1) : entry).split(' ').filter(Boolean);
  let tight = '';
  words.forEach((w, i) => {
    if (i > 0) {
      // The same letter on both sides of the gap: it must be there, or the runs could split anywhere.
      const joined = words[i - 1]!.at(-1) === w[0];
      tight += joined ? SPREAD_GAP : WORD_GAP_ANY;
    }
    tight += tightWord(w);
  });
  if (prefix) tight += `${ALNUM}*`;
  const spread = words.map(spreadWord).join(SPREAD_GAP);
  return { tight, spread };
}

const lettersIn = (entry: string) => entry.replace(/[ *]/g, '').length;

/** Marks and invisible characters that follow a match belong to it (an accent on its last letter). */
const TRAILING_INVISIBLE = /^[\p{M}\p{Cf}]/u;
const WORD_CHAR = /[\p{L}\p{N}@$!]/u;

/** Entries that start with one letter, as one sticky pattern tried where a word starts with it. */
interface Bucket {
  pattern: RegExp;
  rules: WordRule[];
}

function hitAt(m: RegExpExecArray, rules: readonly WordRule[], text: string, folded: Folded): WordHit {
  let index = 1;
  while (m[index] === undefined) index++;
  const rule = rules[index - 1]!;
  let end = folded.end(m.index + m[0].length - 1);
  while (end < text.length && TRAILING_INVISIBLE.test(text.slice(end, end + 2))) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return { word: rule.word, action: rule.action, minutes: rule.minutes, start: folded.start(m.index), end };
}

/**
 * Tries the entries starting with a word's first letter (or a swap for it) at each place a word
 * starts: a few tries per word, however long the list.
 */
function scanWords(buckets: Map<string, Bucket>, text: string): WordHit[] {
  const folded = fold(text);
  const f = folded.text;
  const out: WordHit[] = [];
  let prevWordChar = false;
  for (let i = 0; i < f.length; i++) {
    const ch = f[i]!;
    const wordChar = ch.charCodeAt(0) < 128 ? /[a-z0-9@$!]/.test(ch) : WORD_CHAR.test(ch);
    const starts = wordChar && !prevWordChar;
    prevWordChar = wordChar;
    if (!starts) continue;
    const bucket = buckets.get(LETTER_SWAPS[ch] ?? ch);
    if (!bucket) continue;
    bucket.pattern.lastIndex = i;
    const m = bucket.pattern.exec(f);
    if (!m) continue;
    out.push(hitAt(m, bucket.rules, text, folded));
    // Matches never overlap: go on after this one (the character before the next start is its last).
    i = m.index + m[0].length - 1;
    prevWordChar = true;
  }
  return out;
}

/** Every match of an unanchored pattern (names' containment). */
function scanAll(pattern: RegExp, rules: readonly WordRule[], text: string): WordHit[] {
  const folded = fold(text);
  pattern.lastIndex = 0;
  return [...folded.text.matchAll(pattern)].map((m) => hitAt(m, rules, text, folded));
}

const alternativeOf = (r: WordRule) => {
  const { tight, spread } = patternsOf(r.word);
  return `(${tight}|${spread})`;
};

/** Compiles a list of entries (any order; the longest is tried first where several could start). */
export function compileWords(list: readonly WordRule[]): CompiledWords {
  const rules = [...list].sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
  const byLetter = new Map<string, WordRule[]>();
  for (const r of rules) {
    const first = r.word[0]!;
    byLetter.set(first, [...(byLetter.get(first) ?? []), r]);
  }
  const buckets = new Map<string, Bucket>();
  for (const [letter, group] of byLetter) {
    buckets.set(letter, { rules: group, pattern: new RegExp(`${STARTS_WORD}(?:${group.map(alternativeOf).join('|')})${ENDS_WORD}`, 'uy') });
  }

  const contained = rules.filter((r) => lettersIn(r.word) >= NAME_CONTAINS_MIN_LETTERS);
  const containment = contained.length ? new RegExp(contained.map((r) => `(${patternsOf(r.word).tight})`).join('|'), 'gu') : null;

  return {
    size: rules.length,
    hits: (text) => (buckets.size && text ? scanWords(buckets, text) : []),
    nameHits(name) {
      // "FagBoy" is two words, as "Fag_Boy" is.
      const split = name.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ');
      const found = buckets.size ? scanWords(buckets, split) : [];
      if (containment) found.push(...scanAll(containment, contained, name));
      return found;
    },
  };
}

/** What the filter makes of a text: the text with censored words replaced, and every hit. */
export interface Screening {
  text: string;
  hits: WordHit[];
  /** The strongest action among the hits (ACTION_STRENGTH), null when nothing hit. */
  action: WordAction | null;
  /** The longest mute among `mute` hits (minutes), 0 when none. */
  muteMinutes: number;
}

export function screenWith(words: CompiledWords, text: string): Screening {
  const hits = words.hits(text);
  if (hits.length === 0) return { text, hits, action: null, muteMinutes: 0 };
  let action: WordAction = 'censor';
  let muteMinutes = 0;
  let out = '';
  let at = 0;
  for (const h of hits) {
    if (ACTION_STRENGTH[h.action] > ACTION_STRENGTH[action]) action = h.action;
    if (h.action === 'mute') muteMinutes = Math.max(muteMinutes, h.minutes ?? 0);
    if (h.action !== 'censor') continue;
    out += text.slice(at, h.start) + REDACTION_MARKER;
    at = h.end;
  }
  return { text: out + text.slice(at), hits, action, muteMinutes };
}

/** The distinct words of some hits, for notes and audit rows. */
export const hitWords = (hits: readonly WordHit[]): string[] => [...new Set(hits.map((h) => h.word))];
