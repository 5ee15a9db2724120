/**
 * The custom emojis shipped with the product (live-world §3): about 110 in the families
 * pepe, bugcat, cat, dog, frog and x-, plus the three picker defaults pepe, kappa and
 * pogchamp. Each has aliases (`names`, the first is the shortcode) and an image served at
 * `/emojis/{file}`; the chat token form is `<:/emojis/{file}:>`. The art generator draws
 * every entry from its family and mood, so this list is the only place to add one.
 */
export type EmojiFamily = 'pepe' | 'bugcat' | 'cat' | 'dog' | 'frog' | 'x' | 'kappa' | 'pogchamp';

export const EMOJI_MOODS = [
  'happy',
  'sad',
  'angry',
  'love',
  'cry',
  'laugh',
  'cool',
  'sleep',
  'wow',
  'think',
  'wave',
  'party',
  'blush',
  'smug',
  'shock',
  'tired',
  'eat',
  'dance',
  'ok',
  'no',
] as const;
export type EmojiMood = (typeof EMOJI_MOODS)[number];

/** Symbols of the x- family. */
export const X_SYMBOLS = ['fire', 'heart', 'star', 'check', 'cross', 'sparkle', 'coin', 'gem', 'crown', 'music', 'zzz', 'hundred', 'gg', 'lol', 'hype', 'rip'] as const;
export type XSymbol = (typeof X_SYMBOLS)[number];

export interface CustomEmoji {
  id: string;
  /** Shortcode first, then aliases (lowercase, no colons). */
  names: string[];
  file: string;
  imgUrl: string;
  family: EmojiFamily;
  /** What the drawing shows: a mood for the critters, a symbol for x-. */
  motif: EmojiMood | XSymbol;
}

const ALIASES: Partial<Record<EmojiMood, string[]>> = {
  happy: ['smile', 'glad'],
  sad: ['unhappy', 'down'],
  angry: ['mad', 'grr'],
  love: ['hearts', 'inlove'],
  cry: ['tears', 'sob'],
  laugh: ['lmao', 'haha'],
  cool: ['shades', 'chill'],
  sleep: ['sleepy', 'zz'],
  wow: ['omg', 'whoa'],
  think: ['hmm', 'thinking'],
  wave: ['hi', 'hello', 'bye'],
  party: ['celebrate', 'yay'],
  blush: ['shy', 'flushed'],
  smug: ['smirk'],
  shock: ['scared', 'eek'],
  tired: ['meh', 'sigh'],
  eat: ['nom', 'hungry'],
  dance: ['vibe', 'jam'],
  ok: ['thumbsup', 'yes'],
  no: ['nope', 'thumbsdown'],
};

const FAMILY_SIZES: [EmojiFamily, number, string][] = [
  ['pepe', 20, 'png'],
  ['bugcat', 18, 'png'],
  ['cat', 20, 'png'],
  ['dog', 18, 'png'],
  ['frog', 18, 'webp'],
];

function entry(family: EmojiFamily, motif: EmojiMood | XSymbol, ext: string, names: string[]): CustomEmoji {
  const file = `${names[0]}.${ext}`;
  return { id: names[0]!, names, file, imgUrl: `/emojis/${file}`, family, motif };
}

const critters: CustomEmoji[] = FAMILY_SIZES.flatMap(([family, count, ext]) =>
  EMOJI_MOODS.slice(0, count).map((mood) =>
    entry(family, mood, ext, [`${family}${mood}`, ...(ALIASES[mood] ?? []).map((a) => `${family}_${a}`)]),
  ),
);

const symbols: CustomEmoji[] = X_SYMBOLS.map((s) => entry('x', s, 'png', [`x-${s}`, `x${s}`]));

/** The picker's defaults, shown first in the Custom tab. */
export const PICKER_DEFAULTS: CustomEmoji[] = [
  entry('pepe', 'happy', 'png', ['pepe', 'feelsgood']),
  entry('kappa', 'smug', 'png', ['kappa', 'kap']),
  entry('pogchamp', 'wow', 'png', ['pogchamp', 'pog']),
];

/** Every custom emoji: the picker defaults, then the families. */
export const CUSTOM_EMOJIS: readonly CustomEmoji[] = [...PICKER_DEFAULTS, ...critters, ...symbols];

const BY_FILE = new Map(CUSTOM_EMOJIS.map((e) => [e.file, e]));
const BY_NAME = new Map(CUSTOM_EMOJIS.flatMap((e) => e.names.map((n) => [n, e] as const)));

export const customEmojiByFile = (file: string) => BY_FILE.get(file);
export const customEmojiByName = (name: string) => BY_NAME.get(name.toLowerCase());

/** The chat token of a custom emoji. */
export const customEmojiToken = (e: CustomEmoji) => `<:${e.imgUrl}:>`;
