import { z } from 'zod';
import { SUBMISSION_TEXT, REVIEW_TEXT } from '../../creator/texts';
import {
  ITEM_DESCRIPTION_MAX,
  REJECT_REASON_MAX,
  SUBMISSION_GENDERS,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_NAME_MAX,
  SUBMISSION_THUMBNAIL_MAX_BYTES,
  submissionSchema,
  WITHDRAW_REASON_MAX,
} from '../../creator/submission';
import { isCategoryId } from '../../avatar/categories';
import { defineMultipartRoute, defineRoute, okMessage, type RouteDef } from '../contract';
import { intIdParam, intParams } from '../params';

/**
 * Creator submissions (avatar-economy §7 `/game-api/creator/submission` rows) and the
 * moderators' review queue (issue 13 §2).
 *
 * HOW THE WEB CLIENT CALLS THE MULTIPART ROUTES (create, edit, preview): build the body with
 * `multipartBody(route.multipart, fields, files)` from ../contract and pass it to `call()`:
 *
 *   call(creatorRoutes.create, { body: multipartBody(creatorRoutes.create.multipart,
 *     { gender: 'male', category: 10, name: 'Red Hoodie' }, { image: spriteBlob, thumbnail: thumbBlob }) })
 *   call(creatorRoutes.edit, { params: { id }, body: multipartBody(creatorRoutes.edit.multipart,
 *     { gender, category, name }, { image?, thumbnail? }) })        // files optional when editing
 *   call(creatorRoutes.preview, { body: multipartBody(creatorRoutes.preview.multipart,
 *     { category: 10 }, { image: spriteBlob }) })                    // or { category, submissionId } and no file
 *
 * Fields are strings on the wire (FormData); the server coerces numbers. Files are PNG blobs
 * (any file name). Refusals answer 400 {success:false, message} with the texts of
 * SUBMISSION_TEXT (one per way an upload can be wrong), and store nothing.
 *
 * Images are plain GET URLs for <img> (the session cookie authenticates them):
 * a submission's `imageUrl` and `thumbnailUrl` (owner and moderators only), and for
 * moderators `reviewPreviewUrl(id, 'male' | 'female')`, the sprite worn by the default
 * character of that body in all six views (a 2550x850 PNG sheet; cut columns of 425x850 with
 * columnOfView from @common/avatar/views).
 */

const submissionId = intParams(SUBMISSION_TEXT.notFound);

/** A category id; an empty form field is missing (not category 0, which is hair). */
const categoryField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: SUBMISSION_TEXT.needFields }).int({ error: SUBMISSION_TEXT.badCategory }).refine(isCategoryId, { error: SUBMISSION_TEXT.badCategory }),
);

/** The text fields of create and edit (all required, as the drawer's checks say). */
export const submissionFieldsSchema = z.object({
  gender: z.enum(SUBMISSION_GENDERS, { error: SUBMISSION_TEXT.needFields }),
  category: categoryField,
  name: z
    .string({ error: SUBMISSION_TEXT.needFields })
    .trim()
    .min(1, { error: SUBMISSION_TEXT.needFields })
    .max(SUBMISSION_NAME_MAX, { error: SUBMISSION_TEXT.nameTooLong }),
});
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

const submissionFiles = {
  image: { maxBytes: SUBMISSION_IMAGE_MAX_BYTES, tooBig: SUBMISSION_TEXT.imageTooBig },
  thumbnail: { maxBytes: SUBMISSION_THUMBNAIL_MAX_BYTES, tooBig: SUBMISSION_TEXT.thumbnailTooBig },
};

const submissionAnswer = okMessage.extend({ submission: submissionSchema });

/** Where a pending submission's images are served (owner and moderators). `v` busts caches after an edit. */
export const submissionImageUrl = (id: number, file: 'image' | 'thumbnail', version: number) =>
  `/game-api/creator/submission/${id}/${file}.png?v=${version}`;
export const SUBMISSION_IMAGE_PATH = '/game-api/creator/submission/:id/:file';

/** The moderators' six-view preview of a submission on one body (PNG sheet); `revision` busts caches after an edit. */
export const reviewPreviewUrl = (id: number, body: 'male' | 'female', revision: number) => `/api/creator/review/${id}/preview/${body}.png?v=${revision}`;
export const REVIEW_PREVIEW_PATH = '/api/creator/review/:id/preview/:file';
/**
 * The preview is a PNG for <img>, registered as a plain GET (not a JSON route of the
 * contract); its role is declared here all the same, and checked by the same function as
 * every route's `role` (auth/roles.ts assertRole).
 */
export const reviewPreviewRoute = { method: 'GET', path: REVIEW_PREVIEW_PATH, auth: 'required', role: 'moderator' } as const satisfies Pick<RouteDef, 'method' | 'path' | 'auth' | 'role'>;

const rarity = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const price = z.number().int().min(0).max(10_000_000);

/** The revision the moderator looked at (Submission.revision): a decision on an older one is refused (409). */
const seenRevision = z.number({ error: REVIEW_TEXT.revisionRequired }).int({ error: REVIEW_TEXT.revisionRequired }).positive({ error: REVIEW_TEXT.revisionRequired });

