import { PRODUCT_NAME } from '@common/texts';
import type { Tx } from '../../db/client';
import { users } from '../users/schema';
import { mail } from './schema';

/**
 * The product's own sender: mail the product writes (a creator's review decisions) comes from
 * this reserved account and shows as PRODUCT_NAME in the inbox, not as the moderator who acted
 * (the audit log keeps who that was).
 *
 * It is a users row with a fixed id, made on first use (idempotent, inside the sending
 * transaction), so mail keeps its one shape (two players per row) and a fresh database has no
 * extra account. The row has no username, no email and no password: nobody can sign in as it
 * (sign-in and password reset look accounts up by email; no OAuth identity points at it), and
 * every lookup by name (profiles, friend requests, new mail, whispers, blocks, the admin
 * command) finds nothing, so it cannot be befriended or written to. Replying to its mail is
 * refused by name (guards.ts). Its balances are the column defaults, 0, with no ledger rows.
 */
export const SYSTEM_SENDER_ID = '00000000-0000-4000-8000-00000000a11d';
export const SYSTEM_SENDER_NAME = PRODUCT_NAME;

export const SYSTEM_MAIL_TEXT = {
  noReply: `Mail from ${SYSTEM_SENDER_NAME} cannot be answered`,
} as const;

export const isSystemSender = (userId: string): boolean => userId === SYSTEM_SENDER_ID;

/** Makes the system account when it is missing (a no-op afterwards; safe under concurrency). */
export async function ensureSystemSender(tx: Tx): Promise<void> {
  await tx
    .insert(users)
    .values({ id: SYSTEM_SENDER_ID, username: null, email: null, passwordHash: null, access: 0 })
    .onConflictDoNothing({ target: users.id });
}

/** A mail from the product to one player, written in the caller's transaction. */
export async function sendSystemMail(tx: Tx, recipientId: string, message: string): Promise<string> {
  await ensureSystemSender(tx);
  const [row] = await tx.insert(mail).values({ senderId: SYSTEM_SENDER_ID, recipientId, message }).returning({ id: mail.id });
  return row!.id;
}

/** How a sender's name shows in a mail list: the product's name for the system account. */
export const senderName = (senderId: string, username: string | null): string => (isSystemSender(senderId) ? SYSTEM_SENDER_NAME : (username ?? ''));
