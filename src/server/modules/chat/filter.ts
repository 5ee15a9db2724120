import { REDACTION_MARKER } from '@common/world/chat';

/**
 * The chat word filter: whole words, any case, replaced by REDACTION_MARKER. The list is the
 * defaults below plus WORD_FILTER (comma-separated). Whole words only, so "class" and
 * "Scunthorpe" survive; a word also matches with repeated letters ("fuuuck").
 */
export const DEFAULT_FILTERED_WORDS = [
  'fuck',
  'fucker',
  'fucking',
  'motherfucker',
  'shit',
  'bullshit',
  'cunt',
  'bitch',
  'asshole',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'whore',
  'slut',
] as const;

export type WordFilter = (text: string) => string;

export function parseWordList(config: string | undefined): string[] {
  return (config ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createWordFilter(extra: string[] = []): WordFilter {
  const words = [...new Set([...DEFAULT_FILTERED_WORDS, ...extra])].filter((w) => w.length > 0);
  // Each letter may repeat; longer words first so "motherfucker" wins over "fucker".
  const alternatives = words
    .sort((a, b) => b.length - a.length)
    .map((w) => [...w].map((ch) => `${escape(ch)}+`).join(''))
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, REDACTION_MARKER);
}
