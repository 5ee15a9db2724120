import { aliasedTable, and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Sanction, StandingSummary } from '@common/api/routes/sanctions';
import { countsAsOffence, SANCTION_TEXT } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { NotFound } from '../../errors';
import { users, type UserRow } from '../users/schema';
import { countOffences, dbOf } from './offences';
import { isActive, presentSanction, summaryOf } from './present';
import { sanctions } from './schema';

type Reader = AppContext | Db | DbTransaction;

/** What is in force on the account now and the ladder's next step (the case queue, the lookup). */
export async function standingOf(on: Reader, userId: string, now: Date = new Date()): Promise<StandingSummary> {
  const db = dbOf(on);
  const [row] = await db.select({ mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound(SANCTION_TEXT.noPlayer);
  return summaryOf(row, await countOffences(db, userId, now), now);
}

/** Every sanction of a player, newest first, with who imposed and lifted each (staff only). */
export async function sanctionHistory(on: Reader, userId: string, now: Date = new Date()): Promise<Sanction[]> {
  const imposer = aliasedTable(users, 'imposer');
  const lifter = aliasedTable(users, 'lifter');
  const rows = await dbOf(on)
    .select({ row: sanctions, createdBy: imposer.username, liftedBy: lifter.username })
    .from(sanctions)
    .leftJoin(imposer, eq(imposer.id, sanctions.createdBy))
    .leftJoin(lifter, eq(lifter.id, sanctions.liftedBy))
    .where(eq(sanctions.userId, userId))
    .orderBy(desc(sanctions.createdAt), desc(sanctions.id))
    .limit(200);
  return rows.map((r) => presentSanction(r.row, now, { createdBy: r.createdBy, liftedBy: r.liftedBy }));
}

export interface OwnStanding {
  standing: Omit<StandingSummary, 'suggested'>;
  active: Sanction[];
  warnings: Sanction[];
  unseenWarnings: Sanction[];
}

/**
 * A player's own standing (GET /api/me/standing): mutes, suspensions and bans in force, and
 * warnings still counting, with reasons and ends; not who imposed them. From the session's row
 * and the player's sanctions (one read).
 */
export async function ownStanding(ctx: AppContext, user: Pick<UserRow, 'id' | 'mutedUntil' | 'suspendedUntil'>, now: Date = new Date()): Promise<OwnStanding> {
  const rows = await ctx.db
    .select()
    .from(sanctions)
    .where(and(eq(sanctions.userId, user.id), isNull(sanctions.liftedAt)))
    .orderBy(desc(sanctions.createdAt), desc(sanctions.id))
    .limit(200);
  const current = rows.filter((r) => isActive(r, now));
  const offences = rows.filter((r) => countsAsOffence(r, now)).length;
  const { suggested: _, ...standing } = summaryOf(user, offences, now);
  const shown = (r: (typeof rows)[number]) => presentSanction(r, now, false);
  return {
    standing,
    active: current.filter((r) => r.kind !== 'warn').map(shown),
    warnings: current.filter((r) => r.kind === 'warn').map(shown),
    unseenWarnings: current.filter((r) => r.kind === 'warn' && r.seenAt === null).map(shown),
  };
}

/** The player acknowledged these warnings' notice (their own, only). */
export async function markWarningsSeen(ctx: AppContext, userId: string, ids: string[]): Promise<void> {
  await ctx.db
    .update(sanctions)
    .set({ seenAt: new Date() })
    .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, 'warn'), isNull(sanctions.seenAt), inArray(sanctions.id, ids)));
}
