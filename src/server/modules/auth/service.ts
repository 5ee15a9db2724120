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
import { Conflict, Forbidden, Unauthorized } from '../../errors';
import { openAccount } from '../ledger/service';
import { assertNameAllowed } from '../words/screen';
import { noteAddress } from '../staff/addresses';
import { assertUsernameFree } from '../staff/usernames';
import { users, type UserRow } from '../users/schema';
import { suspensionRefusal } from '../users/standing';
import { conflictFromUniqueViolation } from '../users/unique';
import { reserveRegistration } from './allowances';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, type SessionOrigin } from './sessions';
import { reserveSignInAttempt } from './throttle';
import { welcomeVerification } from './verify';

/**
 * Creates a password account with the starting coins and gems (through the ledger), within
 * the address's hourly allowance of new accounts (taken before any work, given back when the
 * account is refused), and mails it a verification link.
 */
export async function registerAccount(ctx: AppContext, input: z.output<typeof registerBody>, ip: string): Promise<UserRow> {
  // The allowance first: when no limit store answers, sign-ups are refused (503) before any
  // other read. A name the word filter refuses gives it back (words/screen.ts).
  const reserved = await reserveRegistration(ctx, ip);
  let created: UserRow;
  try {
    await assertNameAllowed(ctx, input.username);
    const passwordHash = await hashPassword(input.password);
    created = await ctx.db.transaction(async (tx) => {
      // A name an admin changed away from stays reserved for its owner (staff/usernames.ts).
      await assertUsernameFree(tx, input.username, null);
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, isMale: input.gender === GENDER.male })
        .returning();
      await openAccount(tx, user!.id, { coins: STARTING_COINS, gems: STARTING_GEMS });
      await noteAddress(tx, user!.id, ip, 'signUp');
      return { ...user!, coins: STARTING_COINS, gems: STARTING_GEMS };
    });
  } catch (err) {
    await reserved.giveBack();
    throw conflictFromUniqueViolation(err);
  }
  await welcomeVerification(ctx, created);
  return created;
}

export interface SignedIn {
  user: UserRow;
  key: string;
}

/**
 * Email and password sign-in. An unknown email and a wrong password get the same answer (and
 * the same argon2 work). The attempt is counted before the password is checked (throttle.ts)
 * and given back only when it was right.
 */
export async function signIn(ctx: AppContext, input: z.output<typeof loginBody>, origin: SessionOrigin & { ip: string }): Promise<SignedIn> {
  const attempt = await reserveSignInAttempt(ctx, input.email, origin.ip);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await attempt.failed();
    throw new Unauthorized(ACCOUNT_TEXT.badCredentials);
  }
  await attempt.succeeded();
  // Only once the password was right: a suspension and its reason are the owner's to read.
  const suspended = suspensionRefusal(user);
  if (suspended) throw new Forbidden(suspended);
  const key = await createSession(ctx, user.id, origin);
  return { user, key };
}

/** Gives an OAuth account (no username yet) its in-game name and body; works once. */
export async function finishRegistration(ctx: AppContext, user: UserRow, input: z.output<typeof finishRegistrationBody>): Promise<void> {
  if (user.username !== null) throw new Conflict(ACCOUNT_TEXT.alreadyFinished);
  await assertNameAllowed(ctx, input.username);
  let updated: { id: string }[];
  try {
    // `username IS NULL` in the update makes two racing submits finish it exactly once.
    updated = await ctx.db.transaction(async (tx) => {
      await assertUsernameFree(tx, input.username, user.id);
      return tx
        .update(users)
        .set({ username: input.username, isMale: input.bodyType === 'male' })
        .where(and(eq(users.id, user.id), isNull(users.username)))
        .returning({ id: users.id });
    });
  } catch (err) {
    throw conflictFromUniqueViolation(err);
  }
  if (updated.length === 0) throw new Conflict(ACCOUNT_TEXT.alreadyFinished);
}
