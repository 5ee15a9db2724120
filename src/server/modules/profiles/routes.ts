import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@common/api/routes/profile';
import { PROFILE_TEXT } from '@common/social/texts';
import { registerRoute } from '../../http/route';
import { addComment, addReply, commentsOn, deleteComment } from './comments';
import { setBio, setBioColor, setLocation, setNameColor, setNametag } from './edits';
import { setMatch } from './match';
import { profileOf, quickActionOf } from './profile';

/** Profiles (social-core §7): the profile and its popup, comments, edits and heart (Block: users/routes.ts). */
export function profilesModule(app: FastifyInstance): void {
  registerRoute(app, profileRoutes.profile, ({ ctx, auth, params }) => profileOf(ctx, auth.user.id, params.username));
  registerRoute(app, profileRoutes.quickAction, ({ ctx, auth, params }) => quickActionOf(ctx, auth.user.id, params.username));

  registerRoute(app, profileRoutes.comments, ({ ctx, params }) => commentsOn(ctx, params.username));
  registerRoute(app, profileRoutes.comment, async ({ ctx, auth, params, body }) => {
    const row = await addComment(ctx, auth.user, params.username, body.comment);
    return { success: true, message: PROFILE_TEXT.commentPosted, id: row.id, createdAt: row.createdAt.toISOString() };
  });
  registerRoute(app, profileRoutes.reply, async ({ ctx, auth, params, body }) => {
    const row = await addReply(ctx, auth.user, params.id, body.reply);
    return { success: true, message: PROFILE_TEXT.replyPosted, id: row.id, createdAt: row.createdAt.toISOString() };
  });
  registerRoute(app, profileRoutes.deleteComment, async ({ ctx, auth, params }) => {
    await deleteComment(ctx, auth.user, params.id);
    return { success: true, message: PROFILE_TEXT.commentDeleted };
  });

  registerRoute(app, profileRoutes.bio, async ({ ctx, auth, body }) => {
    await setBio(ctx, auth.user.id, body.bio);
    return { success: true, message: PROFILE_TEXT.bioSaved };
  });
  registerRoute(app, profileRoutes.location, async ({ ctx, auth, body }) => {
    await setLocation(ctx, auth.user.id, body.location);
    return { success: true, message: PROFILE_TEXT.locationSaved };
  });
  registerRoute(app, profileRoutes.bioColor, async ({ ctx, auth, body }) => {
    await setBioColor(ctx, auth.user.id, body.bioColor);
    return { success: true, message: PROFILE_TEXT.bioColorSaved };
  });
  registerRoute(app, profileRoutes.nameColor, async ({ ctx, auth, body }) => {
    await setNameColor(ctx, auth.user, body.nameColor);
    return { success: true, message: PROFILE_TEXT.nameColorSaved };
  });
  registerRoute(app, profileRoutes.nametag, async ({ ctx, auth, body }) => {
    await setNametag(ctx, auth.user, body.nametag);
    return { success: true, message: body.nametag === '' ? PROFILE_TEXT.nametagCleared : PROFILE_TEXT.nametagSaved };
  });

  registerRoute(app, profileRoutes.match, async ({ ctx, auth, params }) => ({
    success: true,
    message: await setMatch(ctx, auth.user.id, params.username, params.flag),
  }));
}
