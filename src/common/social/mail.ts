/**
 * In-app mail facts (social-core §2 Email screen, §3 Mail, §4, §9), imported by the server's
 * mail module and the email dialog alike.
 */

/** Mail types (social-core §3 Mail): a message, or a friend request sent by the profiles module. */
export const MAIL_TYPE = { message: 0, friendRequest: 1 } as const;
export type MailType = (typeof MAIL_TYPE)[keyof typeof MAIL_TYPE];

/** A message is 1 to 2,000 characters after trimming: a long letter, not a novel. */
export const MAIL_MESSAGE_MIN = 1;
export const MAIL_MESSAGE_MAX = 2000;

/** List cards show the first 50 characters (social-core §9). */
export const MAIL_PREVIEW_LENGTH = 50;

/** GET /api/mail answers at most this many mails, newest first (both folders together). */
export const MAIL_LIST_LIMIT = 500;

/**
 * Per player: mails sent plus replies, per minute. The spec asks for at least 20 a minute so a
 * fast typist never meets it; 30 leaves room while still stopping a flood.
 */
export const MAIL_RATE_LIMIT = { points: 30, duration: 60 } as const;

/** The email dialog's folders (social-core §2): the first three are tabs, Sent and Trash too. */
export const MAIL_FOLDERS = ['Inbox', 'Unread', 'Saved', 'Sent', 'Trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** Every text the player reads about mail, server answers and dialog alike. */
export const MAIL_TEXT = {
  // Server answers.
  sent: 'Mail sent!',
  replied: 'Reply sent!',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  friendRequestStaysUnread: 'Friend requests stay unread until you answer them',
  saved: 'Mail saved',
  unsaved: 'Mail unsaved',
  movedToTrash: 'Moved to Trash',
  deletedForGood: 'Mail deleted for good',
  requestDeclined: 'Friend request declined',
  notFound: 'Mail not found',
  playerNotFound: 'Player not found',
  notYourself: "You can't send mail to yourself",
  empty: 'Write a message first',
  tooLong: `A message can be at most ${MAIL_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  notAString: 'The message must be text',
  badFlag: 'Save flag must be 0 or 1',
  noUsername: 'Finish creating your account before sending mail',
  youBlocked: (username: string) => `You blocked ${username}. Unblock them to send mail.`,
  blockedYou: (username: string) => `${username} is not accepting mail from you`,
  rateLimited: 'You are sending mail too fast. Take a breath and try again in a minute.',
  // The dialog (social-core §2).
  replyTitle: (sender: string) => `Replying to ${sender}`,
  placeholder: 'Enter your message...',
  noMatches: 'No messages found matching your search',
  emptyFolder: (folder: MailFolder) => `No messages in ${folder}`,
  /** A friendly second line under the empty text, per folder. */
  folderHint: {
    Inbox: 'Your mailbox is waiting for its first letter.',
    Unread: 'You have read every letter. Nicely done!',
    Saved: 'Save a letter and it waits for you here.',
    Sent: 'Letters you write land here.',
    Trash: 'Nothing thrown away. Tidy!',
  } satisfies Record<MailFolder, string>,
  searchHint: 'Try another name or word.',
  searchPlaceholder: 'Search mail',
  composeTitle: (to: string) => `New mail to ${to}`,
  composeTo: 'To',
  compose: 'New mail',
  send: 'Send',
  reply: 'Reply',
  back: 'Back',
  unread: 'Unread',
  save: 'Save',
  unsave: 'Unsave',
  delete: 'Delete',
  accept: 'Accept',
  decline: 'Decline',
  friendRequest: 'Friend request',
  deleteTitle: 'Delete this mail?',
  deleteDetail: 'It moves to Trash, where you can still read it.',
  deleteForGoodTitle: 'Delete this mail for good?',
  deleteForGoodDetail: 'It leaves your Trash and cannot be brought back.',
  declineTitle: 'Decline this friend request?',
  declineDetail: (sender: string) => `${sender} will not be told.`,
  loadError: (message: string) => `Error loading mail: ${message}`,
  toYou: 'to you',
  toOther: (username: string) => `to ${username}`,
} as const;

/** Bracketed BBCode tags, left out of previews so a card shows words, not markup. */
const TAG = /\[\/?[a-z*][a-z0-9]*(?:=[^\]]*)?\]/gi;

/** A list card's preview: the message as plain words, cut at 50 characters plus '...'. */
export function mailPreview(message: string): string {
  const text = message.replace(TAG, '').replace(/\s+/g, ' ').trim();
  return text.length > MAIL_PREVIEW_LENGTH ? `${text.slice(0, MAIL_PREVIEW_LENGTH)}...` : text;
}
