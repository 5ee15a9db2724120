import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_TEXT, VERIFY_LINK_TTL_MS } from '@common/accounts';
import type { AppContext } from '../../context';
import { AppError, Conflict, Invalid } from '../../errors';
import { sendMail } from '../../mail/send';
import { verifyEmailMail, verifyLink } from '../../mail/templates';
import { users, type UserRow } from '../users/schema';
import { reserveVerificationResend } from './allowances';
import { emailVerifications } from './schema';
import { hashKey } from './sessions';

/**
 * Email verification, built like password reset (reset.ts): a day-long, single-use link whose
 * token is stored only as its SHA-256, with the address it was mailed to. The account plays at
 * once; until the address is verified, coins and gems never leave it for another player (the
 * tip and transfer policies read `users.email_verified_at`).
 */

type Recipient = Pick<UserRow, 'id' | 'email' | 'username'>;

/** Stores a new link for the account's current address and mails it. Resolves once the mail is handed over. */
async function mailNewLink(ctx: AppContext, user: Recipient & { email: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(emailVerifications).values({
    tokenHash: hashKey(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
  });
  await sendMail(ctx, verifyEmailMail(user.email, user.username, verifyLink(ctx.config.publicUrl, token)));
}

/**
 * The mail a new account gets. Never fails the sign-up: a lost mail is logged, and the game's
 * banner offers Resend. A real mail server is not waited for (the sign-up answers at once); the
 * dev outbox is a local file, written when the answer goes.
 */
export async function welcomeVerification(ctx: AppContext, user: Recipient): Promise<void> {
  if (!user.email) return;
  const sending = mailNewLink(ctx, { ...user, email: user.email }).catch((err: unknown) => {
    ctx.log.error({ err, userId: user.id }, 'verification mail could not be sent');
  });
  if (!ctx.config.SMTP_URL) await sending;
}

/**
 * "Resend": another link, within the player's and the address's hourly allowance. Waits for the
 * mail server, so the player hears when sending failed (and keeps the allowance).
 */
export async function resendVerification(ctx: AppContext, user: UserRow, ip: string): Promise<string> {
  if (user.emailVerifiedAt) throw new Conflict(ACCOUNT_TEXT.alreadyVerified);
  if (!user.email) throw new Invalid(ACCOUNT_TEXT.noEmailToVerify);
  const reserved = await reserveVerificationResend(ctx, user.id, ip);
  try {
    await mailNewLink(ctx, { ...user, email: user.email });
  } catch (err) {
    await reserved.giveBack();
    ctx.log.error({ err, userId: user.id }, 'verification mail could not be sent');
    throw new AppError(503, ACCOUNT_TEXT.verifyMailFailed);
  }
  return ACCOUNT_TEXT.verifySent(user.email);
}

/**
 * Opens a link: spent in the same statement that checks it (two tabs racing with one link
 * verify once), and it verifies its account only while the account still has the address the
 * link was mailed to. The account's other open links are spent with it.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, hashKey(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!spent) throw new Invalid(ACCOUNT_TEXT.verifyInvalid, 'token');
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, spent.userId), eq(sql`lower(${users.email})`, spent.email.toLowerCase())))
      .returning({ id: users.id });
    if (!verified) throw new Invalid(ACCOUNT_TEXT.verifyInvalid, 'token');
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, spent.userId), isNull(emailVerifications.usedAt)));
  });
}
