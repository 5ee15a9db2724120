import { NSFW_DIM_VOTES, POST_PREVIEW_CUT } from '../bbcode/rules';
import { SEARCH_MAX } from '../social/limits';

/** Forum numbers (social-core §5, §9; issue 11). The preview cut and NSFW dimming live with the BBCode card. */
export { NSFW_DIM_VOTES, POST_PREVIEW_CUT };

/** Title 5 to 100 characters, content 50 to 10,000 (code points, after trimming). */
export const POST_TITLE_MIN = 5;
export const POST_TITLE_MAX = 100;
export const POST_CONTENT_MIN = 50;
export const POST_CONTENT_MAX = 10_000;
/** A reply: any non-empty text up to the same 10,000 characters. */
export const REPLY_CONTENT_MIN = 1;
export const REPLY_CONTENT_MAX = 10_000;

/** Forum search box: 26 characters, debounced 300 ms (social-core §5, §9). */
export const FORUM_SEARCH_MAX = SEARCH_MAX;
export const FORUM_SEARCH_DEBOUNCE_MS = 300;

/** Posts per list page (default of `limit`), and the most a client may ask for. */
export const FORUM_PAGE_SIZE = 35;
export const FORUM_PAGE_SIZE_MAX = 100;
/** Replies per page of a post (default of `repliesLimit`), and the most a client may ask for. */
export const REPLIES_PAGE_SIZE = 15;
export const REPLIES_PAGE_SIZE_MAX = 50;
/** The list loads its next page when the bottom is this close (px); 'Back to top' after this scroll (px). */
export const FORUM_LOAD_MORE_PX = 200;
export const BACK_TO_TOP_PX = 300;
/** Reply pagination shows the first, the last and the pages within this distance of the current. */
export const REPLY_PAGES_AROUND = 2;

/** Coins a tip moves from tipper to author; tipsCount counts post tips and is shown x1000. */
export const POST_TIP_COINS = 1000;
export const REPLY_TIP_COINS = 500;
export const TIP_DISPLAY_UNIT = POST_TIP_COINS;
/** Gems a new post costs (the button reads 'Submit Post with 1 gem'). */
export const POST_FEE_GEMS = 1;

/**
 * Per-player limits (per minute), shared across processes. The gem fee already slows posting;
 * these only stop floods. Edits of posts and replies share one counter.
 */
export const FORUM_RATE_LIMITS = {
  posts: { points: 30, duration: 60 },
  replies: { points: 60, duration: 60 },
  edits: { points: 60, duration: 60 },
} as const;
