import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_TEXT, RESET_LINK_TTL_MS, RESET_MAILS_PER_HOUR } from '@common/accounts';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
import { sendMail } from '../../mail/send';
import { passwordResetMail, resetLink } from '../../mail/templates';
import { users } from '../users/schema';
import { hashPassword } from './passwords';
import { passwordResets, sessions } from './schema';
import { hashKey, sessionsEnded } from './sessions';
import { closeTownConnection } from '../../world/notify';

/**
 * "Forgot password": the caller always hears the same answer, whether or not the email has an
 * account, so the form cannot be used to find out who plays. An account gets a one-hour,
 * single-use link; only the token's SHA-256 is stored. A few mails per hour at most, so the
 * form cannot be used to flood someone's inbox.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user?.email) return;
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset mail not sent: hourly limit reached');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResets).values({
    tokenHash: hashKey(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const sending = sendMail(ctx, passwordResetMail(user.email, user.username, resetLink(ctx.config.publicUrl, token))).catch((err: unknown) => {
    // The answer stays the same (it must not reveal the account); the operator sees why in the log.
    ctx.log.error({ err, userId: user.id }, 'password reset mail could not be sent');
  });
  // A real mail server can take seconds, which would tell a caller that the account exists:
  // answer without waiting for it. The dev outbox is a local file, ready when the answer is.
  if (!ctx.config.SMTP_URL) await sending;
}

/**
 * Sets a new password from a reset link. The link is spent in the same statement that checks
 * it, so two tabs racing with one link cannot both succeed; every other open link of the
 * account dies with it, and every session of the account is signed out, in every process
 * before the answer.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const { userId, username } = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashKey(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new Invalid(ACCOUNT_TEXT.resetInvalid, 'token');
    // The link was mailed to the account's address, so opening it proves the address too.
    const [account] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId))
      .returning({ username: users.username });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return { userId: spent.userId, username: account?.username ?? null };
  });
  // The answer waits until no process accepts the old sessions' keys, kept ones included.
  await sessionsEnded(ctx, userId);
  // Whoever is in town on an old session is taken out (perhaps the one who lost the password).
  if (username) closeTownConnection(ctx, username, ACCOUNT_TEXT.passwordChangedSignedOut, 'signedOut');
}
