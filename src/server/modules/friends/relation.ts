import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../db/client';
import { MAIL_TYPE, mail } from '../mail/schema';
import { friendships } from './schema';

/**
 * The friend rules other modules ask about or act on (social-core §4): whether two players are
 * friends or one has asked, and ending a friendship. Friendships are stored both ways; a request
 * is a friend-request mail (type 1) until it is answered.
 */

type Reader = { db: Db | DbTransaction };

export async function areFriends(on: Reader, a: string, b: string): Promise<boolean> {
  const rows = await on.db
    .select({ one: sql`1` })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A friend request from `from` to `to` that is still waiting: a friend-request mail the
 * recipient has not deleted (deleting it declines it).
 */
export const pendingRequest = (from: string, to: string) =>
  and(eq(mail.type, MAIL_TYPE.friendRequest), eq(mail.senderId, from), eq(mail.recipientId, to), eq(mail.deletedByRecipient, false));

export async function hasPendingRequest(on: Reader, from: string, to: string): Promise<boolean> {
  const rows = await on.db.select({ id: mail.id }).from(mail).where(pendingRequest(from, to)).limit(1);
  return rows.length > 0;
}

/** Every friend-request mail between two players, either way, answered or not. */
export const requestsBetween = (a: string, b: string) =>
  and(
    eq(mail.type, MAIL_TYPE.friendRequest),
    or(and(eq(mail.senderId, a), eq(mail.recipientId, b)), and(eq(mail.senderId, b), eq(mail.recipientId, a))),
  );

/**
 * Ends the friendship of two players (both rows), answering whether there was one: removing a
 * friend and blocking them both come here.
 */
export async function endFriendship(db: Db | DbTransaction, a: string, b: string): Promise<boolean> {
  const gone = await db
    .delete(friendships)
    .where(or(and(eq(friendships.userId, a), eq(friendships.friendId, b)), and(eq(friendships.userId, b), eq(friendships.friendId, a))))
    .returning({ userId: friendships.userId });
  return gone.length > 0;
}

/** Drops every friend request between two players, either way (a block: neither stays asked). */
export async function dropRequestsBetween(db: Db | DbTransaction, a: string, b: string): Promise<void> {
  await db.delete(mail).where(requestsBetween(a, b));
}
