import { and, count, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ladderStep, OFFENCE_WINDOW_MS, type LadderStep } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { sanctions } from './schema';

type Reader = AppContext | Db | DbTransaction;
export const dbOf = (on: Reader): Db | DbTransaction => ('presence' in on ? on.db : on);

/**
 * The SQL of an offence, as `countsAsOffence` (src/common/moderation-sanctions.ts) defines it:
 * imposed by staff, not lifted, less than OFFENCE_WINDOW_DAYS old at `now`.
 */
export const isOffence = (now: Date) =>
  and(isNotNull(sanctions.createdBy), isNull(sanctions.liftedAt), gt(sanctions.createdAt, new Date(now.getTime() - OFFENCE_WINDOW_MS)));

/** How many offences of the player count now. */
export async function countOffences(on: Reader, userId: string, now: Date = new Date()): Promise<number> {
  const [row] = await dbOf(on).select({ n: count() }).from(sanctions).where(and(eq(sanctions.userId, userId), isOffence(now)));
  return row?.n ?? 0;
}

export interface Suggestion extends LadderStep {
  /** Offences counting now; the suggestion is the step for the next one. */
  offences: number;
}

/**
 * The ladder's suggestion for the player's next offence (1st warn, 2nd mute 1 h, 3rd 24 h, 4th
 * suspend 7 days, 5th ban; offences older than 90 days no longer count). The moderator decides.
 */
export async function suggestedStep(on: Reader, userId: string, now: Date = new Date()): Promise<Suggestion> {
  const offences = await countOffences(on, userId, now);
  return { offences, ...ladderStep(offences) };
}

/** The same for many players in one statement (a page of cases). */
export async function suggestedSteps(on: Reader, userIds: string[], now: Date = new Date()): Promise<Map<string, Suggestion>> {
  const out = new Map<string, Suggestion>(userIds.map((id) => [id, { offences: 0, ...ladderStep(0) }]));
  if (userIds.length === 0) return out;
  const rows = await dbOf(on)
    .select({ userId: sanctions.userId, n: count() })
    .from(sanctions)
    .where(and(inArray(sanctions.userId, userIds), isOffence(now)))
    .groupBy(sanctions.userId);
  for (const r of rows) out.set(r.userId, { offences: r.n, ...ladderStep(r.n) });
  return out;
}
