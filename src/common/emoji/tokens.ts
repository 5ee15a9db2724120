import { cdn } from '../cdn';

/**
 * Custom emoji tokens in chat text (live-world §5): picking a custom emoji inserts
 * `<:/emojis/{file}:>`; the chat display shows each token as a 30x30 image.
 */
export const CUSTOM_EMOJI_SIZE = 30;

export const customEmojiToken = (file: string): string => `<:${cdn.emoji(file)}:>`;

/** A file name as the art catalog ships them: no slashes, gif, png or webp. */
const TOKEN = /<:\/emojis\/([^\s:<>/]+\.(?:gif|png|webp)):>/g;

export type EmojiSegment = { kind: 'text'; text: string } | { kind: 'emoji'; file: string; src: string };

/** Splits text into plain runs and custom emoji images, in order. */
export function splitEmojiTokens(text: string): EmojiSegment[] {
  const out: EmojiSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    const file = m[1]!;
    out.push({ kind: 'emoji', file, src: cdn.emoji(file) });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
