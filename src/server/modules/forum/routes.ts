import type { FastifyInstance } from 'fastify';
import { forumRoutes } from '@common/api/routes/forum';
import { FORUM_TEXT } from '@common/forum/texts';
import { registerRoute } from '../../http/route';
import { forumCache } from './cache';
import { viewerOf } from './policy';
import { listPosts } from './list';
import { createPost, editPost, postDetail, quickInfo } from './posts';
import { addReply, editReply } from './replies';
import { tipPost, tipReply } from './tips';
import { toggleNsfwVote } from './votes';

/** The forums (social-core §7, issue 11). Moderators' acts are moderation-*.ts here; their routes are the moderation module's. */
export function forumModule(app: FastifyInstance): void {
  // The hot reads: the session and, while change notices are heard, the answer from memory
  // (cache.ts). They show the viewer's id and role only, never balances (policy.ts viewerOf).
  const hot = { cachedSession: true, showsBalances: false, memoQuery: true };
  // Not async: a kept page is answered without a promise (see http/route.ts).
  registerRoute(
    app,
    forumRoutes.list,
    ({ ctx, auth, params, query }) => {
      const viewer = viewerOf(auth.user);
      const opts = { category: params.category, ...query };
      const cache = forumCache(ctx);
      if (!cache) return listPosts(ctx, viewer, opts).then((page) => ({ success: true as const, ...page }));
      return cache.list(viewer, opts);
    },
    hot,
  );

  registerRoute(
    app,
    forumRoutes.post,
    ({ ctx, auth, params, query }) => {
      const viewer = viewerOf(auth.user);
      const cache = forumCache(ctx);
      if (!cache) return postDetail(ctx, viewer, params.id, query.repliesPage, query.repliesLimit);
      return cache.detail(viewer, params.id, query.repliesPage, query.repliesLimit);
    },
    hot,
  );

  registerRoute(app, forumRoutes.quickInfo, async ({ ctx, auth, params }) => quickInfo(ctx, viewerOf(auth.user), params.id), hot);

  registerRoute(app, forumRoutes.create, async ({ ctx, auth, req, body }) => ({
    success: true,
    message: FORUM_TEXT.posted,
    ...(await createPost(ctx, req, auth.user, body)),
  }));

  registerRoute(app, forumRoutes.edit, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: FORUM_TEXT.postEdited,
    lastEdited: await editPost(ctx, auth.user, params.id, body.message),
  }));

  registerRoute(app, forumRoutes.tip, async ({ ctx, auth, params }) => ({ success: true, ...(await tipPost(ctx, auth.user, params.id)) }));

  registerRoute(app, forumRoutes.reply, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: FORUM_TEXT.replied,
    ...(await addReply(ctx, auth.user, params.id, body.message)),
  }));

  registerRoute(app, forumRoutes.editReply, async ({ ctx, auth, params, body }) => ({
    success: true,
    message: FORUM_TEXT.replyEdited,
    lastEdited: await editReply(ctx, auth.user, params.id, params.replyId, body.message),
  }));

  registerRoute(app, forumRoutes.tipReply, async ({ ctx, auth, params }) => ({ success: true, ...(await tipReply(ctx, auth.user, params.id, params.replyId)) }));

  registerRoute(app, forumRoutes.nsfw, async ({ ctx, auth, params }) => ({ success: true, ...(await toggleNsfwVote(ctx, auth.user, params.id)) }));
}
