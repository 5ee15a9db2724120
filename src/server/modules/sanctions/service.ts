import { eq, sql } from 'drizzle-orm';
import { isTimed, SANCTION_KINDS, SANCTION_REASON_MAX, SANCTION_TEXT, type SanctionKind } from '@common/moderation-sanctions';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { sessions } from '../auth/schema';
import { sendSystemMail } from '../mail/system';
import { users, type UserRow } from '../users/schema';
import { afterSanctionCommits } from './effects';
import { assertCanLift, assertCanSanction } from './policy';
import { presentSanction, standingSnapshot, summaryOf, type StandingSummary } from './present';
import { sanctions, type SanctionRow } from './schema';
import { afterCommit } from './transaction';
import { countOffences } from './offences';

// What other modules read of sanctions: the ladder's suggestion and a player's standing.
export { suggestedStep, suggestedSteps, type Suggestion } from './offences';
export { sanctionHistory, standingOf } from './read';
export { sanctionTransaction } from './transaction';

/**
 * Sanctions (issue 21 §3): the one place that imposes and lifts them. Other modules call it
 * (the reports engineer's case resolve, the word filter's mute action, flood control), always
 * inside `sanctionTransaction(ctx, async (tx) => ...)` (transaction.ts): the work here joins the
 * caller's transaction, and what must follow the commit is registered on it and run once it
 * committed (the effects below); a call in any other transaction throws, so nobody forgets it.
 *
 * In the transaction: the target's users row is locked (sanctions of one player queue), the
 * policy decides when staff act (policy.ts; the system, actorId null, may mute anyone), the row
 * is written, the users row's standing (`muted_until`, `suspended_until` with 'infinity' for a
 * ban, `suspension_reason`) is recomputed from every sanction in force (so lifting one of two
 * mutes keeps the other), a suspension or ban deletes the player's sessions, a warning mails
 * the player from Oldroad, and a staff act is audited with the standing before and after.
 *
 * After commit (effects.ts): this process hears the change at once (the users trigger's notice
 * reaches the others within a poll); a suspension or ban waits until every process has heard
 * that the sessions ended (auth's sign-out-everywhere) and closes the player's town connection
 * wherever it is, with the refusal's text; a mute tells the player in town until when. The
 * town also re-reads a player's standing on every `user` notice of theirs (world/standing.ts).
 */

export interface ImposeInput {
  userId: string;
  kind: SanctionKind;
  /** A mute's or suspension's length (hours and minutes add up; minutes may be fractional: flood mutes of 30 s). */
  hours?: number | null;
  minutes?: number | null;
  reason: string;
  /** The moderator or admin; null: the system (word filter, flood control). */
  actorId: string | null;
  /** The report case this settles. */
  caseId?: string | null;
}

export interface Imposed {
  sanction: SanctionRow;
  username: string;
  standing: StandingSummary;
}

const MINUTE_MS = 60_000;

function lengthMs(input: ImposeInput): number {
  const hours = input.hours ?? 0;
  const minutes = input.minutes ?? 0;
  if (!Number.isFinite(hours) || !Number.isFinite(minutes) || hours < 0 || minutes < 0) throw new Invalid(SANCTION_TEXT.hoursNeeded, 'hours');
  return Math.round((hours * 60 + minutes) * MINUTE_MS);
}

function checkInput(input: ImposeInput): { reason: string; ms: number } {
  if (!SANCTION_KINDS.includes(input.kind)) throw new Invalid(`Unknown sanction: ${String(input.kind)}`, 'kind');
  const reason = input.reason.trim();
  if (reason === '') throw new Invalid(SANCTION_TEXT.reasonNeeded, 'reason');
  if (reason.length > SANCTION_REASON_MAX) throw new Invalid(SANCTION_TEXT.reasonTooLong, 'reason');
  const ms = lengthMs(input);
  if (isTimed(input.kind) && ms <= 0) throw new Invalid(SANCTION_TEXT.hoursNeeded, 'hours');
  if (!isTimed(input.kind) && ms > 0) throw new Invalid(SANCTION_TEXT.noHours(input.kind), 'hours');
  return { reason, ms };
}

/** The player's users row, locked until the transaction ends; NotFound for nobody (or the system account). */
async function lockPlayer(tx: DbTransaction, userId: string): Promise<UserRow & { username: string }> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row?.username) throw new NotFound(SANCTION_TEXT.noPlayer);
  return row as UserRow & { username: string };
}

async function actorOf(tx: DbTransaction, actorId: string): Promise<Pick<UserRow, 'id' | 'access'>> {
  const [actor] = await tx.select({ id: users.id, access: users.access }).from(users).where(eq(users.id, actorId));
  if (!actor) throw new NotFound('The acting account no longer exists');
  return actor;
}

/**
 * Writes the users row's standing from every sanction in force now: the latest end of the
 * mutes, of the suspensions (or 'infinity' with a ban) and the reason shown at sign-in (a ban's,
 * else the suspension ending last). Answers the row as written.
 */
