import type { FastifyInstance } from 'fastify';
import { count, ne } from 'drizzle-orm';
import { statusRoutes } from '@common/api/routes/status';
import { registerRoute } from '../../http/route';
import { SOCIAL_KINDS, SOCIAL_LABELS, type SocialKind } from '@common/social';
import type { Config } from '../../config';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { users } from '../users/schema';

const SOCIAL_URL: Record<SocialKind, keyof Config> = {
  community: 'SOCIAL_COMMUNITY_URL',
  photos: 'SOCIAL_PHOTOS_URL',
  network: 'SOCIAL_NETWORK_URL',
};

export function statusModule(app: FastifyInstance): void {
  registerRoute(app, statusRoutes.status, async ({ ctx }) => {
    // Every account is a player except the product's own system sender (mail/system.ts).
    const [row] = await ctx.db.select({ n: count() }).from(users).where(ne(users.id, SYSTEM_SENDER_ID));
    return { success: true, onlinePlayerCount: await ctx.presence.count(), playerCount: row?.n ?? 0 };
  });

  registerRoute(app, statusRoutes.site, async ({ ctx }) => ({
    success: true as const,
    socialLinks: SOCIAL_KINDS.flatMap((kind) => {
      const url = ctx.config[SOCIAL_URL[kind]];
      return typeof url === 'string' ? [{ kind, label: SOCIAL_LABELS[kind], url }] : [];
    }),
  }));
}
