import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { badgeMask } from '@common/badges';
import { ACCESS } from '@common/roles';
import type { AppContext } from '../context';
import { hashPassword } from '../modules/auth/passwords';
import { friendships } from '../modules/friends/schema';
import { mail, MAIL_TYPE } from '../modules/mail/schema';
import { users } from '../modules/users/schema';
import { openAccount } from '../modules/ledger/service';
import { demoForumFees, seedDemoForum } from './demo-forum';
import { demoFeedOpening, seedDemoOutfitsFeed } from './demo-outfits-feed';

/** The demo world a newcomer signs in to (listed in the README). Finn moderates, Cleo administers. */
export const DEMO_PASSWORD = 'oldroad-demo';
export const DEMO_PLAYERS = [
  { username: 'Ava', access: ACCESS.player, isMale: false, membership: 1, badges: badgeMask('earlyAccess', 'verified', 'fashionIcon'), honor: 1250, coins: 120_000, gems: 450 },
  { username: 'Bruno', access: ACCESS.player, isMale: true, membership: 0, badges: badgeMask('beta'), honor: 340, coins: 8_200, gems: 40 },
  { username: 'Cleo', access: ACCESS.admin, isMale: false, membership: 2, badges: badgeMask('donator', 'collector', 'celebrity'), honor: 4210, coins: 2_500_000, gems: 1_600 },
  { username: 'Dario', access: ACCESS.player, isMale: true, membership: 0, badges: badgeMask('creator'), honor: 75, coins: 5_000, gems: 25 },
  { username: 'Esme', access: ACCESS.player, isMale: false, membership: 0, badges: 0, honor: 980, coins: 15_750, gems: 12 },
  { username: 'Finn', access: ACCESS.moderator, isMale: true, membership: 1, badges: badgeMask('earlyAccess', 'ambassador'), honor: 2600, coins: 64_000, gems: 310 },
] as const;
const FRIEND_PAIRS: [string, string][] = [
  ['Ava', 'Bruno'],
  ['Ava', 'Cleo'],
  ['Ava', 'Finn'],
  ['Bruno', 'Dario'],
  ['Cleo', 'Esme'],
  ['Finn', 'Esme'],
];

/** Mail waiting for a demo player when first created, so the unread badge has something to show. */
const DEMO_MAIL: { from: string; to: string; type: number; message: string }[] = [
  { from: 'Cleo', to: 'Ava', type: MAIL_TYPE.message, message: 'Saw your new look at the fountain. [b]Love it![/b] Tea at the café later?' },
  { from: 'Finn', to: 'Ava', type: MAIL_TYPE.message, message: 'The radio is playing our song again. Meet me by the old road sign?' },
  { from: 'Dario', to: 'Ava', type: MAIL_TYPE.friendRequest, message: 'Dario wants to be your friend.' },
  { from: 'Esme', to: 'Bruno', type: MAIL_TYPE.message, message: 'Welcome to Old Road Town, Bruno! Say hi in the square.' },
];

export const demoEmail = (username: string) => `${username.toLowerCase()}@demo.oldroad`;

/**
 * Demo players who live in town while no one plays them (issue 22 §3, world/residents): the
 * ones who are not staff, so a moderator's or admin's account is never walked by the server.
 */
export const DEMO_RESIDENT_NAMES: readonly string[] = DEMO_PLAYERS.filter((p) => p.access === ACCESS.player).map((p) => p.username);

/** Flags the seed's residents (and only the seed's players, by name and address together). */
async function markDemoResidents(ctx: AppContext): Promise<void> {
  const residents = DEMO_RESIDENT_NAMES.map((n) => n.toLowerCase());
  const seeded = DEMO_PLAYERS.map((p) => sql`(${p.username.toLowerCase()}, ${demoEmail(p.username)})`);
  await ctx.db
    .update(users)
    .set({ isDemoResident: inArray(sql`lower(${users.username})`, residents) })
    .where(sql`(lower(${users.username}), lower(${users.email})) IN (${sql.join(seeded, sql`, `)})`);
}

/**
 * Demo players are verified (their addresses are the seed's own): set when they are created,
 * and here for those created before verification existed. Only the seed's players, by name and
 * address together.
 */
async function verifyDemoEmails(ctx: AppContext): Promise<void> {
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: sql`${users.createdAt}` })
    .where(
      and(
        isNull(users.emailVerifiedAt),
        or(...DEMO_PLAYERS.map((p) => and(eq(sql`lower(${users.username})`, p.username.toLowerCase()), eq(sql`lower(${users.email})`, demoEmail(p.username))))),
      ),
    );
}

/**
 * Creates the demo players that are missing (idempotent), with friendships among them, mail,
 * forum threads and outfit posts (written only with the players who take part in them).
 */
export async function seedDemoWorld(ctx: AppContext, opts: { announce?: boolean } = {}): Promise<void> {
  const wanted = DEMO_PLAYERS.map((p) => p.username.toLowerCase());
  const existing = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, wanted));
  const have = new Set(existing.map((r) => r.username?.toLowerCase()));
  const missing = DEMO_PLAYERS.filter((p) => !have.has(p.username.toLowerCase()));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await ctx.db.transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(missing.map(({ coins: _c, gems: _g, honor: _h, ...p }) => ({ ...p, email: demoEmail(p.username), passwordHash, emailVerifiedAt: new Date() })))
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username });
      // Balances come through the ledger like every other change. The opening grant covers what
      // the demo forum and feed below cost and earn each player, so they end as advertised.
      const createdNames = new Set(missing.map((p) => p.username as string));
      for (const row of created) {
        const p = missing.find((m) => m.username === row.username)!;
        const feed = demoFeedOpening(p.username, createdNames);
        await openAccount(tx, row.id, { coins: p.coins + feed.coins, gems: p.gems + demoForumFees(p.username) + feed.gems, honor: p.honor }, 'grant');
      }
      const rows = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(sql`lower(${users.username})`, wanted));
      const idOf = new Map(rows.map((r) => [r.username, r.id]));
      const pairs = FRIEND_PAIRS.flatMap(([a, b]) => {
        const ia = idOf.get(a);
        const ib = idOf.get(b);
        return ia && ib ? [{ userId: ia, friendId: ib }, { userId: ib, friendId: ia }] : [];
      });
      if (pairs.length) await tx.insert(friendships).values(pairs).onConflictDoNothing();
      // Only for recipients created just now, so a restart never mails them again.
      const letters = DEMO_MAIL.flatMap((m) => {
        const senderId = idOf.get(m.from);
        const recipientId = idOf.get(m.to);
        return createdNames.has(m.to) && senderId && recipientId ? [{ senderId, recipientId, type: m.type, message: m.message }] : [];
      });
      if (letters.length) await tx.insert(mail).values(letters);
      await seedDemoForum(tx, idOf, createdNames);
      await seedDemoOutfitsFeed(tx, idOf, createdNames);
    });
  }
  await verifyDemoEmails(ctx);
  await markDemoResidents(ctx);
  if (opts.announce) {
    const names = DEMO_PLAYERS.map((p) => demoEmail(p.username)).join(', ');
    ctx.log.info(`Demo sign-ins (password "${DEMO_PASSWORD}"): ${names}`);
  }
}
