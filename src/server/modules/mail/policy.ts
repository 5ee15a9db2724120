import { and, eq, not, or, type SQL } from 'drizzle-orm';
import { MAIL_TEXT } from '@common/social/mail';
import type { AppContext } from '../../context';
import { Forbidden, Invalid, NotFound } from '../../errors';
import { assertNotBlocked, blocking } from '../users/blocks';
import type { UserRow } from '../users/schema';
import { assertMaySpeakTo, type StandingField } from '../users/standing';
import { mail, type MailRow } from './schema';
import { isSystemSender, SYSTEM_MAIL_TEXT } from './system';

/**
 * Who may read and write which mail, decided here and nowhere else.
 *
 * - A mail is seen and changed (read, unread, save, delete, reply) only by its two parties,
 *   each on their own side until they remove it for good; anyone else gets the same 404 as
 *   for a missing mail, so nobody can learn which mails exist.
 * - Writing: a finished account (with a username) whose standing lets it speak to this
 *   player (a mute allows mail to friends only: users/standing.ts), to another player, never to the product's
 *   system sender (its mail cannot be answered), and never across a block either way (the
 *   blocked player is told the other is not accepting mail, the blocker to unblock first).
 * - The blocker no longer sees mail from the player they block (list and unread badge).
 */

export type MailActor = Pick<UserRow, 'id' | 'username' | StandingField>;

/** SQL: mail the viewer still has on their side (inbox, sent or Trash), not removed for good. */
export const onViewersSide = (viewerId: string): SQL =>
  or(and(eq(mail.recipientId, viewerId), eq(mail.purgedByRecipient, false)), and(eq(mail.senderId, viewerId), eq(mail.purgedBySender, false)))!;

/** SQL: a mail the viewer is shown: their own, or from somebody they do not block. */
export const shownTo = (viewerId: string): SQL => or(eq(mail.senderId, viewerId), notFromBlocked(viewerId))!;

/** SQL: the sender is not somebody the viewer blocks (for the unread badge as for the list). */
export const notFromBlocked = (viewerId: string): SQL => not(blocking(viewerId, mail.senderId));

export const canSeeMail = (viewer: Pick<UserRow, 'id'>, row: MailRow): boolean =>
  (row.recipientId === viewer.id && !row.purgedByRecipient) || (row.senderId === viewer.id && !row.purgedBySender);

export function assertCanSeeMail<R extends MailRow>(viewer: Pick<UserRow, 'id'>, row: R | undefined): asserts row is R {
  if (!row || !canSeeMail(viewer, row)) throw new NotFound(MAIL_TEXT.notFound);
}

/** Refuses a mail (new or reply) from `sender` to `to` the rules do not allow. */
export async function assertCanWriteTo(ctx: AppContext, sender: MailActor, to: { id: string; username: string | null }): Promise<void> {
  if (!sender.username) throw new Forbidden(MAIL_TEXT.noUsername);
  if (to.id === sender.id) throw new Invalid(MAIL_TEXT.notYourself);
  // A muted player still writes to friends (standing reads the friendship only while muted).
  await assertMaySpeakTo(ctx, sender, to.id);
  // The product's own account reads nothing: its mail cannot be answered or written to.
  if (isSystemSender(to.id)) throw new Forbidden(SYSTEM_MAIL_TEXT.noReply);
  await assertNotBlocked(ctx, sender.id, to, MAIL_TEXT);
}
