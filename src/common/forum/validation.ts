import { z } from 'zod';
import { isForumCategory } from './categories';
import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_TITLE_MAX, POST_TITLE_MIN, REPLY_CONTENT_MAX, REPLY_CONTENT_MIN } from './limits';
import { FORUM_TEXT } from './texts';

/** Lengths count code points (an emoji is one character), after trimming. */
const length = (s: string) => [...s].length;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface NewPostInput {
  title?: unknown;
  category?: unknown;
  message?: unknown;
}

/**
 * The new-post checks in the spec's order (social-core §5): the three required texts first,
 * then the lengths. Answers the first refusal, or null. The dialog and the server use this one
 * function, so they always agree. Whether the category exists and the player may post there is
 * the server's second check.
 */
export function newPostProblem(input: NewPostInput): string | null {
  const title = text(input.title);
  const category = text(input.category);
  const message = text(input.message);
  if (!title) return FORUM_TEXT.titleRequired;
  if (!category) return FORUM_TEXT.categoryRequired;
  if (!message) return FORUM_TEXT.contentRequired;
  if (length(title) < POST_TITLE_MIN || length(title) > POST_TITLE_MAX) return FORUM_TEXT.titleLength;
  return postContentProblem(message);
}

/** A post's content (new or edited): required, 50 to 10,000 characters. */
export function postContentProblem(message: unknown): string | null {
  const m = text(message);
  if (!m) return FORUM_TEXT.contentRequired;
  if (length(m) < POST_CONTENT_MIN || length(m) > POST_CONTENT_MAX) return FORUM_TEXT.contentLength;
  return null;
}

/** A reply's content (new or edited): 1 to 10,000 characters. */
export function replyContentProblem(message: unknown): string | null {
  const m = text(message);
  if (length(m) < REPLY_CONTENT_MIN) return FORUM_TEXT.contentRequired;
  if (length(m) > REPLY_CONTENT_MAX) return FORUM_TEXT.replyTooLong;
  return null;
}

/**
 * Wraps a check so a refusal is reported without a field path: the server's validation error
 * then reads exactly the spec's text ('Content is required', not 'message: Content is
 * required'). The typed shape stays for callers.
 */
function checked<T>(problem: (v: Record<string, unknown>) => string | null, shape: (v: Record<string, unknown>) => T) {
  return z
    .unknown()
    .transform((value, ctx) => {
      const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      const p = problem(v);
      if (p) {
        ctx.addIssue({ code: 'custom', message: p });
        return z.NEVER;
      }
      return shape(v);
    }) as unknown as z.ZodType<T, T>;
}

export interface NewPostBody {
  title: string;
  category: string;
  message: string;
}
export interface MessageBody {
  message: string;
}

/** POST /api/forum/post body. The category is any category id here; the service checks who may post in it. */
export const newPostBody = checked<NewPostBody>(
  (v) => newPostProblem(v) ?? (isForumCategory(text(v.category)) ? null : FORUM_TEXT.unknownCategory),
  (v) => ({ title: text(v.title), category: text(v.category), message: text(v.message) }),
);
/** POST /api/forum/post/:id body (an edit: the content only). */
export const editPostBody = checked<MessageBody>(
  (v) => postContentProblem(v.message),
  (v) => ({ message: text(v.message) }),
);
/** Reply and reply-edit bodies. */
export const replyBody = checked<MessageBody>(
  (v) => replyContentProblem(v.message),
  (v) => ({ message: text(v.message) }),
);
