import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ACCOUNT_TEXT } from '@common/accounts';
import type { AppContext } from '../context';
import { AppError, RateLimited } from '../errors';

/**
 * Named counters shared by every app process and kept across restarts: in Redis when REDIS_URL
 * is set, else in PostgreSQL (the `rate_limits` table, migration 0019, in the shape
 * rate-limiter-flexible's RateLimiterPostgres expects; the library never creates it).
 *
 * Every limit is spent through `take` (or `spendRateLimit`, which refuses with a 429 over the
 * limit), so a store failure means the same everywhere, by the limiter's kind:
 * - `insured` (the default: per-minute allowances for posts, mail, comments, previews): Redis
 *   falls back to PostgreSQL, PostgreSQL to this process's memory. An outage must not stop
 *   players from playing; for its length each process counts on its own, so a limit is at worst
 *   multiplied by the number of processes.
 * - `failClosed` (sign-in lockouts, registrations, reset and verification mail): Redis falls
 *   back to PostgreSQL (shared and durable too), and when that fails as well the request is
 *   refused (503, `LimitsUnavailable`). Counting in memory there would hand every process, and
 *   every restart, a fresh set of password guesses or new accounts.
 *
 * The key prefix carries the database name, so apps on one database share counters and apps on
 * other databases (parallel test files on one Redis) never collide.
 */
export type StoreFailure = 'insured' | 'failClosed';

export interface Limits {
  points: number;
  /** Seconds the points are counted over. */
  duration: number;
}

/** The table every PostgreSQL-kept counter lives in (one row per key). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** 503: a fail-closed limit could not be checked, so the action is refused for now. */
export class LimitsUnavailable extends AppError {
  constructor(message: string = ACCOUNT_TEXT.limitsUnavailable) {
    super(503, message);
  }
}

/**
 * The app's limiters by name and failure policy, built at first use (services.ts makes one set
 * per app), and the sweep of expired PostgreSQL counters, stopped with the app.
 */
export class Limiters {
  private readonly byName = new Map<string, RateLimiterAbstract>();
  private sweeps: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: AppContext) {}

  get(name: string, limits: Limits, onStoreFailure: StoreFailure): RateLimiterAbstract {
    const id = `${name}:${onStoreFailure}`;
    let limiter = this.byName.get(id);
    if (!limiter) {
      this.sweeps ??= scheduleSweeps(this.ctx);
      limiter = buildLimiter(this.ctx, { keyPrefix: `oldroad:${name}:${databaseNameOf(this.ctx)}`, ...limits }, onStoreFailure);
      this.byName.set(id, limiter);
    }
    return limiter;
  }

  close(): void {
    if (this.sweeps) clearInterval(this.sweeps);
    this.sweeps = null;
  }
}

export function sharedLimiter(ctx: AppContext, name: string, limits: Limits, onStoreFailure: StoreFailure = 'insured'): RateLimiterAbstract {
  return ctx.services.limiters.get(name, limits, onStoreFailure);
}

function buildLimiter(ctx: AppContext, options: Limits & { keyPrefix: string }, onStoreFailure: StoreFailure): RateLimiterAbstract {
  const memory = onStoreFailure === 'insured' ? new RateLimiterMemory(options) : undefined;
  const postgres = new RateLimiterPostgres({
    ...options,
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    // Made by the migration: the library would otherwise issue CREATE TABLE at run time.
    tableCreated: true,
    // Expired rows are deleted by `sweepExpiredLimits`, once per app rather than per limiter.
    clearExpiredByTimeout: false,
    insuranceLimiter: memory,
  });
  if (!ctx.redis) return postgres;
  return new RateLimiterRedis({
    ...options,
    storeClient: ctx.redis,
    // A Redis that is down answers at once (to PostgreSQL) instead of queueing the request.
    rejectIfRedisNotReady: true,
    insuranceLimiter: postgres,
  });
}

export type Taken = { ok: true; res: RateLimiterRes } | { ok: false; res: RateLimiterRes };

/**
 * Takes `points` from `key`: `ok` with what is left, or not `ok` once over the limit (the points
 * are counted all the same, as the stores do). A store that cannot answer at all (only a
 * fail-closed limiter lets that through) throws LimitsUnavailable.
 */
export async function take(ctx: AppContext, limiter: RateLimiterAbstract, key: string, points = 1): Promise<Taken> {
  try {
    return { ok: true, res: await limiter.consume(key, points) };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { ok: false, res: err };
    ctx.log.error({ err }, 'rate limit store failed: refusing the action');
    throw new LimitsUnavailable();
  }
}

/**
 * Spends `points` of `key`'s allowance under the limit `name`, or refuses with 429 and `refusal`
 * (Retry-After: the seconds until a point is back). A store that cannot answer is never a 429:
 * an insured limit counts in memory meanwhile, a fail-closed one answers 503 (see above).
 */
export async function spendRateLimit(
  ctx: AppContext,
  name: string,
  limits: Limits,
  key: string,
  refusal: string,
  opts: { onStoreFailure?: StoreFailure; points?: number } = {},
): Promise<void> {
  const taken = await take(ctx, sharedLimiter(ctx, name, limits, opts.onStoreFailure), key, opts.points);
  if (!taken.ok) throw new RateLimited(refusal, secondsUntilNext(taken.res, limits.duration));
}

/** Gives points back (a reserved attempt that turned out fine); a failing store only logs. */
export async function giveBack(ctx: AppContext, limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.reward(key, points);
  } catch (err) {
    ctx.log.warn({ err }, 'rate limit store failed: points not given back');
  }
}

/** Whole seconds until a refused key may try again (at least 1). */
export const secondsUntilNext = (res: RateLimiterRes, fallbackSeconds: number): number =>
  Math.max(1, Math.ceil((res.msBeforeNext > 0 ? res.msBeforeNext : fallbackSeconds * 1000) / 1000));

/** Deletes counters that ran out over an hour ago (their keys are dead; the table stays small). */
export async function sweepExpiredLimits(ctx: AppContext): Promise<void> {
  await ctx.pool.query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire < $1`, [Date.now() - 60 * 60 * 1000]);
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** One sweep every ten minutes per app; it never keeps the process alive and never fails loudly. */
function scheduleSweeps(ctx: AppContext): NodeJS.Timeout {
  const timer = setInterval(() => {
    sweepExpiredLimits(ctx).catch((err: unknown) => ctx.log.debug({ err }, 'rate limit sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return timer;
}

function databaseNameOf(ctx: AppContext): string {
  const options = (ctx.pool as unknown as { options?: { database?: string; connectionString?: string } }).options;
  if (options?.database) return options.database;
  try {
    return new URL(options?.connectionString ?? '').pathname.slice(1) || 'default';
  } catch {
    return 'default';
  }
}
