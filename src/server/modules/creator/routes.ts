import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INT4_MAX } from '@common/api/params';
import { creatorRoutes, reviewPreviewRoute, SUBMISSION_IMAGE_PATH } from '@common/api/routes/creator';
import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import { spendRateLimit } from '../../http/limiter';
import { registerMultipartRoute } from '../../http/multipart';
import { registerRoute } from '../../http/route';
import { Invalid, NotFound, Unauthorized } from '../../errors';
import { assertRole } from '../auth/roles';
import { authenticateAllowingCookie } from '../auth/sessions';
import { readSubmissionFile } from './files';
import { checkPng } from './png';
import { previewOnBody, previewOnPlayer } from './preview';
import { approvedSubmissions, approveSubmission, pendingSubmissions, rejectSubmission, withdrawSubmission } from './review';
import { assertUnderPendingCap, changeableSubmission, createSubmission, editSubmission, listOwnSubmissions, removeSubmission, visibleSubmission } from './service';

/** Compositions (player previews and review sheets) one player may ask for per minute. */
const PREVIEW_LIMIT = { points: 30, duration: 60 };

/** Creator submissions (avatar-economy §7) and the moderators' review queue (issue 13 §2). */
export function creatorModule(app: FastifyInstance): void {
  const ctx = app.ctx;

  const limitPreviews = (userId: string) => spendRateLimit(ctx, 'creator-preview', PREVIEW_LIMIT, userId, SUBMISSION_TEXT.tooManyPreviews);

  registerRoute(app, creatorRoutes.list, async ({ auth }) => listOwnSubmissions(ctx, auth.user));

  // Uploads are refused before their bytes are read (beforeBody), where the answer needs no
  // file: past the pending cap, somebody else's or a decided submission, too many previews.
  registerMultipartRoute(
    app,
    creatorRoutes.create,
    async ({ auth, fields, files }) => ({
      success: true,
      message: SUBMISSION_TEXT.created,
      submission: await createSubmission(ctx, auth.user, fields, files),
    }),
    { beforeBody: ({ auth }) => assertUnderPendingCap(ctx.db, auth.user.id) },
  );

  registerMultipartRoute(
    app,
    creatorRoutes.edit,
    async ({ auth, params, fields, files }) => ({
      success: true,
      message: SUBMISSION_TEXT.updated,
      submission: await editSubmission(ctx, auth.user, params.id, fields, files),
    }),
    { beforeBody: async ({ auth, params }) => void (await changeableSubmission(ctx.db, auth.user, params.id)) },
  );

  registerRoute(app, creatorRoutes.remove, async ({ auth, params }) => {
    await removeSubmission(ctx, auth.user, params.id);
    return { success: true, message: SUBMISSION_TEXT.removed };
  });

  registerMultipartRoute(
    app,
    creatorRoutes.preview,
    async ({ auth, fields, files }) => {
      let sprite: Buffer;
      if (files.image) sprite = await checkPng(files.image, 'image');
      else if (fields.submissionId) {
        const { row } = await visibleSubmission(ctx, auth.user, fields.submissionId);
        const stored = await readSubmissionFile(ctx.config, row, 'image');
        if (!stored) throw new NotFound(row.status === 'rejected' ? SUBMISSION_TEXT.filesDeleted : SUBMISSION_TEXT.notFound);
        sprite = stored;
      } else throw new Invalid(SUBMISSION_TEXT.needImage, 'image');
      const sheet = await previewOnPlayer(ctx, auth.user, fields.category, sprite);
      return { success: true, message: 'Preview ready', sheet: `data:image/png;base64,${sheet.toString('base64')}` };
    },
    { beforeBody: ({ auth }) => limitPreviews(auth.user.id) },
  );

  // A submission's files: the owner and moderators see them (cookie or x-session-key); to
  // anyone else the submission does not exist. Private and revalidated, never shared caches.
  app.get<{ Params: { id: string; file: string } }>(SUBMISSION_IMAGE_PATH, async (req, reply) => {
    const auth = await authenticateAllowingCookie(ctx, req);
    if (!auth) throw new Unauthorized();
    const m = /^(image|thumbnail)\.png$/.exec(req.params.file);
    const id = Number(req.params.id);
    if (!m || !Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw new NotFound(SUBMISSION_TEXT.notFound);
    const { row } = await visibleSubmission(ctx, auth.user, id);
    const buf = await readSubmissionFile(ctx.config, row, m[1] as 'image' | 'thumbnail');
    if (!buf) throw new NotFound(SUBMISSION_TEXT.notFound);
    return sendPrivatePng(req, reply, buf);
  });

  registerRoute(app, creatorRoutes.reviewList, async ({ auth, query }) => ({
    success: true as const,
    submissions: query.status === 'approved' ? await approvedSubmissions(ctx) : await pendingSubmissions(ctx, auth.user),
  }));

  // The sprite on the default character of one body, all six views (a 2550x850 PNG sheet).
  // An <img> of the review queue loads it, so it takes the cookie too (a read; sessions.ts).
  // Its role is declared with its path (reviewPreviewRoute); the rate limit comes before the
  // sprite is read and composed.
  app.get<{ Params: { id: string; file: string } }>(reviewPreviewRoute.path, async (req, reply) => {
    const auth = await authenticateAllowingCookie(ctx, req);
    assertRole(auth, reviewPreviewRoute.role);
    const m = /^(male|female)\.png$/.exec(req.params.file);
    const id = Number(req.params.id);
    if (!m || !Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw new NotFound(SUBMISSION_TEXT.notFound);
    const { row } = await visibleSubmission(ctx, auth!.user, id);
    await limitPreviews(auth!.user.id);
    const sprite = await readSubmissionFile(ctx.config, row, 'image');
    if (!sprite) throw new NotFound(SUBMISSION_TEXT.notFound);
    return sendPrivatePng(req, reply, await previewOnBody(ctx, m[1] === 'male', row.category, sprite));
  });

  registerRoute(app, creatorRoutes.approve, async ({ auth, params, body }) => {
    const { submission, itemId } = await approveSubmission(ctx, auth.user, params.id, body);
    return { success: true, message: REVIEW_TEXT.approved(submission.name), submission, itemId };
  });

  registerRoute(app, creatorRoutes.reject, async ({ auth, params, body }) => {
    const submission = await rejectSubmission(ctx, auth.user, params.id, body);
    return { success: true, message: REVIEW_TEXT.rejected, submission };
  });

  registerRoute(app, creatorRoutes.withdraw, async ({ auth, params, body }) => {
    const submission = await withdrawSubmission(ctx, auth.user, params.id, body.reason);
    return { success: true, message: REVIEW_TEXT.withdrawn(submission.name), submission };
  });
}

function sendPrivatePng(_req: FastifyRequest, reply: FastifyReply, buf: Buffer) {
  return reply.header('content-type', 'image/png').header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').send(buf);
}
