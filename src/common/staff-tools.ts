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

/** Labels of the Moderation dialog's Players and Staff tabs (web), once. */
export const STAFF_UI_TEXT = {
  playersTab: 'Players',
  staffTab: 'Staff tools',
  // The lookup.
  joined: (date: string) => `Joined ${date}`,
  online: 'In town now',
  offline: 'Not in town',
  verified: 'Email verified',
  unverified: 'Email not verified',
  demoResident: 'Demo local',
  balances: 'Balances',
  standing: 'Standing',
  goodStanding: 'Good standing',
  mutedUntil: (until: string) => `Muted until ${until}`,
  suspendedUntil: (until: string) => `Suspended until ${until}`,
  banned: 'Banned',
  suggested: (step: string, offences: number) => `Suggested next: ${step} (${offences === 1 ? '1 offence counts' : `${offences} offences count`})`,
  sections: { sanctions: 'Sanctions', chat: 'Chat', forum: 'Forum', feed: 'Feed', ledger: 'Ledger', addresses: 'Addresses', usernames: 'Usernames' },
  empty: {
    sanctions: 'No sanctions, ever.',
    chat: 'No public chat lines.',
    forum: 'No forum posts or replies.',
    feed: 'No feed posts or comments.',
    ledger: 'No ledger rows.',
    addresses: 'No addresses recorded yet (they are kept from sign-ups and sign-ins).',
    usernames: 'The username was never changed.',
  },
  hidden: 'Hidden',
  lifted: (when: string, by: string | null) => `Lifted ${when}${by ? ` by ${by}` : ''}`,
  by: (who: string | null) => (who ? `by ${who}` : 'by the system'),
  ended: 'Ended',
  inForce: 'In force',
  counts: 'Counts',
  lift: 'Lift',
  liftTitle: (label: string) => `Lift this ${label.toLowerCase()}?`,
  liftDetail: 'It ends now and no longer counts as an offence. The reason is kept in the audit log.',
  liftReason: 'Why (optional, kept in the audit log)',
  sharedWith: 'Also seen here:',
  signedUpHere: 'signed up here',
  signIns: (n: number) => (n === 1 ? '1 sign-in' : `${n.toLocaleString('en-US')} sign-ins`),
  reservedUntil: (until: string) => `reserved until ${until}`,
  // The sanction form.
  sanctionTitle: 'Sanction',
  hours: 'Hours',
  reason: 'Reason (the player reads it)',
  impose: (verb: string) => verb,
  confirmTitle: (verb: string, username: string) => `${verb} ${username}?`,
  confirmSuspend: (hours: number) => `They are signed out everywhere and cannot sign in for ${hours} hour${hours === 1 ? '' : 's'}.`,
  confirmBan: 'They are signed out everywhere and cannot sign in again, with no end.',
  notForYou: 'You cannot sanction this account',
  // Staff tools.
  renameTitle: 'Change username',
  renameFrom: 'Current username',
  renameTo: 'New username',
  renameReason: 'Why (optional; mailed to the player and kept in the audit log)',
  renameButton: 'Change username',
  renameHint: 'The old name stays reserved for the player for 90 days. They get a mail, and their town connection starts again under the new name.',
  balanceTitle: 'Coins and gems',
  balanceUser: 'Player',
  balanceAmount: 'Amount',
  balanceReason: 'Why (mailed to the player and kept in the audit log)',
  grant: 'Give',
  take: 'Take',
  balanceHint: 'Through the ledger. Taking never goes below 0: at most what the player has is taken.',
  announceTitle: 'Announcement',
  announceLabel: 'Message to everyone in town now',
  announceButton: 'Send to everyone online',
  announceConfirm: 'Send this announcement to everyone in town?',
  announceHint: 'Shown at once as a notice to every player in town, on every server; kept in the audit log.',
  adminsOnly: 'Admins only',
} as const;
