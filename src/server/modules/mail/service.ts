import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Mail } from '@common/api/routes/mail';
import { MAIL_LIST_LIMIT, MAIL_TEXT, MAIL_TYPE } from '@common/social/mail';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { NotFound } from '../../errors';
import { users, type UserRow } from '../users/schema';
import { spendMailAllowance } from './limits';
import { assertCanSeeMail, assertCanWriteTo, notFromBlocked, onViewersSide, shownTo } from './policy';
import { mail, type MailRow } from './schema';
import { isSystemSender, senderName } from './system';
import type { Tx } from '../../db/client';
import { openWordCase, screenText, type Verdict } from '../words/screen';

/**
 * The unread badge: mail to this player that they have not read or deleted, leaving out
 * senders they have blocked (a blocked player's mail is hidden, so it must not be counted).
 */
export async function unreadMailCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mail)
    .where(and(eq(mail.recipientId, userId), eq(mail.isRead, false), eq(mail.deletedByRecipient, false), notFromBlocked(userId)));
  return row?.n ?? 0;
}

const senderUser = alias(users, 'sender_user');
const recipientUser = alias(users, 'recipient_user');

/** The viewer's mail, both directions and Trash, newest first, as the viewer sees each one. */
export async function listMail(ctx: AppContext, viewerId: string): Promise<Mail[]> {
  const rows = await ctx.db
    .select({ row: mail, sender: senderUser.username, recipient: recipientUser.username })
    .from(mail)
    .innerJoin(senderUser, eq(senderUser.id, mail.senderId))
    .innerJoin(recipientUser, eq(recipientUser.id, mail.recipientId))
    .where(and(onViewersSide(viewerId), shownTo(viewerId)))
    .orderBy(desc(mail.createdAt), desc(mail.id))
    .limit(MAIL_LIST_LIMIT);
  return rows.map(({ row, sender, recipient }) => present(row, viewerId, senderName(row.senderId, sender), recipient ?? ''));
}

