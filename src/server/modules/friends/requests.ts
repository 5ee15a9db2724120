import { and, eq, sql } from 'drizzle-orm';
import { FRIEND_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { MAIL_TYPE, mail } from '../mail/schema';
import { isUuid, spendAllowance } from '../profiles/players';
import { nameOf, playerNamed } from '../users/players';
import { users, type UserRow } from '../users/schema';
import { assertCanAccept, assertCanRequest } from './policy';
import { areFriends, dropRequestsBetween, endFriendship, pendingRequest } from './relation';
import { friendships } from './schema';

/**
 * The friend relation (social-core §4): none -> pending (a friend-request mail, type 1) ->
 * friends (the recipient accepts) -> none (either removes). Friendships are stored both ways.
 */

/** Serializes changes to one pair of players (two requests at once must not both go in). */
async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  const key = a < b ? `friends:${a}:${b}` : `friends:${b}:${a}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function befriend(tx: Db, a: string, b: string): Promise<void> {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
  // The request (and any older one either way) is answered: it leaves both mailboxes.
  await dropRequestsBetween(tx, a, b);
}

/**
 * Asks `username` to be friends. Refused to oneself, across a block (either way), to a friend
 * and twice. When they had already asked us, this accepts their request instead.
 */
export async function sendRequest(ctx: AppContext, me: UserRow, username: string): Promise<{ message: string; isFriends: boolean }> {
  await spendAllowance(ctx, 'friendRequests', me.id, FRIEND_TEXT.tooFast);
  const other = await playerNamed(ctx, username);
  await assertCanRequest(ctx, me, other);

  return ctx.db.transaction(async (tx) => {
    await lockPair(tx, me.id, other.id);
    if (await areFriends({ db: tx }, me.id, other.id)) throw new Conflict(FRIEND_TEXT.alreadyFriends(other.username));
    if ((await tx.select({ id: mail.id }).from(mail).where(pendingRequest(me.id, other.id)).limit(1)).length > 0) {
      throw new Conflict(FRIEND_TEXT.requestTwice(other.username));
    }
    if ((await tx.select({ id: mail.id }).from(mail).where(pendingRequest(other.id, me.id)).limit(1)).length > 0) {
      await befriend(tx, me.id, other.id);
      return { message: FRIEND_TEXT.accepted(other.username), isFriends: true };
    }
    // A request they declined earlier (deleted) makes way for the new one.
    await tx
      .delete(mail)
      .where(and(eq(mail.type, MAIL_TYPE.friendRequest), eq(mail.senderId, me.id), eq(mail.recipientId, other.id)));
    await tx.insert(mail).values({
      senderId: me.id,
      recipientId: other.id,
      type: MAIL_TYPE.friendRequest,
      message: FRIEND_TEXT.requestMail(nameOf(me)),
    });
    return { message: FRIEND_TEXT.requestSent(other.username), isFriends: false };
  });
}

/** Accepts the friend-request mail `mailId`; only its recipient may (anyone else: not found). */
export async function acceptRequest(ctx: AppContext, me: UserRow, mailId: string): Promise<{ message: string; username: string }> {
  if (!isUuid(mailId)) throw new NotFound(FRIEND_TEXT.requestNotFound);
  const [request] = await ctx.db
    .select({ senderId: mail.senderId, sender: users.username })
    .from(mail)
    .innerJoin(users, eq(users.id, mail.senderId))
    .where(and(eq(mail.id, mailId), eq(mail.type, MAIL_TYPE.friendRequest), eq(mail.recipientId, me.id)));
  if (!request) throw new NotFound(FRIEND_TEXT.requestNotFound);
  const sender = request.sender ?? '';
  await assertCanAccept(ctx, me, { id: request.senderId, username: sender });
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, me.id, request.senderId);
    await befriend(tx, me.id, request.senderId);
  });
  return { message: FRIEND_TEXT.accepted(sender), username: sender };
}

export async function removeFriend(ctx: AppContext, me: UserRow, username: string): Promise<string> {
  const other = await playerNamed(ctx, username);
  if (!(await endFriendship(ctx.db, me.id, other.id))) throw new Invalid(FRIEND_TEXT.notFriends(other.username));
  return FRIEND_TEXT.removed(other.username);
}
