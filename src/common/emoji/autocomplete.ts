import { AUTOCOMPLETE_MAX } from './groups';

/**
 * Emoji autocomplete (live-world §4-§5), pure so the chat input and its tests share it.
 *
 * Trigger: the text before the cursor ends with a colon plus one or more word characters, at
 * the start of the text or after whitespace. Scores: the emoji's own (first) name exact 100,
 * prefix 80, substring 60; any alias 90, 70, 50. Hyphens and case are ignored. Only scores
 * above 0 are kept and the best five are shown.
 */
export interface AutocompleteTrigger {
  /** Index of the colon that starts the query. */
  start: number;
  /** What follows the colon, up to the cursor. */
  query: string;
}

const TRIGGER = /(?:^|\s):(\w+)$/;

export function findTrigger(text: string, cursor: number = text.length): AutocompleteTrigger | null {
  const before = text.slice(0, cursor);
  const m = TRIGGER.exec(before);
  if (!m) return null;
  const query = m[1]!;
  return { start: before.length - query.length - 1, query };
}

/** Hyphens and case do not matter when matching. */
export const normalizeName = (s: string): string => s.toLowerCase().replace(/-/g, '');

export const SCORES = {
  name: { exact: 100, prefix: 80, substring: 60 },
  alias: { exact: 90, prefix: 70, substring: 50 },
} as const;

function scoreOne(query: string, name: string, table: { exact: number; prefix: number; substring: number }): number {
  if (name === query) return table.exact;
  if (name.startsWith(query)) return table.prefix;
  if (name.includes(query)) return table.substring;
  return 0;
}

/** The best score of one emoji for a query: names[0] is its name, the rest are aliases. */
export function scoreEmoji(query: string, names: readonly string[]): number {
  const q = normalizeName(query);
  if (q === '') return 0;
  let best = 0;
  names.forEach((raw, i) => {
    const s = scoreOne(q, normalizeName(raw), i === 0 ? SCORES.name : SCORES.alias);
    if (s > best) best = s;
  });
  return best;
}

export interface Suggestable {
  names: readonly string[];
}

/**
 * The best matches, highest score first; ties keep the candidates' order (custom emojis are
 * listed first, so they win ties), then the shorter name.
 */
export function suggest<T extends Suggestable>(query: string, candidates: readonly T[], limit: number = AUTOCOMPLETE_MAX): T[] {
  const scored: { item: T; score: number; index: number }[] = [];
  candidates.forEach((item, index) => {
    const score = scoreEmoji(query, item.names);
    if (score > 0) scored.push({ item, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.item.names[0]!.length - b.item.names[0]!.length || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.item);
}

/** Picker search: case-insensitive substring of any of the emoji's own names. */
export function matchesSearch(search: string, names: readonly string[]): boolean {
  const q = search.trim().toLowerCase();
  if (q === '') return true;
  return names.some((n) => n.toLowerCase().includes(q));
}

/** Replaces the trigger (colon and query) with the picked emoji text and a trailing space. */
export function applySuggestion(text: string, trigger: AutocompleteTrigger, cursor: number, insert: string): { text: string; cursor: number } {
  const head = text.slice(0, trigger.start) + insert + ' ';
  return { text: head + text.slice(cursor), cursor: head.length };
}
