import { and, eq, gt, sql } from 'drizzle-orm';
import { USERNAME_RESERVED_MS, STAFF_TEXT } from '@common/staff-tools';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { sendSystemMail } from '../mail/system';
import { afterCommit, sanctionTransaction } from '../sanctions/transaction';
import { conflictFromUniqueViolation } from '../users/unique';
import { users } from '../users/schema';
import { closeTownConnection } from '../../world/notify';
import { usernameChanges } from './schema';
import { assertNameAllowed } from '../words/screen';

/**
 * Usernames changed by admins (issue 21 §5; social-core §6: only an admin changes one). The old
 * name stays reserved for its owner for USERNAME_RESERVED_DAYS (by the clock: a reservation is
 * a row whose `reserved_until` has not passed), so nobody registers it to pass for them.
 *
 * Checks and writes of one name are serialized by a transaction-level advisory lock on the
 * name (lower case): a registration that takes it after a rename committed sees the
 * reservation; one that took it first made the name taken, which the rename then finds.
 */
async function lockName(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('username:' || lower(${name}), 0))`);
}

/** The player a name is reserved for now (an admin renamed them from it), or null. */
export async function reservedFor(tx: Tx, name: string, now: Date = new Date()): Promise<string | null> {
  const [row] = await tx
    .select({ userId: usernameChanges.userId })
    .from(usernameChanges)
    .where(and(sql`lower(${usernameChanges.oldUsername}) = lower(${name})`, gt(usernameChanges.reservedUntil, now)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Refuses (409) a name reserved for another player; call inside the transaction that then
 * writes the name (registration, finishing an account). `forUserId`: the account taking it
 * (its own old name is free to it).
 */
export async function assertUsernameFree(tx: Tx, name: string, forUserId: string | null): Promise<void> {
  await lockName(tx, name);
  const holder = await reservedFor(tx, name);
  if (holder !== null && holder !== forUserId) throw new Conflict(STAFF_TEXT.usernameReserved, 'username');
}

export interface Rename {
  actorId: string;
  from: string;
  to: string;
  reason?: string;
}

/**
 * An admin's rename: the players row takes the new name, the old one is reserved, the player
 * is mailed from Oldroad and the act audited, in one transaction. After it commits the change
 * notice of the row reaches every cache that shows names (sessions, forum pages; this process
 * hears it at once) and the town closes the player's connection, so they come back under the
 * new name (rooms and presence go by name).
 */
export async function renamePlayer(ctx: AppContext, input: Rename): Promise<{ username: string; from: string }> {
  // A new name the word filter refuses is refused as at sign-up (words/screen.ts).
  await assertNameAllowed(ctx, input.to, 'to');
  return sanctionTransaction(ctx, async (tx) => {
    const [player] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${input.from})`).for('update');
    if (!player?.username) throw new NotFound(STAFF_TEXT.noSuchPlayer(input.from));
    const from = player.username;
    if (from === input.to) throw new Invalid(STAFF_TEXT.renameSame, 'to');
    // Both names, in a fixed order (two renames crossing never deadlock).
    for (const name of [from, input.to].map((n) => n.toLowerCase()).sort()) await lockName(tx, name);
    const holder = await reservedFor(tx, input.to);
    if (holder !== null && holder !== player.id) throw new Conflict(STAFF_TEXT.renameReserved(input.to), 'to');
    try {
      await tx.update(users).set({ username: input.to }).where(eq(users.id, player.id));
    } catch (err) {
      throw conflictFromUniqueViolation(err);
    }
    const now = new Date();
    // Taking back one's own reserved name ends that reservation.
    await tx
      .update(usernameChanges)
      .set({ reservedUntil: now })
      .where(and(eq(usernameChanges.userId, player.id), sql`lower(${usernameChanges.oldUsername}) = lower(${input.to})`, gt(usernameChanges.reservedUntil, now)));
    await tx.insert(usernameChanges).values({
      userId: player.id,
      oldUsername: from,
      newUsername: input.to,
      changedBy: input.actorId,
      reason: input.reason ?? null,
      reservedUntil: new Date(now.getTime() + USERNAME_RESERVED_MS),
      createdAt: now,
    });
    await sendSystemMail(tx, player.id, STAFF_TEXT.renameMail(from, input.to, input.reason ?? null));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.rename',
      targetType: 'user',
      targetId: player.id,
      before: { username: from },
      after: { username: input.to, reservedUntil: new Date(now.getTime() + USERNAME_RESERVED_MS).toISOString() },
      reason: input.reason,
    });
    afterCommit(tx, async () => {
      ctx.changes?.deliver('user', player.id);
      closeTownConnection(ctx, from, STAFF_TEXT.renamedInTown(input.to), 'renamed');
    });
    return { username: input.to, from };
  });
}
