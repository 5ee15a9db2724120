/**
 * Writes src/common/emoji/unicode-table.json, the Unicode emoji table of the chat (live-world §3):
 * shortcodes from emojibase-data's JoyPixels set (which names skin tones `_tone1`..`_tone5`
 * and flags `flag_xx`), grouped into the picker's eight groups. Only what the client needs is
 * kept (character, names, group), so the web bundle carries ~100 KB instead of the full data.
 *
 * Run: npx tsx scripts/emoji-table.ts
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNICODE_GROUPS } from '../src/common/emoji/groups';

const require = createRequire(import.meta.url);
interface CompactEmoji {
  group?: number;
  hexcode: string;
  unicode: string;
  skins?: CompactEmoji[];
}
const compact = require('emojibase-data/en/compact.json') as CompactEmoji[];
const shortcodes = require('emojibase-data/en/shortcodes/joypixels.json') as Record<string, string | string[]>;

/** emojibase group numbers -> index in UNICODE_GROUPS (food & drink joins animals & nature). */
const GROUP_OF: Record<number, string> = {
  0: 'Smileys & Emotion',
  1: 'People & Body',
  3: 'Animals & Nature',
  4: 'Animals & Nature',
  5: 'Travel & Places',
  6: 'Activities',
  7: 'Objects',
  8: 'Symbols',
  9: 'Flags',
};

const names = (hex: string): string[] => {
  const s = shortcodes[hex];
  return s === undefined ? [] : Array.isArray(s) ? s : [s];
};

const emojis: [number, string, string][] = [];
const tones: [string, string][] = [];
for (const e of compact) {
  const groupName = e.group === undefined ? undefined : GROUP_OF[e.group];
  const n = names(e.hexcode);
  if (!groupName || n.length === 0) continue;
  emojis.push([UNICODE_GROUPS.indexOf(groupName as (typeof UNICODE_GROUPS)[number]), e.unicode, n.join(' ')]);
  for (const skin of e.skins ?? []) {
    const sn = names(skin.hexcode).filter((x) => /_tone[1-5]$/.test(x));
    if (sn.length > 0) tones.push([skin.unicode, sn.join(' ')]);
  }
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/common/emoji/unicode-table.json');
fs.writeFileSync(out, JSON.stringify({ emojis, tones }));
console.log(`wrote ${emojis.length} emojis and ${tones.length} skin-tone variants to ${out}`);
