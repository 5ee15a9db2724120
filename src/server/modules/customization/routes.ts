import type { FastifyInstance } from 'fastify';
import { customizationRoutes } from '@common/api/routes/customization';
import { CUSTOMIZATION_TEXT } from '@common/avatar/customization';
import { registerRoute } from '../../http/route';
import { customizationByUsername, setSize, setSkinTone } from './service';

export function customizationModule(app: FastifyInstance): void {
  registerRoute(app, customizationRoutes.profile, async ({ ctx, params }) => {
    const { customization, look } = await customizationByUsername(ctx, params.username);
    return { success: true as const, look, ...customization };
  });

  registerRoute(app, customizationRoutes.skinTone, async ({ ctx, auth, body }) => {
    await setSkinTone(ctx, auth.user.id, body.skinTone);
    return { success: true, message: CUSTOMIZATION_TEXT.skinToneSaved };
  });

  registerRoute(app, customizationRoutes.size, async ({ ctx, auth, body }) => {
    await setSize(ctx, auth.user.id, body);
    return { success: true, message: CUSTOMIZATION_TEXT.sizeSaved };
  });
}
