/**
 * Reports and the moderators' case queue (issue 21 §1-2): what a player may report, why, the
 * limits, the texts both sides show, and the reporter score, each written once.
 */

/** What a player can report; the server reads each from its own records (never the client's text). */
export const REPORT_TARGET_TYPES = ['player', 'chat', 'whisper', 'mail', 'forumPost', 'forumReply', 'comment', 'feedPost', 'feedComment', 'item'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** How each kind of target reads on the moderators' screen. */
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  player: 'Player',
  chat: 'Public chat line',
  whisper: 'Whisper',
  mail: 'Mail',
  forumPost: 'Forum post',
  forumReply: 'Forum reply',
  comment: 'Profile comment',
  feedPost: 'Feed post',
  feedComment: 'Feed comment',
  item: 'Store item',
};

export const REPORT_REASONS = ['harassment', 'hate', 'sexual content', 'spam', 'scam', 'cheating', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  hate: 'Hate',
  'sexual content': 'Sexual content',
  spam: 'Spam',
  scam: 'Scam',
  cheating: 'Cheating',
  impersonation: 'Impersonation',
  other: 'Other',
};

export const REPORT_NOTE_MAX = 500;
/** Reports one player may send an hour (every process together). */
export const REPORTS_PER_HOUR = 20;
/** Lines of the server's chat log kept on each side of a reported chat line or whisper. */
export const REPORT_CONTEXT_LINES = 5;
/** A player report keeps this many of the player's latest public chat lines. */
export const REPORT_PLAYER_CHAT_LINES = 10;

