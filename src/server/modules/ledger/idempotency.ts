import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ECONOMY_TEXT, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_MS } from '@common/economy/currency';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { Conflict, Invalid } from '../../errors';
import { sessions } from '../auth/schema';
import type { Tx } from '../../db/client';
import { idempotencyKeys } from './schema';

/** A request's Idempotency-Key and the route (method and path) it was sent to. */
export interface Keyed {
  key: string;
  scope: string;
}

/**
 * Runs a spending action in one transaction. With an Idempotency-Key header the answer is
 * stored in that same transaction: a repeat with the same key and player (even one racing the
 * first) gets the first answer back and is charged nothing. Refusals are not stored (nothing
 * was charged), so a repeat after topping up may succeed.
 */
export async function spendOnce<R>(ctx: AppContext, req: FastifyRequest, userId: string, action: (tx: DbTransaction) => Promise<R>): Promise<R> {
  const keyed = idempotencyKeyOf(req);
  if (!keyed) return ctx.db.transaction(action);
  const stored = await storedAnswer<R>(ctx.db, userId, keyed);
  if (stored.found) return stored.response;
  try {
    return await ctx.db.transaction(async (tx) => {
      const answer = await action(tx);
      // A concurrent request with the same key blocks here until the first commits, then
      // fails on the primary key: its whole transaction (and charge) rolls back.
      await tx.insert(idempotencyKeys).values({ userId, ...keyed, response: answer as object });
      return answer;
    });
  } catch (err) {
    // A twin racing the first may also fail inside the action, before reaching the key (its own
    // checks see what the first did): once the first has committed, its answer is the answer
    // to both, whatever the twin's own failure was.
    const again = await storedAnswer<R>(ctx.db, userId, keyed);
    if (again.found) return again.response;
    throw err;
  }
}

/** The request's Idempotency-Key with the route it was sent to; null without one. */
export function idempotencyKeyOf(req: FastifyRequest): Keyed | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Invalid(ECONOMY_TEXT.idempotencyKey);
  return { key, scope: `${req.method} ${req.routeOptions.url ?? req.url}` };
}

type Stored<R> = { found: true; response: R } | { found: false };

async function storedAnswer<R>(db: Tx, userId: string, keyed: Keyed): Promise<Stored<R>> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, keyed.key)));
  return answerOf<R>(row, keyed);
}

/** storedAnswer for a request known only by its session key's hash (see the checkout). */
export async function storedAnswerOfSession<R>(db: Tx, sessionHash: string, keyed: Keyed): Promise<Stored<R>> {
  const [row] = await db
    .select({ scope: idempotencyKeys.scope, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .innerJoin(sessions, eq(sessions.userId, idempotencyKeys.userId))
    .where(and(eq(sessions.keyHash, sessionHash), eq(idempotencyKeys.key, keyed.key)));
  return answerOf<R>(row, keyed);
}

/** A stored answer is the answer to a repeat on its own route only. */
export function answerOf<R>(row: { scope: string; response: unknown } | undefined, keyed: Keyed): Stored<R> {
  if (!row) return { found: false };
  if (row.scope !== keyed.scope) throw new Conflict(ECONOMY_TEXT.idempotencyReused);
  return { found: true, response: row.response as R };
}

/** Forgets stored answers older than a day (called from the app's housekeeping timer). */
export async function pruneIdempotencyKeys(ctx: AppContext): Promise<void> {
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
