import { aliasedTable, and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PlayerLookup } from '@common/api/routes/staff';
import { SANCTION_KINDS } from '@common/moderation-sanctions';
import { isAdmin, roleOf } from '@common/roles';
import { LOOKUP_LIMITS, STAFF_TEXT } from '@common/staff-tools';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { chatMessages } from '../chat/schema';
import { forumPosts, forumReplies } from '../forum/schema';
import { ledger } from '../ledger/schema';
import { feedComments, feedPosts } from '../outfitsFeed/schema';
import { canSanction } from '../sanctions/policy';
import { sanctionHistory, standingOf } from '../sanctions/service';
import { membershipOf } from '../users/membership';
import { users, type UserRow } from '../users/schema';
import { accountAddresses, usernameChanges } from './schema';

/**
 * The player lookup (issue 21 §2): everything staff need to judge a player, in one answer:
 * the profile, standing with the ladder's next step and every sanction, past usernames,
 * recent public chat, forum and feed activity (hidden items too, marked), recent ledger rows,
 * and the addresses the account signed up and signed in from with the other accounts seen
 * there. Whispers and mail are private and not here (a report brings the lines a party
 * reported). Emails only for admins. `can` says what the asker may do from here.
 */
export async function lookupPlayer(ctx: AppContext, asker: Pick<UserRow, 'id' | 'access'>, username: string): Promise<Omit<PlayerLookup, 'success'>> {
  const [player] = await ctx.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (!player?.username) throw new NotFound(STAFF_TEXT.noSuchPlayer(username));
  const id = player.id;
  const changer = aliasedTable(users, 'changer');
  const other = aliasedTable(accountAddresses, 'other');
  const otherUser = aliasedTable(users, 'other_user');
  const [standing, sanctions, renames, chat, posts, replies, feed, comments, rows, addresses, online] = await Promise.all([
    standingOf(ctx, id),
    sanctionHistory(ctx, id),
    ctx.db
      .select({ row: usernameChanges, by: changer.username })
      .from(usernameChanges)
      .leftJoin(changer, eq(changer.id, usernameChanges.changedBy))
      .where(eq(usernameChanges.userId, id))
      .orderBy(desc(usernameChanges.createdAt)),
    ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, id)).orderBy(desc(chatMessages.createdAt)).limit(LOOKUP_LIMITS.chat),
    ctx.db.select().from(forumPosts).where(eq(forumPosts.authorId, id)).orderBy(desc(forumPosts.createdAt)).limit(LOOKUP_LIMITS.forum),
    ctx.db
      .select({ reply: forumReplies, title: forumPosts.title })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(eq(forumReplies.authorId, id))
      .orderBy(desc(forumReplies.createdAt))
      .limit(LOOKUP_LIMITS.forum),
    ctx.db.select().from(feedPosts).where(eq(feedPosts.userId, id)).orderBy(desc(feedPosts.createdAt)).limit(LOOKUP_LIMITS.feed),
    ctx.db
      .select({ comment: feedComments, status: feedPosts.status })
      .from(feedComments)
      .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
      .where(eq(feedComments.userId, id))
      .orderBy(desc(feedComments.createdAt))
      .limit(LOOKUP_LIMITS.feed),
    ctx.db.select().from(ledger).where(eq(ledger.userId, id)).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(LOOKUP_LIMITS.ledger),
    ctx.db.select().from(accountAddresses).where(eq(accountAddresses.userId, id)).orderBy(desc(accountAddresses.lastSeenAt)).limit(LOOKUP_LIMITS.addresses),
    ctx.presence.isOnline(player.username),
  ]);
  const shared = addresses.length
    ? await ctx.db
        .select({ address: other.address, username: otherUser.username, signedUp: other.signedUp, lastSeen: other.lastSeenAt })
        .from(other)
        .innerJoin(otherUser, eq(otherUser.id, other.userId))
        .where(
          and(
            inArray(
              other.address,
              addresses.map((a) => a.address),
            ),
            ne(other.userId, id),
          ),
        )
        .orderBy(desc(other.lastSeenAt))
        .limit(LOOKUP_LIMITS.sharing)
    : [];
  const iso = (d: Date) => d.toISOString();
  const forum = [
    ...posts.map((p) => ({ kind: 'post' as const, id: p.id, postId: p.id, title: p.title, text: p.message, at: iso(p.createdAt), hidden: p.hiddenAt !== null })),
    ...replies.map(({ reply, title }) => ({ kind: 'reply' as const, id: reply.id, postId: reply.postId, title, text: reply.message, at: iso(reply.createdAt), hidden: reply.hiddenAt !== null })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LOOKUP_LIMITS.forum);
  const feedActivity = [
    ...feed.map((p) => ({ kind: 'post' as const, id: p.id, postId: p.id, text: p.description, at: iso(p.createdAt), status: p.status })),
    ...comments.map(({ comment, status }) => ({ kind: 'comment' as const, id: comment.id, postId: comment.postId, text: comment.text, at: iso(comment.createdAt), status })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LOOKUP_LIMITS.feed);
  const admin = isAdmin(asker.access);
  return {
    player: {
      id,
      username: player.username,
      ...(admin ? { email: player.email } : {}),
      emailVerified: player.emailVerifiedAt !== null,
      role: roleOf(player.access),
      createdAt: iso(player.createdAt),
      isOnline: online,
      isDemoResident: player.isDemoResident,
      membership: membershipOf(player),
      coins: player.coins,
      gems: player.gems,
      honor: player.honor,
    },
    standing,
    sanctions,
    usernames: renames.map(({ row, by }) => ({
      from: row.oldUsername,
      to: row.newUsername,
      at: iso(row.createdAt),
      by,
      reason: row.reason,
      reservedUntil: iso(row.reservedUntil),
    })),
    chat: chat.map((m) => ({ id: m.id, text: m.text, at: iso(m.createdAt), hidden: m.hiddenAt !== null })),
    forum,
    feed: feedActivity,
    ledger: rows.map((r) => ({ id: r.id, currency: r.currency, amount: r.amount, reason: r.reason, ref: r.ref, at: iso(r.createdAt) })),
    addresses: addresses.map((a) => ({
      address: a.address,
      ip: a.ip,
      signedUp: a.signedUp,
      signIns: a.signIns,
      firstSeen: iso(a.firstSeenAt),
      lastSeen: iso(a.lastSeenAt),
      shared: shared.filter((s) => s.address === a.address && s.username).map((s) => ({ username: s.username!, signedUp: s.signedUp, lastSeen: iso(s.lastSeen) })),
    })),
    can: {
      sanction: Object.fromEntries(SANCTION_KINDS.map((k) => [k, canSanction(asker, player, k)])) as PlayerLookup['can']['sanction'],
      rename: admin,
      balance: admin,
    },
  };
}
