import type { FastifyInstance } from 'fastify';
import { wordsRoutes } from '@common/api/routes/words';
import { registerRoute } from '../../http/route';
import { addWord, listWords, removeWord } from './service';

/** The word filter's list, for admins only (each route's `role`: moderators and players get 403). */
export function wordsModule(app: FastifyInstance): void {
  registerRoute(app, wordsRoutes.list, async ({ ctx }) => ({ success: true as const, ...(await listWords(ctx)) }));

  registerRoute(app, wordsRoutes.add, async ({ ctx, auth, body }) => ({ success: true, ...(await addWord(ctx, auth.user.id, body)) }));

  registerRoute(app, wordsRoutes.remove, async ({ ctx, auth, params }) => ({ success: true, message: await removeWord(ctx, auth.user.id, params.id) }));
}
