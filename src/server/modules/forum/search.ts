/**
 * What a search box's text becomes (social-core §5: at most 26 characters). Each word is a
 * prefix in the full-text query ('fash' finds 'fashion' in titles and messages; English
 * stemming finds 'dresses' for 'dress'); the whole text also matches titles by trigrams, which
 * catches a part of a word ('ashio') and small misspellings ('fashon'). Only letters and digits
 * reach to_tsquery, so no input can make a malformed query.
 */
export interface SearchTerms {
  /** 'fash:* & week:*', or null when the text has no word. */
  tsquery: string | null;
  /** The text for trigram similarity, or null when it is too short for trigrams to mean much. */
  trigram: string | null;
  /** ILIKE pattern for the text anywhere in a title. */
  like: string;
}

const TRIGRAM_MIN = 3;

export function searchTerms(search: string): SearchTerms | null {
  const text = search.trim().toLowerCase();
  if (!text) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsquery = words.length ? words.map((w) => ([...w].length >= 2 ? `${w}:*` : w)).join(' & ') : null;
  const trigram = [...text].length >= TRIGRAM_MIN ? text : null;
  return { tsquery, trigram, like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}
