import { customEmojiToken } from './tokens';
import { CUSTOM_GROUP, UNICODE_GROUPS, type PickerGroup } from './groups';

/**
 * One list of every emoji the chat offers: the custom catalog first, then the Unicode table.
 * `insert` is what picking it puts in the input: a `<:/emojis/{file}:>` token or the
 * character itself.
 */
export interface EmojiEntry {
  group: PickerGroup;
  names: readonly string[];
  insert: string;
  /** Custom emojis: the image file under /emojis/. */
  file?: string;
  /** Skin-tone variants are in autocomplete but not on the picker grid. */
  tone?: boolean;
}

/** The shape of unicode-table.json (written by scripts/emoji-table.ts). */
export interface UnicodeTable {
  emojis: [group: number, char: string, names: string][];
  tones: [char: string, names: string][];
}

export interface CustomEmojiDef {
  id: string | number;
  names: readonly string[];
  file: string;
}

export function buildCatalog(custom: readonly CustomEmojiDef[], table: UnicodeTable): EmojiEntry[] {
  const out: EmojiEntry[] = custom.map((c) => ({ group: CUSTOM_GROUP, names: c.names, insert: customEmojiToken(c.file), file: c.file }));
  for (const [g, char, names] of table.emojis) {
    out.push({ group: UNICODE_GROUPS[g] ?? UNICODE_GROUPS[0], names: names.split(' '), insert: char });
  }
  for (const [char, names] of table.tones) {
    out.push({ group: UNICODE_GROUPS[1], names: names.split(' '), insert: char, tone: true });
  }
  return out;
}

/** Shortcode to character sequence (the spec's emoji table), e.g. thumbsup_tone3, flag_us. */
export function shortcodeMap(table: UnicodeTable): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, char, names] of table.emojis) for (const n of names.split(' ')) map.set(n, char);
  for (const [char, names] of table.tones) for (const n of names.split(' ')) map.set(n, char);
  return map;
}
