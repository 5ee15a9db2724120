import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import { FORUM_CATEGORY_IDS } from '../../forum/categories';
import { FORUM_PAGE_SIZE, FORUM_PAGE_SIZE_MAX, FORUM_SEARCH_MAX, REPLIES_PAGE_SIZE, REPLIES_PAGE_SIZE_MAX } from '../../forum/limits';
import { FORUM_TEXT } from '../../forum/texts';
import { editPostBody, newPostBody, replyBody } from '../../forum/validation';
import { defineRoute, okMessage } from '../contract';
import { uuidId, uuidParams } from '../params';

/**
 * The forums (social-core §3, §7; issue 11). Every path is the spec's under /api. Ids are
 * uuids (the outfits feed uses uuids too, so a [post]{id}[/post] code names one post); an id
 * that names nothing, or a post hidden by a moderator, is 'Post not found' for players.
 */

export const FORUM_SORTS = ['newest', 'oldest', 'top', 'replies'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

/** An author as posts and replies show them (social-core §3). */
export const forumAuthorSchema = z.object({
  username: z.string(),
  membership: z.number().int(),
  badges: z.number().int(),
  profile: z.object({ bioColor: z.string().nullable() }),
  customization: z.object({ nametagColor: z.string().nullable() }),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/**
 * A post as the list, the preview card and the detail show it. In lists and quick-info
 * `message` is the preview (tags dropped, cut at 250 characters plus '...'); the detail carries
 * the whole BBCode. tipsCount counts tips (each 1,000 coins: shown x1000). `isHidden` is only
 * ever true for moderators, who alone see hidden posts.
 */
export const forumPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  /** A Tabler icon name (src/common/forum/categories.ts). */
  categoryIcon: z.string(),
  message: z.string(),
  createdAt: z.string(),
  lastEdited: z.string().nullable(),
  author: forumAuthorSchema,
  /** The author's name colour (their name-tag colour); absent when they have none. */
  authorColor: z.string().optional(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  isHidden: z.boolean(),
  tipsCount: z.number().int(),
  replyCount: z.number().int(),
  nsfwVotes: z.number().int(),
  automaticallyNSFW: z.boolean(),
  /** The viewer's own relation to the post. */
  isAuthor: z.boolean(),
  hasTipped: z.boolean(),
  hasNSFWVoted: z.boolean(),
  hasReplied: z.boolean(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

/** A reply (social-core §3). tipsCount counts tips (each 500 coins). */
export const forumReplySchema = z.object({
  id: z.string(),
  postId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  lastEdited: z.string().nullable(),
  author: forumAuthorSchema,
  authorColor: z.string().optional(),
  tipsCount: z.number().int(),
  isHidden: z.boolean(),
  isAuthor: z.boolean(),
  hasTipped: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

const intParam = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

export const forumListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: intParam(FORUM_PAGE_SIZE, FORUM_PAGE_SIZE_MAX),
  sort: z.enum(FORUM_SORTS).default('newest'),
  search: z.string().trim().max(FORUM_SEARCH_MAX, { error: FORUM_TEXT.searchTooLong }).optional(),
  /**
   * Opaque keyset position from a previous answer's nextCursor: the page after it, as fast at
   * page 3,000 as at page 2. When given, `page` is ignored. Only for the same category, sort and
   * search it came from.
   */
  cursor: z.string().max(400).optional(),
});
export type ForumListQuery = z.input<typeof forumListQuery>;

export const forumListResponse = z.object({
  success: z.literal(true),
  posts: z.array(forumPostSchema),
  hasMore: z.boolean(),
  /** Pass as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});

export const postDetailResponse = forumPostSchema.extend({
  success: z.literal(true),
  totalReplies: z.number().int(),
  replies: z.array(forumReplySchema),
  repliesPage: z.number().int(),
  repliesLimit: z.number().int(),
});
export type ForumPostDetail = z.infer<typeof postDetailResponse>;

export const quickInfoResponse = forumPostSchema.extend({ success: z.literal(true), totalReplies: z.number().int() });

const byId = uuidParams();
const byReply = z.object({ id: uuidId(), replyId: uuidId() });

export const forumRoutes = {
  /**
   * A category's posts (or `all`), pinned first, then by the sort. With `search`: posts whose
   * title matches come before posts that match in their message only, each group in the sort's
   * order; when nothing matches, posts with similar titles (misspellings).
   */
  list: defineRoute({
    method: 'GET',
    path: '/api/forum/:category',
    auth: 'required',
    params: z.object({ category: z.enum(FORUM_CATEGORY_IDS, { error: FORUM_TEXT.unknownCategory }) }),
    query: forumListQuery,
    response: forumListResponse,
  }),
  post: defineRoute({
    method: 'GET',
    path: '/api/forum/post/:id',
    auth: 'required',
    params: byId,
    query: z.object({ repliesPage: z.coerce.number().int().min(1).default(1), repliesLimit: intParam(REPLIES_PAGE_SIZE, REPLIES_PAGE_SIZE_MAX) }),
    response: postDetailResponse,
  }),
  /** The preview card and the BBCode [post] tag (src/common/bbcode/post-card.ts reads it). */
  quickInfo: defineRoute({ method: 'GET', path: '/api/forum/post/:id/quick-info', auth: 'required', params: byId, response: quickInfoResponse }),
  /** Costs 1 gem (in the insert's transaction). Accepts an Idempotency-Key: a repeat posts and charges nothing. */
  create: defineRoute({
    method: 'POST',
    path: '/api/forum/post',
    auth: 'required',
    body: newPostBody,
    response: okMessage.extend({ id: z.string(), balances: balancesSchema }),
  }),
  /** The author edits the content; lastEdited is set. */
  edit: defineRoute({
    method: 'POST',
    path: '/api/forum/post/:id',
    auth: 'required',
    params: byId,
    body: editPostBody,
    response: okMessage.extend({ lastEdited: z.string() }),
  }),
  /** 1,000 coins from the viewer to the author, once per player, never one's own. */
  tip: defineRoute({
    method: 'GET',
    path: '/api/forum/post/:id/tip',
    auth: 'required',
    params: byId,
    response: okMessage.extend({ tipsCount: z.number().int(), balances: balancesSchema }),
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/forum/post/:id/reply',
    auth: 'required',
    params: byId,
    body: replyBody,
    response: okMessage.extend({ id: z.string(), totalReplies: z.number().int() }),
  }),
  editReply: defineRoute({
    method: 'POST',
    path: '/api/forum/post/:id/reply/:replyId',
    auth: 'required',
    params: byReply,
    body: replyBody,
    response: okMessage.extend({ lastEdited: z.string() }),
  }),
  /** 500 coins from the viewer to the reply's author, once per player, never one's own. */
  tipReply: defineRoute({
    method: 'GET',
    path: '/api/forum/post/:id/reply/:replyId/tip',
    auth: 'required',
    params: byReply,
    response: okMessage.extend({ tipsCount: z.number().int(), balances: balancesSchema }),
  }),
  /** Toggles the viewer's NSFW vote. */
  nsfw: defineRoute({
    method: 'POST',
    path: '/api/forum/post/:id/nsfw',
    auth: 'required',
    params: byId,
    response: okMessage.extend({ hasNSFWVoted: z.boolean(), nsfwVotes: z.number().int() }),
  }),
};
