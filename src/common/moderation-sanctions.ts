import { PRODUCT_NAME } from './texts';

/**
 * Sanctions (issue 21 §3): what staff (or the word filter and flood control) impose on an
 * account, the suggested ladder with its decay, and every text a player or moderator reads
 * about them. Written once; the server decides with these, the web shows them.
 */
export const SANCTION_KINDS = ['warn', 'mute', 'suspend', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

export const SANCTION_LABELS: Record<SanctionKind, string> = { warn: 'Warning', mute: 'Mute', suspend: 'Suspension', ban: 'Ban' };
/** The verb on buttons and in the form. */
export const SANCTION_VERBS: Record<SanctionKind, string> = { warn: 'Warn', mute: 'Mute', suspend: 'Suspend', ban: 'Ban' };

/** Kinds that last a number of hours (given by the moderator); a warning has no length, a ban no end. */
export const TIMED_SANCTIONS: readonly SanctionKind[] = ['mute', 'suspend'];
export const isTimed = (kind: SanctionKind): boolean => TIMED_SANCTIONS.includes(kind);

/** Hours a moderator may give a mute or a suspension: one hour to one year. */
export const SANCTION_HOURS_MIN = 1;
export const SANCTION_HOURS_MAX = 24 * 365;
export const SANCTION_REASON_MAX = 500;

/** Kinds only admins impose and lift. */
export const ADMIN_ONLY_SANCTIONS: readonly SanctionKind[] = ['ban'];

/**
 * What a mute covers (issue 21 §3): a muted player cannot speak where strangers read them.
 * Whispers and mail to friends still go.
 */
export const MUTE_COVERS = 'public chat, whispers and mail to players who are not your friends, forum posts and replies, comments and feed posts';

/** Offences older than this no longer count towards the ladder. */
export const OFFENCE_WINDOW_DAYS = 90;
export const OFFENCE_WINDOW_MS = OFFENCE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * What counts as an offence for the ladder, once: a sanction a moderator or admin imposed (the
 * word filter's and flood control's automatic mutes are not), that nobody lifted, imposed less
 * than OFFENCE_WINDOW_DAYS ago. The server's SQL (sanctions/offences.ts) follows this function.
 */
export interface OffenceFacts {
  createdBy: string | null;
  liftedAt: Date | string | null;
  createdAt: Date | string;
}
export function countsAsOffence(s: OffenceFacts, now: Date = new Date()): boolean {
  return s.createdBy !== null && s.liftedAt === null && now.getTime() - new Date(s.createdAt).getTime() < OFFENCE_WINDOW_MS;
}
export const OFFENCE_RULE = `Offences are sanctions staff imposed and did not lift; those older than ${OFFENCE_WINDOW_DAYS} days no longer count.`;

/** One step of the suggested ladder: the kind and, for mutes and suspensions, the hours. */
export interface LadderStep {
  kind: SanctionKind;
  hours: number | null;
}

/** 1st offence a warning, 2nd a mute of 1 h, 3rd 24 h, 4th a 7-day suspension, 5th a ban. */
export const SANCTION_LADDER: readonly LadderStep[] = [
  { kind: 'warn', hours: null },
  { kind: 'mute', hours: 1 },
  { kind: 'mute', hours: 24 },
  { kind: 'suspend', hours: 24 * 7 },
  { kind: 'ban', hours: null },
];

/** The step suggested for the next offence of a player who has `offences` counting ones. */
export function ladderStep(offences: number): LadderStep {
  return SANCTION_LADDER[Math.min(Math.max(0, offences), SANCTION_LADDER.length - 1)]!;
}

/** "2 hours", "3 days", "45 minutes", "30 seconds": the largest unit that fits, rounded up. */
export function durationText(ms: number): string {
  const units: [number, string][] = [
    [24 * 60 * 60 * 1000, 'day'],
    [60 * 60 * 1000, 'hour'],
    [60 * 1000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, unit] of units) {
    if (ms >= size || unit === 'second') {
      const n = Math.max(1, Math.ceil(ms / size - 1e-9));
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return '';
}

/** A moment as the server's refusals write it (they cannot know the player's zone): "May 3, 2026, 14:05 UTC". */
export function utcText(at: Date | string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/** "a sanction's length": 1 hour, 24 hours, 7 days (for the form and the ladder). */
export const hoursText = (hours: number): string => (hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? '' : 's'}`);

/** A ladder step as the resolve form proposes it: "Mute for 24 hours". */
export const stepText = (step: LadderStep): string => (step.hours === null ? SANCTION_VERBS[step.kind] : `${SANCTION_VERBS[step.kind]} for ${hoursText(step.hours)}`);

export const SANCTION_TEXT = {
  // Refusals where a sanction bites (each says until when).
  muted: (until: Date | string, now: Date = new Date()) =>
    `You are muted until ${utcText(until)} (${durationText(new Date(until).getTime() - now.getTime())} from now): no ${MUTE_COVERS} until then.`,
  suspended: (until: Date | string, reason: string | null) =>
    `Your account is suspended until ${utcText(until)}.${reason ? ` Reason: ${reason}` : ''}`,
  banned: (reason: string | null) => `Your account is banned.${reason ? ` Reason: ${reason}` : ''}`,
  // What the player is told when it happens.
  mutedNow: (until: Date | string, reason: string, bySystem = false) =>
    `${bySystem ? 'You are muted' : 'A moderator muted you'} until ${utcText(until)}. Reason: ${reason}`,
  muteLifted: 'Your mute was lifted: you can chat again.',
  warnedNow: (reason: string) => `A moderator warned you. Reason: ${reason}`,
  warnMail: (reason: string) =>
    `A moderator has warned you about your conduct in ${PRODUCT_NAME}.\n\nReason: ${reason}\n\nPlease keep to the rules: further offences within ${OFFENCE_WINDOW_DAYS} days lead to mutes, a suspension and finally a ban. You can see your standing at any time under Settings > Account standing.`,
  // The staff routes' answers and refusals.
  imposed: (kind: SanctionKind, username: string) =>
    ({ warn: `${username} was warned`, mute: `${username} is muted`, suspend: `${username} is suspended`, ban: `${username} is banned` })[kind],
  lifted: (kind: SanctionKind) => `${SANCTION_LABELS[kind]} lifted`,
  noSuchPlayer: (username: string) => `No player is named ${username}`,
  noPlayer: 'That player does not exist (or has no username yet)',
  usernameNeeded: 'Give the username of the player to sanction',
  notFound: 'Sanction not found',
  cannotSignIn: 'This account cannot sign in',
  notYourself: 'You cannot sanction yourself',
  notYourOwn: 'You cannot lift your own sanction',
  staffOnlyByAdmins: 'Moderators cannot sanction staff: ask an admin',
  notAdmins: 'Admins cannot be sanctioned here: the operator changes their role first',
  banAdminsOnly: 'Only admins can ban a player',
  liftBanAdminsOnly: 'Only admins can lift a ban',
  liftStaffOnlyByAdmins: 'Only admins can lift a sanction of a staff member',
  hoursNeeded: `Give the length in hours (${SANCTION_HOURS_MIN} to ${SANCTION_HOURS_MAX.toLocaleString('en-US')})`,
  noHours: (kind: SanctionKind) => (kind === 'ban' ? 'A ban has no end: leave the hours empty' : 'A warning has no length: leave the hours empty'),
  reasonNeeded: 'Give a reason: the player reads it',
  reasonTooLong: `A reason can be at most ${SANCTION_REASON_MAX} characters`,
  alreadyLifted: 'This sanction was already lifted',
  alreadyOver: 'This sanction is already over',
  // Account standing (the player's own view).
  standingTitle: 'Account standing',
  standingGood: 'Your account is in good standing.',
  standingGoodHint: 'No active sanctions and no warnings in the last 90 days.',
  standingActive: 'Active sanctions',
  standingWarnings: 'Warnings',
  standingUntil: (until: string) => `Until ${until}`,
  standingNoEnd: 'No end',
  standingCountsUntil: (until: string) => `Counts until ${until}`,
  standingOffences: (n: number) => `${n} offence${n === 1 ? '' : 's'} in the last ${OFFENCE_WINDOW_DAYS} days`,
  standingRule: OFFENCE_RULE,
  standingMuteCovers: `While muted you cannot use ${MUTE_COVERS}.`,
  standingLoadError: (message: string) => `Could not load your account standing: ${message}`,
  standingRetry: 'Try again',
  // The notice at the next sign-in after a warning.
  warningNoticeTitle: 'You received a warning',
  warningNoticeBody: 'A moderator warned you. Please keep to the rules: further offences lead to mutes, a suspension and finally a ban.',
  warningNoticeOk: 'I understand',
  warningsSeen: 'Noted',
  /** The title of the notice that ends a suspended or banned player's session. */
  signedOutTitle: 'Signed out',
} as const;
