import { COMMENT_MAX, DESCRIPTION_MAX, DESCRIPTION_MIN, FEED_TEXT, FIRST_COMMENTS_SHOWN, SHORT_COMMENT_MAX, SHORT_COMMENTS_SHOWN, TAG_MAX_LENGTH, TAGS_MAX } from './limits';

/** Tags typed comma-separated: each trimmed, empties dropped, repeats (ignoring case) kept once (§5). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The first refusal of a set of tags, or null. */
export function tagsProblem(tags: string[]): string | null {
  if (tags.length > TAGS_MAX) return FEED_TEXT.tooManyTags;
  if (tags.some((t) => t.length > TAG_MAX_LENGTH)) return FEED_TEXT.tagTooLong;
  return null;
}

/** The description's refusal (§5, in order: required, then 10-500), or null. Counted after trimming. */
export function descriptionProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return FEED_TEXT.descriptionRequired;
  if (t.length < DESCRIPTION_MIN || t.length > DESCRIPTION_MAX) return FEED_TEXT.descriptionLength;
  return null;
}

/** The comment's refusal (§5: non-blank after trim, max 500), or null. */
export function commentProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return FEED_TEXT.commentRequired;
  if (t.length > COMMENT_MAX) return FEED_TEXT.commentTooLong;
  return null;
}

/**
 * The comments a card previews (§2): up to 3 short ones (text at most 50 characters), else,
 * when none is short, the first 2. `comments` are oldest first.
 */
export function previewComments<C extends { text: string }>(comments: C[]): C[] {
  const short = comments.filter((c) => c.text.length <= SHORT_COMMENT_MAX);
  return short.length > 0 ? short.slice(0, SHORT_COMMENTS_SHOWN) : comments.slice(0, FIRST_COMMENTS_SHOWN);
}

/** A tip amount as typed: a positive whole number, or null (§5). */
export function parseTipAmount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
