import { PRODUCT_NAME, TOWN_NAME } from './texts';

/**
 * Staff tools (issue 21 §5) and the player lookup (§2): limits and every text, once.
 * Admins change usernames, grant or take coins and gems, and announce to everyone online;
 * moderators and admins look players up.
 */

/** An old username stays reserved for its owner this long after an admin changed it. */
export const USERNAME_RESERVED_DAYS = 90;
export const USERNAME_RESERVED_MS = USERNAME_RESERVED_DAYS * 24 * 60 * 60 * 1000;

/** The most one grant or take moves at once (a typo of a few zeros should not mint millions). */
export const STAFF_GRANT_MAX = 10_000_000;
export const STAFF_REASON_MAX = 500;
export const ANNOUNCEMENT_MAX = 300;

/** What the lookup lists of each kind of recent activity. */
export const LOOKUP_LIMITS = { chat: 30, forum: 20, feed: 20, ledger: 30, addresses: 20, sharing: 30 } as const;

export const STAFF_CURRENCIES = ['coins', 'gems'] as const;
export type StaffCurrency = (typeof STAFF_CURRENCIES)[number];

export const STAFF_TEXT = {
  // Username change.
  renamed: (from: string, to: string) => `${from} is now ${to}`,
  renameSame: 'The new username is the same as the old one',
  renameReserved: (name: string) => `${name} is reserved: another player used it until recently`,
  renameMail: (from: string, to: string, reason: string | null) =>
    `The ${PRODUCT_NAME} team changed your username from ${from} to ${to}.${reason ? `\n\nWhy: ${reason}` : ''}\n\nSign in as before (your email and password did not change); other players now see you as ${to}.`,
  renamedInTown: (to: string) => `Staff changed your username to ${to}. ${TOWN_NAME} opens again under your new name.`,
  /** Registration and finishing an account refuse a name another player gave up recently. */
  usernameReserved: `That username was changed recently and stays reserved for ${USERNAME_RESERVED_DAYS} days. Please choose another.`,
  // Grant and take.
  amountRange: `The amount must be a whole number from 1 to ${STAFF_GRANT_MAX.toLocaleString('en-US')}`,
  reasonNeeded: 'Give a reason: it is kept in the audit log and told to the player',
  reasonTooLong: `A reason can be at most ${STAFF_REASON_MAX} characters`,
  granted: (amount: number, currency: StaffCurrency, username: string) => `Gave ${amount.toLocaleString('en-US')} ${currency} to ${username}`,
  taken: (amount: number, currency: StaffCurrency, username: string, asked: number) =>
    amount === asked
      ? `Took ${amount.toLocaleString('en-US')} ${currency} from ${username}`
      : `Took ${amount.toLocaleString('en-US')} ${currency} from ${username} (all they had; ${asked.toLocaleString('en-US')} asked)`,
  nothingToTake: (currency: StaffCurrency, username: string) => `${username} has no ${currency} to take`,
  grantMail: (amount: number, currency: StaffCurrency, reason: string) =>
    `The ${PRODUCT_NAME} team added ${amount.toLocaleString('en-US')} ${currency} to your account.\n\nWhy: ${reason}`,
  takeMail: (amount: number, currency: StaffCurrency, reason: string) =>
    `The ${PRODUCT_NAME} team took ${amount.toLocaleString('en-US')} ${currency} from your account.\n\nWhy: ${reason}`,
  // Announcements.
  announcementEmpty: 'Write the announcement message first',
  announcementTooLong: `An announcement message can be at most ${ANNOUNCEMENT_MAX} characters`,
  announced: (online: number) => `Announcement sent to ${online === 1 ? '1 player' : `${online.toLocaleString('en-US')} players`} online`,
  announcementTitle: 'Announcement',
  // Lookup.
  noSuchPlayer: (username: string) => `No player is named ${username}`,
  lookupPlaceholder: 'Username',
  lookupButton: 'Look up',
  lookupEmpty: 'Look a player up by username: profile, standing, history, recent activity and accounts sharing an address.',
  lookupError: (message: string) => `Could not look the player up: ${message}`,
} as const;
