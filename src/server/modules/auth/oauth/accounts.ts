import { and, eq, sql } from 'drizzle-orm';
import { emailSchema, OAUTH_ERROR_TEXT, STARTING_COINS, STARTING_GEMS } from '@common/accounts';
import type { OAuthProvider } from '@common/api/routes/auth';
import type { AppContext } from '../../../context';
import { openAccount } from '../../ledger/service';
import { users, type UserRow } from '../../users/schema';
import { pgErrorOf } from '../../users/unique';
import { oauthAccounts } from '../schema';
import type { ProviderProfile } from './providers';

/** A provider sign-in that cannot go on; `text` is what the login page shows. */
export class OAuthRefused extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

/**
 * The account behind a provider identity: the one already linked to it; else an existing
 * account with the same email, but only when the provider vouches that the email is verified
 * (otherwise anyone could claim someone else's account by typing their address at a provider);
 * else a new account with no username, which must finish registration before it can play.
 */
export async function accountForProfile(ctx: AppContext, provider: OAuthProvider, profile: ProviderProfile): Promise<UserRow> {
  const linked = await linkedUser(ctx, provider, profile.id);
  if (linked) return linked;

  const parsed = profile.email ? emailSchema.safeParse(profile.email) : undefined;
  const email = parsed?.success ? parsed.data : null;
  if (email && profile.emailVerified) {
    const [owner] = await ctx.db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    if (owner) {
      await ctx.db.insert(oauthAccounts).values({ provider, providerUserId: profile.id, userId: owner.id }).onConflictDoNothing();
      // A concurrent callback may have linked this identity first: the stored link wins.
      return (await linkedUser(ctx, provider, profile.id)) ?? owner;
    }
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username: null, email, passwordHash: null }).returning();
      await tx.insert(oauthAccounts).values({ provider, providerUserId: profile.id, userId: user!.id });
      await openAccount(tx, user!.id, { coins: STARTING_COINS, gems: STARTING_GEMS });
      return { ...user!, coins: STARTING_COINS, gems: STARTING_GEMS };
    });
  } catch (err) {
    const pgErr = pgErrorOf(err);
    if (pgErr?.code !== '23505') throw err;
    if (pgErr.constraint === 'users_email_lower_idx') throw new OAuthRefused(OAUTH_ERROR_TEXT.emailInUse);
    // The same identity signed up twice at once: the other callback created the account.
    const winner = await linkedUser(ctx, provider, profile.id);
    if (winner) return winner;
    throw err;
  }
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
