/**
 * Folding text for the word filter: what a reader sees, whatever the code points. Each code
 * point is lower-cased, decomposed (NFKD: fullwidth and styled letters become plain ones,
 * accented letters a letter and its marks) and stripped of its marks, as PostgreSQL's unaccent
 * does; letters NFKD leaves alone (ß, æ, ø, ł ...) and the Cyrillic and Greek letters drawn like
 * Latin ones are spelled out; invisible characters (zero-width spaces and joiners, soft hyphens)
 * vanish. Digits and symbols stay: the matcher reads them as letters where a player would
 * (0 as o, $ as s), only inside a word.
 *
 * Every folded character remembers which characters of the original it came from, so a match
 * found in the folded text is cut out of the original.
 */

/** Letters NFKD does not decompose, and letters of other scripts drawn like Latin ones. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ſ: 's',
  ŋ: 'n',
  // Cyrillic look-alikes.
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek look-alikes.
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};

const MARK = /\p{M}/gu;
/** Format characters (zero-width space, joiners, soft hyphen, direction marks): drawn as nothing. */
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;

const folds = new Map<string, string>();

/** How one code point reads: '' for an invisible one; usually one character, sometimes two. */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  let out = folds.get(ch);
  if (out !== undefined) return out;
  if (INVISIBLE.test(ch)) out = '';
  else {
    out = '';
    for (const c of ch.toLowerCase().normalize('NFKD').replace(MARK, '')) out += SPELLED[c] ?? c;
    // Lower-casing after decomposing too: NFKD turns some capitals' compatibility forms into capitals.
    out = out.toLowerCase();
  }
  if (folds.size < 20_000) folds.set(ch, out);
  return out;
}

export interface Folded {
  /** The folded text. */
  text: string;
  /** Where the original character of folded character `j` starts and ends (UTF-16 offsets). */
  start(j: number): number;
  end(j: number): number;
}

const isAscii = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
};

/** The text folded for matching, with the way back to the original. */
export function fold(original: string): Folded {
  // Most text is ASCII: folding lower-cases it and keeps every offset.
  if (isAscii(original)) return { text: original.toLowerCase(), start: (j) => j, end: (j) => j + 1 };
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of original) {
    const end = i + ch.length;
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k++) {
      from.push(i);
      to.push(end);
    }
    text += f;
    i = end;
  }
  return { text, start: (j) => from[j]!, end: (j) => to[j]! };
}

/** Folded text only (a word of the list, a name). */
export function foldText(original: string): string {
  let out = '';
  for (const ch of original) out += foldChar(ch);
  return out;
}
