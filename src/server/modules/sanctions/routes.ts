import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sanctionRoutes } from '@common/api/routes/sanctions';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { NotFound } from '../../errors';
import { registerRoute } from '../../http/route';
import { users } from '../users/schema';
import { presentSanction } from './present';
import { markWarningsSeen, ownStanding } from './read';
import { imposeSanction, liftSanction } from './service';
import { sanctionTransaction } from './transaction';

/**
 * Staff impose and lift sanctions (role: moderator on the contract; the sanctions policy
 * decides the rest inside the service); players read their own standing.
 */
export function sanctionsModule(app: FastifyInstance): void {
  registerRoute(app, sanctionRoutes.impose, async ({ ctx, auth, body }) => {
    const [target] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${body.username})`);
    if (!target) throw new NotFound(SANCTION_TEXT.noSuchPlayer(body.username));
    const done = await sanctionTransaction(ctx, (tx) =>
      imposeSanction(ctx, tx, { userId: target.id, kind: body.kind, hours: body.hours ?? null, reason: body.reason, actorId: auth.user.id }),
    );
    return {
      success: true,
      message: SANCTION_TEXT.imposed(body.kind, done.username),
      sanction: presentSanction(done.sanction, new Date(), { createdBy: auth.user.username, liftedBy: null }),
      standing: done.standing,
    };
  });

  registerRoute(app, sanctionRoutes.lift, async ({ ctx, auth, params, body }) => {
    const done = await sanctionTransaction(ctx, (tx) => liftSanction(ctx, tx, { sanctionId: params.id, actorId: auth.user.id, reason: body.reason }));
    return {
      success: true,
      message: SANCTION_TEXT.lifted(done.sanction.kind),
      sanction: presentSanction(done.sanction, new Date(), false),
      standing: done.standing,
    };
  });

  registerRoute(app, sanctionRoutes.mine, async ({ ctx, auth }) => ({ success: true as const, ...(await ownStanding(ctx, auth.user)) }));

  registerRoute(app, sanctionRoutes.seen, async ({ ctx, auth, body }) => {
    await markWarningsSeen(ctx, auth.user.id, body.ids);
    return { success: true, message: SANCTION_TEXT.warningsSeen };
  });
}
