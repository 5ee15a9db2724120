import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import {
  COLLAGE_LAYOUTS,
  COMMENT_MAX,
  FEED_FILTERS,
  FEED_SEARCH_MAX,
  FEED_TEXT,
  POST_STATUSES,
  POST_TYPES,
  PRIVACY_LEVELS,
  REJECT_REASON_MAX,
  TIP_MAX,
  UPLOAD_STATUSES,
} from '../../outfitsFeed/limits';
import { defineRoute, okMessage } from '../contract';
import { intId, uuidParams } from '../params';

/**
 * The outfits post feed (avatar-economy §2-§5; the spec keeps it in the browser, ours is shared
 * and lives under /api/outfits-feed). Post ids are uuids, as forum posts' are, so a
 * `[post]{id}[/post]` code names exactly one post of either kind.
 */

const postIdParams = uuidParams();
const idParams = uuidParams();

export const personSchema = z.object({ name: z.string(), avatar: z.string() });

/** One slot of a post (§3 Slot): an outfit of the creator's or an uploaded image. */
export const slotSchema = z.object({
  type: z.enum(['outfit', 'upload']),
  /** The outfit id (as text) or the upload's uuid. */
  id: z.string(),
  name: z.string(),
  /** An upload's original file name; null for an outfit. */
  file: z.string().nullable(),
  /** URL of the picture. */
  preview: z.string(),
  /** The outfit's size factors (1 for an upload): the picture is drawn at size 1. */
  width: z.number(),
  height: z.number(),
  /** An upload's review state; null for an outfit. */
  status: z.enum(UPLOAD_STATUSES).nullable(),
});
export type PostSlot = z.infer<typeof slotSchema>;

export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  user: personSchema,
  createdAt: z.string(),
  /** The viewer wrote it or owns the post. */
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof commentSchema>;

/** §3 Post, plus what a shared feed needs: status, tip total, the card's preview comments. */
export const postSchema = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  layout: z.enum(COLLAGE_LAYOUTS).nullable(),
  outfits: z.array(z.number().int()),
  slots: z.array(slotSchema),
  description: z.string(),
  tags: z.array(z.string()),
  privacy: z.enum(PRIVACY_LEVELS),
  creator: personSchema,
  createdAt: z.string(),
  commentCount: z.number().int(),
  tipCount: z.number().int(),
  /** Coins tipped in all. */
  tipTotal: z.number().int(),
  isSaved: z.boolean(),
  isOwn: z.boolean(),
  status: z.enum(POST_STATUSES),
  previewComments: z.array(commentSchema),
});
export type FeedPost = z.infer<typeof postSchema>;

/** §3 Upload status entry: one uploaded image; `slots` are the 1-based slots it fills in its post. */
export const uploadEntrySchema = z.object({
  id: z.string(),
  filename: z.string(),
  uploadedAt: z.string(),
  slots: z.array(z.number().int()),
  status: z.enum(UPLOAD_STATUSES),
  reason: z.string().nullable(),
  preview: z.string(),
  postId: z.string(),
});
export type UploadEntry = z.infer<typeof uploadEntrySchema>;

/** A pending upload as moderators review it: the image with its post. */
export const reviewEntrySchema = uploadEntrySchema.extend({
  post: postSchema,
  creator: personSchema,
  /** Whether the asking moderator may decide it: never their own upload. */
  canReview: z.boolean(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/**
 * The `post` field of the create request (multipart: this JSON plus one file per uploaded
 * slot). A slot names an outfit id or the multipart field of its file (`upload`).
 */
export const createPostFields = z.object({
  type: z.enum(POST_TYPES),
  layout: z.enum(COLLAGE_LAYOUTS).nullable().optional(),
  slots: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('outfit'), outfitId: intId() }),
      z.object({ type: z.literal('upload'), field: z.string().regex(/^slot[0-2]$/) }),
    ]),
  ),
  description: z.string(),
  /** Comma-separated, as typed (trimmed and split by the server). */
  tags: z.string().max(1000).default(''),
  privacy: z.enum(PRIVACY_LEVELS).default('everyone'),
});
export type CreatePostFields = z.input<typeof createPostFields>;
/** The multipart field that carries createPostFields as JSON. */
export const CREATE_POST_FIELD = 'post';

const balancesAnswer = okMessage.extend({ balances: balancesSchema });

