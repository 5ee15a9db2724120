import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import { FLOW_CELLS, FLOW_KINDS } from '../../games/flow/constants';
import { defineRoute } from '../contract';

/** A FLOW game as the server keeps it (FlowGameState of src/common/games/flow). */
export const flowGameStateSchema = z.object({
  board: z.array(z.number().int().min(0).max(FLOW_KINDS - 1)).length(FLOW_CELLS),
  rng: z.number().int().min(0).max(0xffffffff),
  score: z.number().int().min(0),
  moves: z.number().int().min(0),
});
export const flowGameSchema = z.object({ id: z.string(), state: flowGameStateSchema });
export type FlowGame = z.infer<typeof flowGameSchema>;

/** The active multiplier: its factor and when it ends, in ms on the server's clock. */
export const flowMultiplierSchema = z.object({ factor: z.union([z.literal(2), z.literal(7)]), endsAt: z.number().int() });
export type FlowMultiplierState = z.infer<typeof flowMultiplierSchema>;

export const flowStateSchema = z.object({
  success: z.literal(true),
  highScore: z.number().int(),
  largestCombo: z.number().int(),
  honor: z.number().int(),
  multiplier: flowMultiplierSchema.nullable(),
  /** The server's clock when it answered: the dialog counts the multiplier down from it. */
  serverTime: z.number().int(),
  /** The live game to resume, if any. */
  game: flowGameSchema.nullable(),
});
export type FlowStateResponse = z.infer<typeof flowStateSchema>;

export const flowRoutes = {
  /** The player's FLOW: high score, active multiplier and its end, the live game. */
  state: defineRoute({ method: 'GET', path: '/api/flow/state', auth: 'required', response: flowStateSchema }),
  /** Deals a new seed and replaces the live game (one per player). */
  newGame: defineRoute({
    method: 'POST',
    path: '/api/flow/game',
    auth: 'required',
    response: z.object({ success: z.literal(true), message: z.string(), game: flowGameSchema }),
  }),
  /** n is 2 (5 gems) or 7 (15 gems); refused while one is active. Accepts an Idempotency-Key. */
  multiplier: defineRoute({
    method: 'POST',
    path: '/api/flow/multiplier/:n',
    auth: 'required',
    params: z.object({ n: z.string().max(16) }),
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      balances: balancesSchema,
      multiplier: flowMultiplierSchema,
      serverTime: z.number().int(),
    }),
  }),
};
