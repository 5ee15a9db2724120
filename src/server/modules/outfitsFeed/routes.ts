import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CREATE_POST_FIELD, createPostFields, outfitsFeedRoutes as r } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, UPLOAD_MAX_BYTES } from '@common/outfitsFeed/limits';
import { invalidFromZod, registerRoute } from '../../http/route';
import { Invalid, TooLarge } from '../../errors';
import { refuseNul } from '../../http/input';
import { authenticateAllowingCookie } from '../auth/sessions';
import { sendImage } from '../cdn/files';
import { approveUpload, ownUploads, rejectUpload, reviewQueue, uploadImage } from './moderation';
import { assertCanPayPostFee, createPost, deletePost, getPost, listPosts, updatePost, type ReceivedFile } from './posts';
import { addComment, listComments, removeComment, tipPost, toggleSave } from './social';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outfits post feed (avatar-economy §2-§5) under /api/outfits-feed. */
export async function outfitsFeedModule(app: FastifyInstance): Promise<void> {
  registerRoute(app, r.list, async ({ ctx, auth, query }) => ({ success: true as const, ...(await listPosts(ctx, auth.user.id, query)) }));
  registerRoute(app, r.get, async ({ ctx, auth, params }) => ({ success: true as const, post: await getPost(ctx, auth.user, params.id) }));
  registerRoute(app, r.update, async ({ ctx, auth, params, body }) => ({ success: true, message: FEED_TEXT.updated, post: await updatePost(ctx, auth.user, params.id, body) }));
  registerRoute(app, r.remove, async ({ ctx, auth, params }) => {
    await deletePost(ctx, auth.user, params.id);
    return { success: true, message: FEED_TEXT.deleted };
  });
  registerRoute(app, r.save, async ({ ctx, auth, params }) => {
    const isSaved = await toggleSave(ctx, auth.user, params.id);
    return { success: true, message: isSaved ? FEED_TEXT.saved : FEED_TEXT.unsaved, isSaved };
  });
  registerRoute(app, r.comments, async ({ ctx, auth, params }) => ({ success: true as const, comments: await listComments(ctx, auth.user, params.id) }));
  registerRoute(app, r.comment, async ({ ctx, auth, params, body }) => ({ success: true, message: FEED_TEXT.commentPosted, ...(await addComment(ctx, auth.user, params.id, body.text)) }));
  registerRoute(app, r.removeComment, async ({ ctx, auth, params }) => ({ success: true, message: FEED_TEXT.commentDeleted, commentCount: await removeComment(ctx, auth.user, params.id) }));
  registerRoute(app, r.tip, async ({ ctx, auth, params, body, req }) => {
    const { creator, ...rest } = await tipPost(ctx, req, auth.user, params.id, body.amount);
    return { success: true, message: FEED_TEXT.tipSent(body.amount, creator), ...rest };
  });
  registerRoute(app, r.uploads, async ({ ctx, auth }) => ({ success: true as const, uploads: await ownUploads(ctx, auth.user.id) }));
  registerRoute(app, r.reviewQueue, async ({ ctx, auth }) => ({ success: true as const, uploads: await reviewQueue(ctx, auth.user) }));
  registerRoute(app, r.approve, async ({ ctx, auth, params }) => ({ success: true, message: FEED_TEXT.approved, postStatus: await approveUpload(ctx, auth.user, params.id) }));
  registerRoute(app, r.reject, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: FEED_TEXT.rejected,
    postStatus: await rejectUpload(ctx, auth.user, params.id, body.reason),
  }));

  // An uploaded image, for whoever may see it (see uploadImage); the bytes never change. An
  // <img> loads it, so it takes the session cookie too (a read; sessions.ts).
  app.get<{ Params: { id: string } }>('/api/outfits-feed/uploads/:id/image', async (req, reply) => {
    const auth = await authenticateAllowingCookie(app.ctx, req);
    const found = UUID.test(req.params.id) ? await uploadImage(app.ctx, auth?.user ?? null, req.params.id) : null;
    if (!found) return reply.status(404).send({ success: false, message: FEED_TEXT.uploadNotFound });
    return sendImage(req, reply, found.data, `"${req.params.id}"`, found.contentType, 'private, no-cache');
  });

  // Creating a post reads multipart (the post's fields as JSON plus a file per uploaded slot)
  // or plain JSON for a post of outfits only. Multipart is registered in this scope alone,
  // unless the app already has it.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 4, fieldSize: 16 * 1024, parts: 8, headerPairs: 100 } });
    }
    registerRoute(scope, r.create, async ({ ctx, auth, req }) => {
      // No gem, no post: refused before up to three images are read and decoded.
      await assertCanPayPostFee(ctx, req, auth.user);
      const { fields, files } = await readCreateRequest(req);
      const { post, balances } = await createPost(ctx, req, auth.user, fields, files);
      return { success: true, message: post.status === 'published' ? FEED_TEXT.createdPublished : FEED_TEXT.created, post, balances };
    });
  });
}

async function readCreateRequest(req: FastifyRequest) {
  let raw: unknown;
  const files = new Map<string, ReceivedFile>();
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (/^slot[0-2]$/.test(part.fieldname)) files.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data });
        } else if (part.fieldname === CREATE_POST_FIELD) {
          raw = part.value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(FEED_TEXT.uploadTooLarge);
      if (code.startsWith('FST_')) throw new Invalid((err as Error).message);
      throw err;
    }
  } else {
    raw = (req.body as Record<string, unknown> | undefined)?.[CREATE_POST_FIELD] ?? req.body;
  }
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Invalid(FEED_TEXT.fillAllSlots);
    }
  }
  refuseNul(value); // the post's fields came as a form field, past app.ts's check
  const parsed = createPostFields.safeParse(value ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error);
  return { fields: parsed.data, files };
}
