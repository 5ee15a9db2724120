import type { Mail } from '@common/api/routes/mail';
import type { MailFolder } from '@common/social/mail';

/** Which folder a mail shows in, as its viewer sees it (social-core §2 Email screen). */
export function inFolder(mail: Mail, folder: MailFolder): boolean {
  switch (folder) {
    case 'Inbox':
      return !mail.isSender && !mail.isDeleted;
    case 'Unread':
      return !mail.isSender && !mail.isDeleted && !mail.isRead;
    case 'Saved':
      return mail.isSaved && !mail.isDeleted;
    case 'Sent':
      return mail.isSender && !mail.isDeleted;
    case 'Trash':
      return mail.isDeleted;
  }
}

/** The other player of a mail: who wrote it, or for mail the viewer wrote, whom it went to. */
export const otherParty = (mail: Mail): string => (mail.isSender ? mail.recipient : mail.sender);

/** Case-insensitive search over the other player's name and the message. */
export function matchesSearch(mail: Mail, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return otherParty(mail).toLowerCase().includes(term) || mail.message.toLowerCase().includes(term);
}

/** The mails of a folder that match the search, in the list's order (newest first). */
export function visibleMail(all: readonly Mail[], folder: MailFolder, search: string): Mail[] {
  return all.filter((m) => inFolder(m, folder) && matchesSearch(m, search));
}