export const CASE_STATUSES = ['open', 'claimed', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = { open: 'Open', claimed: 'Claimed', closed: 'Closed' };

/** What a moderator decides. warn/mute/suspend/ban go through the sanctions module. */
export const CASE_ACTIONS = ['dismiss', 'hide', 'warn', 'mute', 'suspend', 'ban'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide the content',
  warn: 'Warn',
  mute: 'Mute',
  suspend: 'Suspend',
  ban: 'Ban',
};
/** Actions that need a number of hours. */
export const CASE_TIMED_ACTIONS: readonly CaseAction[] = ['mute', 'suspend'];
/** Hours a mute or suspension may last when decided from a case (a year at most). */
export const CASE_HOURS_MAX = 24 * 365;
export const CASE_REASON_MAX = 500;
/** Targets with content a moderator can hide (a player, a whisper or an item of the house have none of their own to hide). */
export const HIDEABLE_TARGETS: readonly ReportTargetType[] = ['chat', 'mail', 'forumPost', 'forumReply', 'comment', 'feedPost', 'feedComment', 'item'];

/**
 * The reporter score. A report is *upheld* when its case was closed with any action but
 * `dismiss`; it is *decided* when its case was closed at all. A reporter's weight is their
 * upheld share with one upheld and one dismissed report counted in advance (Laplace's rule of
 * succession): (upheld + 1) / (decided + 2). A newcomer weighs 0.5, a player whose reports
 * were always upheld nears 1, one whose reports were always dismissed nears 0. A case's score
 * is the sum of its reporters' weights (each reporter once); the system's reports (the word
 * filter) weigh SYSTEM_REPORT_WEIGHT. Cases sort by score, highest first.
 */
export const SYSTEM_REPORT_WEIGHT = 1;

export function reporterWeight(upheld: number, decided: number): number {
  return (upheld + 1) / (decided + 2);
}

export function caseScore(reporters: readonly ({ system: true } | { system: false; upheld: number; decided: number })[]): number {
  const total = reporters.reduce((sum, r) => sum + (r.system ? SYSTEM_REPORT_WEIGHT : reporterWeight(r.upheld, r.decided)), 0);
  return Math.round(total * 100) / 100;
}

export const REPORT_TEXT = {
  title: 'Report',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'What happened? Moderators see the reported content itself.',
  send: 'Send report',
  cancel: 'Cancel',
  sent: 'Thanks: your report was sent to the moderators.',
  alreadyReported: 'You already reported this; moderators will look at it.',
  tooMany: `You can send at most ${REPORTS_PER_HOUR} reports an hour. Please wait a while.`,
  yourself: 'You cannot report yourself.',
  noUsername: 'Finish creating your account first',
  noteTooLong: `A note can be at most ${REPORT_NOTE_MAX} characters`,
  badReason: 'Choose a reason',
  systemMail: 'Mail from Oldroad cannot be reported.',
  houseItem: 'Only items made by creators can be reported.',
  notFound: {
    player: 'Player not found',
    chat: 'That chat line could not be found',
    whisper: 'That whisper could not be found',
    mail: 'Mail not found',
    forumPost: 'Post not found',
    forumReply: 'Reply not found',
    comment: 'Comment not found',
    feedPost: 'Post not found',
    feedComment: 'Comment not found',
    item: 'Item not found',
  } satisfies Record<ReportTargetType, string>,
  /** What the form says it reports, per target. */
  what: {
    player: (name: string) => `Report ${name}`,
    chat: (name: string) => `Report ${name}'s chat line`,
    whisper: (name: string) => `Report ${name}'s whisper`,
    mail: (name: string) => `Report ${name}'s mail`,
    forumPost: (name: string) => `Report ${name}'s post`,
    forumReply: (name: string) => `Report ${name}'s reply`,
    comment: (name: string) => `Report ${name}'s comment`,
    feedPost: (name: string) => `Report ${name}'s post`,
    feedComment: (name: string) => `Report ${name}'s comment`,
    item: (name: string) => `Report the item ${name}`,
  } satisfies Record<ReportTargetType, (name: string) => string>,
  /** The reporter's mail once their case is closed: that it was handled, never what was done. */
  handledMail: (what: string) =>
    `Thank you for your report about ${what}. A moderator has reviewed it and handled it. We do not share what was decided, but every report is read.`,
} as const;

export const CASE_TEXT = {
  notFound: 'Case not found',
  claimed: 'Case claimed: it is yours to decide',
  alreadyYours: 'You already claimed this case',
  claimedBy: (name: string) => `${name} already claimed this case`,
  closed: 'This case is already closed',
  claimFirst: 'Claim the case before deciding it',
  staffTarget: 'Only an admin can decide a case about a moderator or admin',
  yourOwn: 'You cannot decide a case about yourself',
  ownReport: 'You reported this; another moderator decides it',
  hoursNeeded: (action: string) => `Give the hours the ${action} lasts (1 to ${CASE_HOURS_MAX})`,
  reasonNeeded: 'Give a reason: the player reads it with the sanction',
  reasonTooLong: `A reason can be at most ${CASE_REASON_MAX} characters`,
  nothingToHide: 'There is no content of its own to hide on this report; choose another action',
  alreadyGone: 'The content is already gone',
  resolved: (action: CaseAction) => (action === 'dismiss' ? 'Case dismissed' : `Case closed: ${CASE_ACTION_LABELS[action].toLowerCase()}`),
  sanctionsMissing: 'Sanctions are not available yet',
} as const;

/** The Moderation dialog's texts (cases tab and frame). */
export const MODERATION_DIALOG_TEXT = {
  title: 'Moderation',
  casesTab: 'Cases',
  submissionsTab: 'Item submissions',
  feedUploadsTab: 'Feed uploads',
  feedbackTab: 'Feedback',
  emptyOpen: 'No open cases',
  emptyClaimed: 'No claimed cases',
  emptyClosed: 'No closed cases yet',
  emptyHint: 'Reports from players (and the word filter) gather here, one case per reported thing.',
  loadError: (message: string) => `Could not load the cases: ${message}`,
  retry: 'Try again',
  pick: 'Choose a case to see its evidence and reports',
  back: 'All cases',
  claim: 'Claim',
  claimHint: 'Claim the case to decide it: other moderators then see it is yours.',
  claimedBy: (name: string) => `Claimed by ${name}`,
  claimedByYou: 'Claimed by you',
  score: 'Score',
  scoreHint: 'The sum of its reporters’ weights: a reporter whose past reports were upheld weighs more.',
  reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
  evidence: 'Evidence',
  evidenceHint: 'The server’s own copy, taken when the case opened.',
  context: 'Around it in the log',
  recentChat: 'Recent public chat',
  withheld: 'Whisper lines stay private: moderators see them once one of the two players reports them.',
  reportsTitle: 'Reports',
  system: 'Word filter',
  weight: (w: number) => `weight ${w.toFixed(2)}`,
  standing: 'Standing',
  decide: 'Decide',
  decision: 'Decision',
  action: 'Action',
  hours: 'Hours',
  reason: 'Reason',
  reasonHintSanction: 'The player reads it with the sanction.',
  reasonHintOther: 'Optional: kept in the audit log.',
  suggested: (label: string) => `Suggested next step: ${label}`,
  useSuggested: 'Use it',
  decided: (action: string, by: string | null) => `${action}${by ? ` by ${by}` : ''}`,
  hiddenLine: 'hidden',
  staff: 'Staff',
  cannotAct: 'You cannot decide this case',
} as const;
