import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicMessage, WhisperHistory, WhisperMessage } from '@common/api/routes/chat';
import { PUBLIC_CHAT_HISTORY, WHISPER_HISTORY, CHAT_TEXT } from '@common/world/chat';
import type { AppContext } from '../../context';
import { blockedLists, blocking } from '../users/blocks';
import { NotFound } from '../../errors';
import { openWordCase, type Verdict } from '../words/screen';
import { users } from '../users/schema';
import { chatMessages, whisperReads, whispers } from './schema';

/**
 * Chat persistence: public messages and whispers as the town sends them, the histories the
 * chat window loads, whisper read times. A block hides the blocked player's messages from
 * the blocker here too, also for messages sent before the block.
 */

export interface Stored {
  id: string;
  createdAt: Date;
}

export async function savePublicMessage(ctx: AppContext, senderId: string, text: string): Promise<Stored> {
  const [row] = await ctx.db.insert(chatMessages).values({ senderId, text }).returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  return row!;
}

export async function saveWhisper(ctx: AppContext, senderId: string, recipientId: string, text: string): Promise<Stored> {
  const [row] = await ctx.db
    .insert(whispers)
    .values({ senderId, recipientId, text })
    .returning({ id: whispers.id, createdAt: whispers.createdAt });
  return row!;
}

/**
 * A public line the word filter sends to moderators (issue 21 §4): stored with its case in one
 * transaction. A `hide` line is hidden once the case has read it (players' history leaves it
 * out; the moderators in town got it live); a `review` line stays public.
 */
export async function savePublicLineForReview(ctx: AppContext, senderId: string, verdict: Verdict, text: string): Promise<Stored> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ senderId, text }).returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    await openWordCase(ctx, tx, verdict, { type: 'chat', id: row!.id });
    if (verdict.hidden) await tx.update(chatMessages).set({ hiddenAt: sql`now()` }).where(eq(chatMessages.id, row!.id));
    return row!;
  });
}

/** A whisper the word filter sends for review: delivered, and a case opened on it (its lines stay private until a party reports it). */
export async function saveWhisperForReview(ctx: AppContext, senderId: string, recipientId: string, verdict: Verdict, text: string): Promise<Stored> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(whispers).values({ senderId, recipientId, text }).returning({ id: whispers.id, createdAt: whispers.createdAt });
    await openWordCase(ctx, tx, verdict, { type: 'whisper', id: row!.id });
    return row!;
  });
}

export async function findPlayer(ctx: AppContext, username: string): Promise<{ id: string; username: string } | null> {
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.username ? { id: row.id, username: row.username } : null;
}

/** Usernames the player blocks: their chat and whispers never reach this player. */
export async function blockedUsernames(ctx: AppContext, userId: string): Promise<string[]> {
  return (await blockedLists(ctx, userId)).blockedList;
}

/** SQL: the viewer does not block the sender (the blocker no longer sees the blocked player's lines: users/blocks.ts). */
const notBlockedBy = (viewerId: string, senderColumn: typeof chatMessages.senderId | typeof whispers.senderId) => sql`NOT ${blocking(viewerId, senderColumn)}`;

export async function recentPublic(ctx: AppContext, viewerId: string): Promise<PublicMessage[]> {
  const rows = await ctx.db
    .select({ id: chatMessages.id, username: users.username, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(isNull(chatMessages.hiddenAt), notBlockedBy(viewerId, chatMessages.senderId)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(PUBLIC_CHAT_HISTORY);
  return rows.reverse().map((r) => ({ id: r.id, username: r.username ?? '', text: r.text, timestamp: r.createdAt.toISOString() }));
}

export async function whisperHistory(ctx: AppContext, viewer: { id: string; username: string }): Promise<WhisperHistory> {
  const sender = alias(users, 'sender');
  const recipient = alias(users, 'recipient');
  const reads = await ctx.db
    .select({ partnerId: whisperReads.partnerId, username: users.username, readAt: whisperReads.readAt })
    .from(whisperReads)
    .innerJoin(users, eq(users.id, whisperReads.partnerId))
    .where(eq(whisperReads.userId, viewer.id));
  const readAtOf = new Map(reads.map((r) => [r.partnerId, r.readAt]));

  const rows = await ctx.db
    .select({
      id: whispers.id,
      senderId: whispers.senderId,
      sender: sender.username,
      recipient: recipient.username,
      text: whispers.text,
      createdAt: whispers.createdAt,
    })
    .from(whispers)
    .innerJoin(sender, eq(sender.id, whispers.senderId))
    .innerJoin(recipient, eq(recipient.id, whispers.recipientId))
    .where(
      sql`(${whispers.senderId} = ${viewer.id} OR (${whispers.recipientId} = ${viewer.id} AND ${notBlockedBy(viewer.id, whispers.senderId)}))`,
    )
    .orderBy(desc(whispers.createdAt))
    .limit(WHISPER_HISTORY);
  const messages: WhisperMessage[] = rows.reverse().map((r) => {
    const isSender = r.senderId === viewer.id;
    const readAt = readAtOf.get(r.senderId);
    return {
      id: r.id,
      type: 'whisper',
      user: (isSender ? r.recipient : r.sender) ?? '',
      text: r.text,
      timestamp: r.createdAt.toISOString(),
      isSender,
      ...(isSender ? { myUsername: viewer.username } : {}),
      read: isSender || (readAt !== undefined && r.createdAt <= readAt),
    };
  });

  // Unread counts over all whispers, not only the ones in the history window.
  const unreadRows = await ctx.db
    .select({ username: sender.username, n: sql<number>`count(*)::int` })
    .from(whispers)
    .innerJoin(sender, eq(sender.id, whispers.senderId))
    .leftJoin(whisperReads, and(eq(whisperReads.userId, viewer.id), eq(whisperReads.partnerId, whispers.senderId)))
    .where(
      and(
        eq(whispers.recipientId, viewer.id),
        sql`(${whisperReads.readAt} IS NULL OR ${whispers.createdAt} > ${whisperReads.readAt})`,
        notBlockedBy(viewer.id, whispers.senderId),
      ),
    )
    .groupBy(sender.username)
    .orderBy(asc(sender.username));
  const unread: Record<string, number> = {};
  for (const r of unreadRows) if (r.username) unread[r.username] = r.n;
  const whisper: Record<string, string> = {};
  for (const r of reads) if (r.username) whisper[r.username] = r.readAt.toISOString();
  return { messages, unread, readTimestamps: { whisper } };
}

/** Marks every whisper from the partner read as of now; answers the stored read time. */
export async function markWhispersRead(ctx: AppContext, viewerId: string, partnerUsername: string): Promise<Date> {
  const partner = await findPlayer(ctx, partnerUsername);
  if (!partner) throw new NotFound(CHAT_TEXT.unknownRecipient(partnerUsername));
  const [row] = await ctx.db
    .insert(whisperReads)
    .values({ userId: viewerId, partnerId: partner.id, readAt: sql`now()` })
    .onConflictDoUpdate({ target: [whisperReads.userId, whisperReads.partnerId], set: { readAt: sql`now()` } })
    .returning({ readAt: whisperReads.readAt });
  return row!.readAt;
}
