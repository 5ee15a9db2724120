import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@common/api/routes/profile';
import { registerRoute } from '../../http/route';
import { townBlockChanged } from '../../world';
import { setBlocked } from './blocks';
import { nameOf } from './players';

/** The users module's route: a profile's Block button (social-core §7's path, under /api/profile). */
export function usersModule(app: FastifyInstance): void {
  registerRoute(app, profileRoutes.block, async ({ ctx, auth, params }) => {
    const { other, ...answer } = await setBlocked(ctx, auth.user, params.username, params.flag);
    // The town stops (or resumes) carrying the other's chat to the blocker at once.
    townBlockChanged(ctx, nameOf(auth.user), other, params.flag);
    return { success: true, ...answer };
  });
}