export const approveBodySchema = z
  .object({
    revision: seenRevision,
    name: z.string({ error: REVIEW_TEXT.nameRequired }).trim().min(1, { error: REVIEW_TEXT.nameRequired }).max(SUBMISSION_NAME_MAX, { error: SUBMISSION_TEXT.nameTooLong }),
    category: categoryField,
    rarity,
    costCoins: price,
    costGems: price,
    description: z.string().trim().max(ITEM_DESCRIPTION_MAX).optional(),
    /** Copies for sale; omitted or null is unlimited. */
    quantity: z.number().int().positive().max(1_000_000).nullable().optional(),
  })
  .refine((b) => b.costCoins + b.costGems > 0, { error: REVIEW_TEXT.needPrice, path: ['costCoins'] });
export type ApproveBody = z.infer<typeof approveBodySchema>;

export const rejectBodySchema = z.object({
  revision: seenRevision,
  reason: z.string({ error: REVIEW_TEXT.reasonRequired }).trim().min(1, { error: REVIEW_TEXT.reasonRequired }).max(REJECT_REASON_MAX, { error: REVIEW_TEXT.reasonTooLong }),
});

export const withdrawBodySchema = z.object({
  reason: z
    .string({ error: REVIEW_TEXT.withdrawReasonRequired })
    .trim()
    .min(1, { error: REVIEW_TEXT.withdrawReasonRequired })
    .max(WITHDRAW_REASON_MAX, { error: REVIEW_TEXT.reasonTooLong }),
});

/** Which list the review queue asks for: pending submissions (the default) or approved items. */
export const REVIEW_LISTS = ['pending', 'approved'] as const;
export type ReviewList = (typeof REVIEW_LISTS)[number];

export const creatorRoutes = {
  /** The player's own submissions, newest first (avatar-economy §7: a list). */
  list: defineRoute({
    method: 'GET',
    path: '/game-api/creator/submission',
    auth: 'required',
    response: z.array(submissionSchema),
  }),
  /** New submission: files image (2550x850 PNG) and thumbnail (PNG up to 512x512), all fields required. */
  create: defineMultipartRoute({
    method: 'POST',
    path: '/game-api/creator/submission',
    auth: 'required',
    multipart: { fields: submissionFieldsSchema, files: submissionFiles },
    response: submissionAnswer,
  }),
  /** Edit an own pending submission: same body as create; image and thumbnail optional. */
  edit: defineMultipartRoute({
    method: 'POST',
    path: '/game-api/creator/submission/:id',
    auth: 'required',
    params: submissionId,
    multipart: { fields: submissionFieldsSchema, files: submissionFiles },
    response: submissionAnswer,
  }),
  /** Deletes an own pending submission (row and files). */
  remove: defineRoute({
    method: 'POST',
    path: '/game-api/creator/submission/:id/remove',
    auth: 'required',
    params: submissionId,
    response: okMessage,
  }),
  /**
   * The upload worn by the player's own avatar in all six views, composed by the server and
   * stored nowhere: `sheet` is a data URL of the 2550x850 PNG (columns as in views.ts).
   * Send either the file `image` or the field `submissionId` (an own submission's sprite).
   */
  preview: defineMultipartRoute({
    method: 'POST',
    path: '/game-api/creator/preview',
    auth: 'required',
    multipart: {
      fields: z.object({ category: categoryField, submissionId: intIdParam(SUBMISSION_TEXT.notFound).optional() }),
      files: { image: { maxBytes: SUBMISSION_IMAGE_MAX_BYTES, tooBig: SUBMISSION_TEXT.imageTooBig } },
    },
    response: okMessage.extend({ sheet: z.string() }),
  }),

  /**
   * Moderators and admins: pending submissions, oldest first; with `status=approved`, the
   * approved items, newest decision first (for sale, or withdrawn with `withdrawnAt`).
   */
  reviewList: defineRoute({
    method: 'GET',
    path: '/api/creator/review',
    auth: 'required',
    role: 'moderator',
    query: z.object({ status: z.enum(REVIEW_LISTS).optional() }),
    response: z.object({ success: z.literal(true), submissions: z.array(submissionSchema) }),
  }),
  /** Makes the store item at once (credited to the submitter) and mails the creator. */
  approve: defineRoute({
    method: 'POST',
    path: '/api/creator/review/:id/approve',
    auth: 'required',
    role: 'moderator',
    params: submissionId,
    body: approveBodySchema,
    response: submissionAnswer.extend({ itemId: z.number().int() }),
  }),
  /**
   * Takes an approved item out of the store with a reason (mailed to the creator): no longer
   * for sale in any process; players who bought it keep it. 409 when not approved or already
   * withdrawn.
   */
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/creator/review/:id/withdraw',
    auth: 'required',
    role: 'moderator',
    params: submissionId,
    body: withdrawBodySchema,
    response: submissionAnswer,
  }),
  /** Rejects with a reason (mailed to the creator). */
  reject: defineRoute({
    method: 'POST',
    path: '/api/creator/review/:id/reject',
    auth: 'required',
    role: 'moderator',
    params: submissionId,
    body: rejectBodySchema,
    response: submissionAnswer,
  }),
};
