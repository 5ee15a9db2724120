import { createRequire } from 'node:module';

/**
 * An emoji's English name ("lipstick"): the PDF's standard fonts cannot draw colour emoji, so
 * the guide names each category's emoji as the emoji data set does.
 */
const require = createRequire(import.meta.url);
let names: Map<string, string> | null = null;
const bare = (s: string) => s.replace(/\uFE0F/g, '');

export function emojiName(emoji: string): string {
  if (!names) {
    const data = require('emojibase-data/en/compact.json') as { unicode: string; label: string }[];
    names = new Map(data.map((e) => [bare(e.unicode), e.label]));
  }
  return names.get(bare(emoji)) ?? '';
}
