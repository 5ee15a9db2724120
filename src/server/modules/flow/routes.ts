import type { FastifyInstance } from 'fastify';
import { flowRoutes } from '@common/api/routes/flow';
import { FLOW_TEXT, isFlowMultiplier } from '@common/games/flow';
import { Invalid } from '../../errors';
import { registerRoute } from '../../http/route';
import { buyMultiplier, flowState, newGame } from './service';

/** FLOW over HTTP (avatar-economy §7): the player's state, a new game, multipliers. Swaps go over the socket. */
export function flowModule(app: FastifyInstance): void {
  registerRoute(app, flowRoutes.state, async ({ ctx, auth }) => flowState(ctx, auth.user.id));

  registerRoute(app, flowRoutes.newGame, async ({ ctx, auth }) => ({ success: true as const, message: FLOW_TEXT.gameStarted, game: await newGame(ctx, auth.user.id) }));

  registerRoute(app, flowRoutes.multiplier, async ({ ctx, auth, req, params }) => {
    const n = Number(params.n);
    if (!isFlowMultiplier(n) || String(n) !== params.n) throw new Invalid(FLOW_TEXT.badMultiplier);
    const bought = await buyMultiplier(ctx, req, auth.user.id, n);
    return { success: true as const, message: FLOW_TEXT.multiplierBought(n), ...bought };
  });
}
