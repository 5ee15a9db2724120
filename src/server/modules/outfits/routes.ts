import type { FastifyInstance } from 'fastify';
import { outfitRoutes } from '@common/api/routes/outfits';
import { OUTFIT_TEXT } from '@common/economy/outfits';
import { registerRoute } from '../../http/route';
import { createOutfit, deleteOutfit, listOutfits, wearOutfit } from './service';

export function outfitsModule(app: FastifyInstance): void {
  registerRoute(app, outfitRoutes.create, async ({ ctx, auth, body }) => ({
    success: true,
    message: OUTFIT_TEXT.saved,
    ...(await createOutfit(ctx, auth.user.id, body.name)),
  }));

  registerRoute(app, outfitRoutes.list, async ({ ctx, auth }) => listOutfits(ctx, auth.user.id));

  registerRoute(app, outfitRoutes.wear, async ({ ctx, auth, params }) => ({ success: true, ...(await wearOutfit(ctx, auth.user.id, params.id)) }));

  registerRoute(app, outfitRoutes.remove, async ({ ctx, auth, params }) => {
    await deleteOutfit(ctx, auth.user.id, params.id);
    return { success: true, message: OUTFIT_TEXT.deleted };
  });
}