export async function refreshStanding(tx: DbTransaction, userId: string): Promise<UserRow> {
  const inForce = sql`${sanctions.userId} = ${userId} AND ${sanctions.liftedAt} IS NULL AND (${sanctions.endsAt} IS NULL OR ${sanctions.endsAt} > now())`;
  const [row] = await tx
    .update(users)
    .set({
      mutedUntil: sql`(SELECT max(${sanctions.endsAt}) FROM ${sanctions} WHERE ${inForce} AND ${sanctions.kind} = 'mute')`,
      suspendedUntil: sql`(SELECT CASE WHEN bool_or(${sanctions.kind} = 'ban') THEN 'infinity'::timestamptz ELSE max(${sanctions.endsAt}) END
        FROM ${sanctions} WHERE ${inForce} AND ${sanctions.kind} IN ('suspend', 'ban'))`,
      suspensionReason: sql`(SELECT ${sanctions.reason} FROM ${sanctions} WHERE ${inForce} AND ${sanctions.kind} IN ('suspend', 'ban')
        ORDER BY ${sanctions.kind} = 'ban' DESC, ${sanctions.endsAt} DESC NULLS FIRST LIMIT 1)`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Imposes a sanction inside a sanctionTransaction (see the top of this file). */
export async function imposeSanction(ctx: AppContext, tx: DbTransaction, input: ImposeInput): Promise<Imposed> {
  const { reason, ms } = checkInput(input);
  const before = await lockPlayer(tx, input.userId);
  if (input.actorId !== null) assertCanSanction(await actorOf(tx, input.actorId), before, input.kind);
  const now = new Date();
  const [sanction] = await tx
    .insert(sanctions)
    .values({
      userId: before.id,
      kind: input.kind,
      reason,
      createdAt: now,
      endsAt: isTimed(input.kind) ? new Date(now.getTime() + ms) : null,
      createdBy: input.actorId,
      caseId: input.caseId ?? null,
    })
    .returning();
  const after = await refreshStanding(tx, before.id);
  if (input.kind === 'suspend' || input.kind === 'ban') await tx.delete(sessions).where(eq(sessions.userId, before.id));
  if (input.kind === 'warn') await sendSystemMail(tx, before.id, SANCTION_TEXT.warnMail(reason));
  if (input.actorId !== null) {
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `sanction.${input.kind}`,
      targetType: 'user',
      targetId: before.id,
      before: standingSnapshot(before),
      after: { ...standingSnapshot(after), sanction: presentSanction(sanction!, now, false), caseId: input.caseId ?? null },
      reason,
    });
  }
  const offences = await countOffences(tx, before.id, now);
  afterCommit(tx, () => afterSanctionCommits(ctx, { userId: before.id, username: before.username, kind: input.kind, lifted: false, row: after, reason, bySystem: input.actorId === null }));
  return { sanction: sanction!, username: before.username, standing: summaryOf(after, offences, now) };
}

export interface LiftInput {
  sanctionId: string;
  actorId: string;
  reason?: string | null;
}

/** Lifts a sanction early inside a sanctionTransaction; the standing is recomputed from what remains. */
export async function liftSanction(ctx: AppContext, tx: DbTransaction, input: LiftInput): Promise<Imposed> {
  const [found] = await tx.select({ userId: sanctions.userId }).from(sanctions).where(eq(sanctions.id, input.sanctionId));
  if (!found) throw new NotFound(SANCTION_TEXT.notFound);
  // The player's row first, as imposing does: sanctions of one player queue on it.
  const before = await lockPlayer(tx, found.userId);
  const [row] = await tx.select().from(sanctions).where(eq(sanctions.id, input.sanctionId)).for('update');
  if (!row) throw new NotFound(SANCTION_TEXT.notFound);
  assertCanLift(await actorOf(tx, input.actorId), before, row.kind);
  if (row.liftedAt !== null) throw new Conflict(SANCTION_TEXT.alreadyLifted);
  const now = new Date();
  if (row.endsAt !== null && row.endsAt <= now) throw new Conflict(SANCTION_TEXT.alreadyOver);
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > SANCTION_REASON_MAX) throw new Invalid(SANCTION_TEXT.reasonTooLong, 'reason');
  const [lifted] = await tx
    .update(sanctions)
    .set({ liftedAt: now, liftedBy: input.actorId, liftReason: reason })
    .where(eq(sanctions.id, row.id))
    .returning();
  const after = await refreshStanding(tx, before.id);
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'sanction.lift',
    targetType: 'user',
    targetId: before.id,
    before: { ...standingSnapshot(before), sanction: presentSanction(row, now, false) },
    after: { ...standingSnapshot(after), sanction: presentSanction(lifted!, now, false) },
    reason,
  });
  const offences = await countOffences(tx, before.id, now);
  afterCommit(tx, () => afterSanctionCommits(ctx, { userId: before.id, username: before.username, kind: row.kind, lifted: true, row: after, reason: row.reason, bySystem: false }));
  return { sanction: lifted!, username: before.username, standing: summaryOf(after, offences, now) };
}
