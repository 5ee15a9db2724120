import { z } from 'zod';
import { COUNTRIES } from './countries';

/** Limits of profiles, comments and friends (social-core §5, §9; issue 10 §6). */

/** A comment or a reply (social-core §9). */
export const COMMENT_MAX = 400;
/** The bio (social-core §9). */
export const BIO_MAX = 15_000;
/** Friend search and mutual search boxes (social-core §5). */
export const SEARCH_MAX = 26;
/** How many players a friend search answers at most (friends first). */
export const SEARCH_RESULTS_MAX = 30;
/** Mutual search and friends-list search wait this long after typing (social-core §5, avatar-economy §5). */
export const MUTUAL_SEARCH_DEBOUNCE_MS = 300;
export const FRIEND_SEARCH_DEBOUNCE_MS = 500;
/** Tooltip delay of the profile's action bar (social-core §9). */
export const TOOLTIP_DELAY_MS = 500;
/** The disabled Tips tile's placeholder (social-core §2). */
export const TIPS_PLACEHOLDER = 100_000;

/**
 * A member's name tag: a short title under their name. 1 to 24 characters (code points) of
 * letters (any script), digits, spaces and . , ' ! ? & - _ ; no leading or trailing spaces, no
 * two spaces in a row. An empty value clears it.
 */
export const NAMETAG_MAX = 24;
export const NAMETAG_PATTERN = /^[\p{L}\p{N}.,'!?&_-]+(?: [\p{L}\p{N}.,'!?&_-]+)*$/u;

/** Per-player rate limits (per minute), generous enough for a fast typist (issue 10 §6). */
export const RATE_LIMITS = {
  friendRequests: { points: 10, duration: 60 },
  comments: { points: 30, duration: 60 },
  /** Bio, location, colours, name tag, block and heart. */
  profileEdits: { points: 20, duration: 60 },
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => [...s].length <= max, tooLong);

export const commentText = text('Comment cannot be empty', `Comment must be at most ${COMMENT_MAX} characters`, COMMENT_MAX);
export const replyText = text('Reply cannot be empty', `Reply must be at most ${COMMENT_MAX} characters`, COMMENT_MAX);

export const bioText = z
  .string({ error: 'Bio must be text' })
  .refine((s) => [...s].length <= BIO_MAX, `Bio must be at most ${BIO_MAX.toLocaleString('en-US')} characters`);

export const hexColor = (what: string) =>
  z.string({ error: `${what} is required` }).trim().regex(HEX_COLOR, `${what} must be # followed by 6 hex digits, like #ff8800`);

export const LOCATION_INVALID = 'Location must be a country from the list, The Sun or The Moon';
export const locationName = z
  .string({ error: 'Location is required' })
  .trim()
  .refine((s) => COUNTRIES.some((c) => c.name.toLowerCase() === s.toLowerCase()), LOCATION_INVALID);

export const nametagText = z
  .string({ error: 'Name tag must be text' })
  .trim()
  .refine((s) => [...s].length <= NAMETAG_MAX, `Name tag must be at most ${NAMETAG_MAX} characters`)
  .refine((s) => s === '' || NAMETAG_PATTERN.test(s), "Name tag may use letters, digits, single spaces and . , ' ! ? & - _");

export const searchTerm = z
  .string()
  .trim()
  .min(1, 'Type something to search for')
  .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`);