export const outfitsFeedRoutes = {
  /** Published posts the viewer may see plus the viewer's own, newest first; a page per cursor. */
  list: defineRoute({
    method: 'GET',
    path: '/api/outfits-feed/posts',
    auth: 'required',
    query: z.object({
      search: z.string().max(FEED_SEARCH_MAX).optional(),
      filter: z.enum(FEED_FILTERS).default('all'),
      /** The `nextCursor` of the previous page. */
      cursor: z.string().max(100).optional(),
    }),
    response: z.object({ success: z.literal(true), posts: z.array(postSchema), nextCursor: z.string().nullable() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/outfits-feed/posts/:id',
    auth: 'required',
    params: postIdParams,
    response: z.object({ success: z.literal(true), post: postSchema }),
  }),
  /** Multipart (see createPostFields); costs POST_FEE_GEMS through the ledger; Idempotency-Key. */
  create: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/posts',
    auth: 'required',
    response: balancesAnswer.extend({ post: postSchema }),
  }),
  /** The creator's edit of the words and the audience; slots stay as posted. */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/outfits-feed/posts/:id',
    auth: 'required',
    params: postIdParams,
    body: z.object({ description: z.string().optional(), tags: z.string().max(1000).optional(), privacy: z.enum(PRIVACY_LEVELS).optional() }),
    response: okMessage.extend({ post: postSchema }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/outfits-feed/posts/:id',
    auth: 'required',
    params: postIdParams,
    response: okMessage,
  }),
  /** Toggles the viewer's save. */
  save: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/posts/:id/save',
    auth: 'required',
    params: postIdParams,
    response: okMessage.extend({ isSaved: z.boolean() }),
  }),
  comments: defineRoute({
    method: 'GET',
    path: '/api/outfits-feed/posts/:id/comments',
    auth: 'required',
    params: postIdParams,
    response: z.object({ success: z.literal(true), comments: z.array(commentSchema) }),
  }),
  comment: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/posts/:id/comments',
    auth: 'required',
    params: postIdParams,
    body: z.object({ text: z.string({ error: FEED_TEXT.commentRequired }).max(COMMENT_MAX * 4, { error: FEED_TEXT.commentTooLong }) }),
    response: okMessage.extend({ comment: commentSchema, commentCount: z.number().int() }),
  }),
  removeComment: defineRoute({
    method: 'DELETE',
    path: '/api/outfits-feed/comments/:id',
    auth: 'required',
    params: idParams,
    response: okMessage.extend({ commentCount: z.number().int() }),
  }),
  /** Coins from the viewer to the post's creator through the ledger; Idempotency-Key. */
  tip: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/posts/:id/tips',
    auth: 'required',
    params: postIdParams,
    body: z.object({
      amount: z
        .number({ error: FEED_TEXT.tipAmountInvalid })
        .int({ error: FEED_TEXT.tipAmountInvalid })
        .min(1, { error: FEED_TEXT.tipAmountInvalid })
        .max(TIP_MAX, { error: FEED_TEXT.tipTooLarge }),
    }),
    response: balancesAnswer.extend({ tipCount: z.number().int(), tipTotal: z.number().int() }),
  }),
  /** The viewer's own uploads with their review state (Upload Status), newest first. */
  uploads: defineRoute({
    method: 'GET',
    path: '/api/outfits-feed/uploads',
    auth: 'required',
    response: z.object({ success: z.literal(true), uploads: z.array(uploadEntrySchema) }),
  }),
  /** Moderators: pending uploads, oldest first. */
  reviewQueue: defineRoute({
    method: 'GET',
    path: '/api/outfits-feed/moderation/uploads',
    auth: 'required',
    role: 'moderator',
    response: z.object({ success: z.literal(true), uploads: z.array(reviewEntrySchema) }),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/moderation/uploads/:id/approve',
    auth: 'required',
    role: 'moderator',
    params: idParams,
    response: okMessage.extend({ postStatus: z.enum(POST_STATUSES) }),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/outfits-feed/moderation/uploads/:id/reject',
    auth: 'required',
    role: 'moderator',
    params: idParams,
    body: z.object({
      reason: z
        .string({ error: FEED_TEXT.rejectReasonRequired })
        .trim()
        .min(1, { error: FEED_TEXT.rejectReasonRequired })
        .max(REJECT_REASON_MAX, { error: FEED_TEXT.rejectReasonTooLong }),
    }),
    response: okMessage.extend({ postStatus: z.enum(POST_STATUSES) }),
  }),
};

/** An uploaded image's picture (GET; the viewer must be allowed to see its post, or moderate). */
export const feedUploadImagePath = (id: string) => `/api/outfits-feed/uploads/${id}/image`;
