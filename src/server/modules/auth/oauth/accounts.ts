import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailSchema, OAUTH_ERROR_TEXT, STARTING_COINS, STARTING_GEMS } from '@common/accounts';
import type { OAuthProvider } from '@common/api/routes/auth';
import type { AppContext } from '../../../context';
import { RateLimited } from '../../../errors';
import { LimitsUnavailable } from '../../../http/limiter';
import { openAccount } from '../../ledger/service';
import { users, type UserRow } from '../../users/schema';
import { pgErrorOf } from '../../users/unique';
import { reserveRegistration, type Reserved } from '../allowances';
import { oauthAccounts } from '../schema';
import { welcomeVerification } from '../verify';
import type { ProviderProfile } from './providers';
import { noteAddress } from '../../staff/addresses';

/** A provider sign-in that cannot go on; `text` is what the login page shows. */
export class OAuthRefused extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

/**
 * The account behind a provider identity: the one already linked to it; else an existing
 * account with the same email, but only when both sides proved the address: the provider
 * vouches that it is verified, and the account's owner opened a verification link sent to it.
 * (Without the first, anyone could claim someone else's account by typing their address at a
 * provider; without the second, an account made with someone else's address, never verified,
 * would be handed over to that person's provider sign-in with its maker still holding the
 * password.) Otherwise the provider sign-in is refused with `emailInUse`. Else a new account with
 * no username (within the address's allowance of new accounts), which must finish registration
 * before it can play; its email counts as verified when the provider vouches for it, and gets a
 * verification mail when not.
 */
export async function accountForProfile(ctx: AppContext, provider: OAuthProvider, profile: ProviderProfile, ip: string): Promise<UserRow> {
  const parsed = profile.email ? emailSchema.safeParse(profile.email) : undefined;
  const email = parsed?.success ? parsed.data : null;
  const vouched = email !== null && profile.emailVerified;

  const linked = await linkedUser(ctx, provider, profile.id);
  if (linked) return vouched ? markVouched(ctx, linked, email) : linked;

  if (email) {
    const [owner] = await ctx.db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    if (owner) {
      if (!vouched || !owner.emailVerifiedAt) throw new OAuthRefused(OAUTH_ERROR_TEXT.emailInUse);
      await ctx.db.insert(oauthAccounts).values({ provider, providerUserId: profile.id, userId: owner.id }).onConflictDoNothing();
      // A concurrent callback may have linked this identity first: the stored link wins.
      return (await linkedUser(ctx, provider, profile.id)) ?? owner;
    }
  }

  const reserved = await reserveNewAccount(ctx, ip);
  let created: UserRow;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: null, email, passwordHash: null, emailVerifiedAt: vouched ? new Date() : null })
        .returning();
      await tx.insert(oauthAccounts).values({ provider, providerUserId: profile.id, userId: user!.id });
      await openAccount(tx, user!.id, { coins: STARTING_COINS, gems: STARTING_GEMS });
      await noteAddress(tx, user!.id, ip, 'signUp');
      return { ...user!, coins: STARTING_COINS, gems: STARTING_GEMS };
    });
  } catch (err) {
    await reserved.giveBack();
    const pgErr = pgErrorOf(err);
    if (pgErr?.code !== '23505') throw err;
    if (pgErr.constraint === 'users_email_lower_idx') throw new OAuthRefused(OAUTH_ERROR_TEXT.emailInUse);
    // The same identity signed up twice at once: the other callback created the account.
    const winner = await linkedUser(ctx, provider, profile.id);
    if (winner) return winner;
    throw err;
  }
  if (!vouched) await welcomeVerification(ctx, created);
  return created;
}

/** A provider sign-up counts against the address's hourly allowance of new accounts, like a registration. */
async function reserveNewAccount(ctx: AppContext, ip: string): Promise<Reserved> {
  try {
    return await reserveRegistration(ctx, ip);
  } catch (err) {
    if (err instanceof RateLimited || err instanceof LimitsUnavailable) throw new OAuthRefused(err.message);
    throw err;
  }
}

/** A linked account whose provider now vouches for the account's own address: that address is verified. */
async function markVouched(ctx: AppContext, user: UserRow, email: string): Promise<UserRow> {
  if (user.emailVerifiedAt || user.email?.toLowerCase() !== email) return user;
  const [updated] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning();
  return updated ?? user;
}

async function linkedUser(ctx: AppContext, provider: OAuthProvider, providerUserId: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.user;
}
