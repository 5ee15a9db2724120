import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCOUNT_TEXT,
  GENDER,
  type finishRegistrationBody,
  type loginBody,
  type registerBody,
  STARTING_COINS,
  STARTING_GEMS,
} from '@common/accounts';
import type { AppContext } from '../../context';
import { Conflict, Unauthorized } from '../../errors';
import { openAccount } from '../ledger/service';
import { users, type UserRow } from '../users/schema';
import { conflictFromUniqueViolation } from '../users/unique';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, type SessionOrigin } from './sessions';
import { assertNotLocked, clearFailures, recordFailure } from './throttle';

/** Creates a password account with the starting coins and gems (through the ledger). */
export async function registerAccount(ctx: AppContext, input: z.output<typeof registerBody>): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, isMale: input.gender === GENDER.male })
        .returning();
      await openAccount(tx, user!.id, { coins: STARTING_COINS, gems: STARTING_GEMS });
      return { ...user!, coins: STARTING_COINS, gems: STARTING_GEMS };
    });
  } catch (err) {
    throw conflictFromUniqueViolation(err);
  }
}

export interface SignedIn {
  user: UserRow;
  key: string;
}

/**
 * Email and password sign-in. An unknown email and a wrong password get the same answer (and
 * the same argon2 work), and every failure counts towards the lock-out of that email and address.
 */
export async function signIn(ctx: AppContext, input: z.output<typeof loginBody>, origin: SessionOrigin & { ip: string }): Promise<SignedIn> {
  const { ip } = origin;
  await assertNotLocked(ctx, input.email, ip);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordFailure(ctx, input.email, ip);
    throw new Unauthorized(ACCOUNT_TEXT.badCredentials);
  }
  await clearFailures(ctx, input.email, ip);
  const key = await createSession(ctx, user.id, origin);
  return { user, key };
}

/** Gives an OAuth account (no username yet) its in-game name and body; works once. */
export async function finishRegistration(ctx: AppContext, user: UserRow, input: z.output<typeof finishRegistrationBody>): Promise<void> {
  if (user.username !== null) throw new Conflict(ACCOUNT_TEXT.alreadyFinished);
  let updated: { id: string }[];
  try {
    // `username IS NULL` in the update makes two racing submits finish it exactly once.
    updated = await ctx.db
      .update(users)
      .set({ username: input.username, isMale: input.bodyType === 'male' })
      .where(and(eq(users.id, user.id), isNull(users.username)))
      .returning({ id: users.id });
  } catch (err) {
    throw conflictFromUniqueViolation(err);
  }
  if (updated.length === 0) throw new Conflict(ACCOUNT_TEXT.alreadyFinished);
}