function present(row: MailRow, viewerId: string, sender: string, recipient: string): Mail {
  const isSender = row.senderId === viewerId;
  return {
    id: row.id,
    _id: row.id,
    sender,
    recipient,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    type: row.type === MAIL_TYPE.friendRequest ? MAIL_TYPE.friendRequest : MAIL_TYPE.message,
    isRead: isSender || row.isRead,
    isSender,
    isSaved: isSender ? row.savedBySender : row.savedByRecipient,
    isReplied: isSender ? row.repliedBySender : row.isReplied,
    isDeleted: isSender ? row.deletedBySender : row.deletedByRecipient,
    fromSystem: isSystemSender(row.senderId),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A mail the viewer is a party to and still has (policy.ts). Anything else (no such id,
 * somebody else's mail, one the viewer removed for good, text that is no id at all) is the
 * same 'Mail not found', so nobody can learn which mails exist.
 */
async function ownMail(ctx: AppContext, id: string, viewerId: string): Promise<{ row: MailRow; isSender: boolean }> {
  if (!UUID.test(id)) throw new NotFound(MAIL_TEXT.notFound);
  const [row] = await ctx.db.select().from(mail).where(eq(mail.id, id));
  assertCanSeeMail({ id: viewerId }, row);
  return { row, isSender: row.senderId === viewerId };
}

async function playerByName(ctx: AppContext, username: string): Promise<{ id: string; username: string } | null> {
  const [u] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return u?.username ? { id: u.id, username: u.username } : null;
}

/** A sent mail's id, and what to tell its sender when the word filter held it. */
export interface Sent {
  id: string;
  message?: string;
}

/**
 * Stores a new mail as the word filter says (words/screen.ts): censored words replaced; a
 * `hide` mail is kept on the sender's side only (removed from the recipient's, as a case's hide
 * does) with a case for moderators; a `review` mail is delivered with a case.
 */
async function storeMail(tx: Tx, ctx: AppContext, values: { senderId: string; recipientId: string }, verdict: Verdict & { text: string }): Promise<Sent> {
  const held = verdict.hidden ? { deletedByRecipient: true, purgedByRecipient: true } : {};
  const [row] = await tx.insert(mail).values({ ...values, message: verdict.text, ...held }).returning({ id: mail.id });
  await openWordCase(ctx, tx, verdict, { type: 'mail', id: row!.id });
  return { id: row!.id, ...(verdict.hidden ? { message: WORDS_TEXT.mailHeld } : {}) };
}

/** POST /api/mail/:username: a new message to another player, as the policy allows (no block either way). */
export async function sendMail(ctx: AppContext, sender: UserRow, username: string, message: string): Promise<Sent> {
  const to = await playerByName(ctx, username);
  if (!to) throw new NotFound(MAIL_TEXT.playerNotFound);
  await assertCanWriteTo(ctx, sender, to);
  await spendMailAllowance(ctx, sender.id);
  const verdict = await screenText(ctx, message, { where: 'mail', authorId: sender.id });
  return ctx.db.transaction((tx) => storeMail(tx, ctx, { senderId: sender.id, recipientId: to.id }, verdict));
}

/** POST /api/mail/:id/reply: a new message to the mail's other party; the viewer's side is marked replied. */
export async function replyToMail(ctx: AppContext, viewer: UserRow, id: string, message: string): Promise<Sent> {
  const { row, isSender } = await ownMail(ctx, id, viewer.id);
  const otherId = isSender ? row.recipientId : row.senderId;
  const [other] = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, otherId));
  if (!other) throw new NotFound(MAIL_TEXT.notFound);
  await assertCanWriteTo(ctx, viewer, other);
  await spendMailAllowance(ctx, viewer.id);
  const verdict = await screenText(ctx, message, { where: 'mail', authorId: viewer.id });
  return ctx.db.transaction(async (tx) => {
    const sent = await storeMail(tx, ctx, { senderId: viewer.id, recipientId: other.id }, verdict);
    // Answering a message means it has been read too.
    await tx
      .update(mail)
      .set(isSender ? { repliedBySender: true } : { isReplied: true, ...(row.type === MAIL_TYPE.message ? { isRead: true } : {}) })
      .where(eq(mail.id, row.id));
    return sent;
  });
}

/** GET /api/mail/:id/read. Only messages are marked: a friend request stays unread until answered. */
export async function markRead(ctx: AppContext, viewerId: string, id: string): Promise<string> {
  const { row, isSender } = await ownMail(ctx, id, viewerId);
  if (row.type !== MAIL_TYPE.message) return MAIL_TEXT.friendRequestStaysUnread;
  if (!isSender) await ctx.db.update(mail).set({ isRead: true }).where(eq(mail.id, row.id));
  return MAIL_TEXT.markedRead;
}

/** GET /api/mail/:id/unread. Mail the viewer wrote has no unread state of theirs to change. */
export async function markUnread(ctx: AppContext, viewerId: string, id: string): Promise<string> {
  const { row, isSender } = await ownMail(ctx, id, viewerId);
  if (!isSender) await ctx.db.update(mail).set({ isRead: false }).where(eq(mail.id, row.id));
  return MAIL_TEXT.markedUnread;
}

/** GET /api/mail/:id/save/:flag, on the viewer's side only. */
export async function setSaved(ctx: AppContext, viewerId: string, id: string, saved: boolean): Promise<string> {
  const { row, isSender } = await ownMail(ctx, id, viewerId);
  await ctx.db
    .update(mail)
    .set(isSender ? { savedBySender: saved } : { savedByRecipient: saved })
    .where(eq(mail.id, row.id));
  return saved ? MAIL_TEXT.saved : MAIL_TEXT.unsaved;
}

/**
 * DELETE /api/mail/:id. A message goes to the viewer's Trash first; deleted again from Trash
 * it is gone for the viewer, and the row goes once the other side has removed it too. A friend
 * request is removed at once (declined by the recipient, withdrawn by the sender), so it never
 * lingers as a pending request.
 */
export async function deleteMail(ctx: AppContext, viewerId: string, id: string): Promise<string> {
  const { row, isSender } = await ownMail(ctx, id, viewerId);
  if (row.type === MAIL_TYPE.friendRequest) {
    await ctx.db.delete(mail).where(eq(mail.id, row.id));
    return isSender ? MAIL_TEXT.deletedForGood : MAIL_TEXT.requestDeclined;
  }
  const inTrash = isSender ? row.deletedBySender : row.deletedByRecipient;
  if (!inTrash) {
    await ctx.db
      .update(mail)
      .set(isSender ? { deletedBySender: true } : { deletedByRecipient: true })
      .where(eq(mail.id, row.id));
    return MAIL_TEXT.movedToTrash;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(mail)
      .set(isSender ? { purgedBySender: true } : { purgedByRecipient: true })
      .where(eq(mail.id, row.id));
    await tx.delete(mail).where(and(eq(mail.id, row.id), eq(mail.purgedBySender, true), eq(mail.purgedByRecipient, true)));
  });
  return MAIL_TEXT.deletedForGood;
}
