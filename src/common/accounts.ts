import { z } from 'zod';
import { PRODUCT_NAME } from './texts';

/** Account rules: enforced by the server, mirrored by the forms, stated in the README. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** What a new account starts with. */
export const STARTING_COINS = 5000;
export const STARTING_GEMS = 25;

/** Sign-in throttling: failures per account and address before a lock-out, and its length. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_SECONDS = 15 * 60;

/** Password reset links: valid for an hour, and at most this many mails per account per hour. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_MAILS_PER_HOUR = 5;
/** The web page a reset link opens (it carries `?token=`). */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * Email verification links: valid for a day, single use. Besides the mail a new account gets,
 * a player may ask for this many more per hour, and one address for this many (any accounts).
 */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_RESENDS_PER_HOUR = 3;
export const VERIFY_RESENDS_PER_ADDRESS_PER_HOUR = 10;
/** The web page a verification link opens (it carries `?token=`). */
export const VERIFY_PAGE_PATH = '/verify-email';

export const GENDER = { male: 0, female: 1 } as const;
export type BodyType = 'male' | 'female';

/**
 * Names no player may take, in any letter case: the product's own (its system sender shows as
 * PRODUCT_NAME in the inbox, so a player called that could pass for the game).
 */
export const RESERVED_USERNAMES: readonly string[] = [PRODUCT_NAME];
export const isReservedUsername = (username: string): boolean => {
  const name = username.trim().toLowerCase();
  return RESERVED_USERNAMES.some((r) => r.toLowerCase() === name);
};
export const USERNAME_RESERVED_TEXT = `The name ${PRODUCT_NAME} is reserved for the game's own mail. Please choose another username.`;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
  .max(USERNAME_MAX, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may only contain letters, digits and underscores')
  .refine((u) => !isReservedUsername(u), USERNAME_RESERVED_TEXT);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

/** Length counts Unicode code points, so any script and emoji count as one character each. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .refine((p) => [...p].length >= PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .refine((p) => [...p].length <= PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerBody = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
    gender: z.union([z.literal(0), z.literal(1)], { error: 'Gender must be 0 (male) or 1 (female)' }),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const loginBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(EMAIL_MAX).transform((e) => e.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, 'Reset link is invalid').max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const verifyEmailBody = z.object({
  token: z.string({ error: 'Verification link is invalid' }).min(1, 'Verification link is invalid').max(200, 'Verification link is invalid'),
});

export const finishRegistrationBody = z.object({
  username: usernameSchema,
  bodyType: z.enum(['male', 'female'], { error: 'Please choose a body type' }),
});

/** Texts the server answers with (one place, so tests and screens agree). */
export const ACCOUNT_TEXT = {
  registered: 'Account created! You can now sign in. We sent you a link to verify your email address.',
  usernameTaken: 'That username is already taken',
  usernameReserved: USERNAME_RESERVED_TEXT,
  emailTaken: 'An account with that email already exists',
  badCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  tooManyAttemptsFromAddress: 'Too many failed sign-in attempts from your network. Try again in an hour.',
  tooManyRegistrations: 'Too many new accounts were made from your network. Try again in an hour.',
  tooManyResetRequests: 'Too many password reset requests from your network. Try again in an hour.',
  /** A limit that must hold (sign-in, new accounts, mail) could not be checked: refused for now. */
  limitsUnavailable: 'This is paused for a moment while we reconnect. Please try again in a minute.',
  forgotSent: 'If an account exists for that email, a reset link is on its way.',
  resetDone: 'Your password has been changed. You can now sign in.',
  resetInvalid: 'This reset link is invalid or has expired',
  loggedOut: 'Signed out',
  /** Told in town to the tabs of a session signed out elsewhere, and to every tab after a password reset. */
  signedOutElsewhere: 'You signed out, so you left the town. Sign in again to come back.',
  passwordChangedSignedOut: 'Your password was changed, so every session was signed out. Sign in with the new password.',
  finished: 'Welcome to Old Road Town!',
  alreadyFinished: 'Your account already has a username',
  emailVerified: 'Your email address is verified. Coins and gems can now be sent to other players.',
  verifyInvalid: 'This verification link is invalid, was already used or has expired',
  verifySent: (email: string) => `We sent a new link to ${email}.`,
  tooManyVerifyMails: 'You asked for several links already. Try again in an hour.',
  alreadyVerified: 'Your email address is already verified.',
  noEmailToVerify: 'Your account has no email address to verify.',
  verifyMailFailed: 'The mail could not be sent just now. Please try again later.',
  /** Refusal of anything that moves coins or gems to another player before the email is verified. */
  verifyToSend: 'Verify your email address first: coins and gems can be sent to other players once it is verified.',
} as const;

/** The game's banner while the player's email is not verified. */
export const VERIFY_BANNER_TEXT = {
  title: 'Verify your email address',
  sentTo: (email: string) => `We sent a link to ${email}. Until you open it, coins and gems cannot be sent to other players.`,
  noEmail: 'Your account has no email address, so coins and gems cannot be sent to other players.',
  resend: 'Resend',
  dismiss: 'Hide until next time',
} as const;

/** The page a verification link opens. */
export const VERIFY_PAGE_TEXT = {
  checkingTitle: 'Email verification',
  checking: 'Checking your link…',
  doneTitle: 'Email verified',
  failedTitle: 'Link not valid',
  askAgain: 'The banner at the top of the town can send you a new link.',
  toTown: 'Go to town',
  toSignIn: 'Sign in',
} as const;

/** Short texts the OAuth callback puts in `/login?error=` when a provider sign-in fails. */
export const OAUTH_ERROR_TEXT = {
  unknownProvider: 'That sign-in provider is not available',
  cancelled: 'Sign-in was cancelled',
  expired: 'Sign-in took too long or was started elsewhere. Please try again.',
  failed: 'Sign-in with that provider failed. Please try again.',
  emailInUse: 'An account with that email already exists. Sign in with your email and password.',
} as const;

/**
 * Where a browser may be sent after signing in: only a path of this site ("/", "/x?y"),
 * never another origin ("//evil.test", "https://...", "/\\evil.test"). Anything else gives "/".
 */
export function safeCallbackPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000 || !raw.startsWith('/') || raw.includes('\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, which would turn "/\t/evil.test" into "//evil.test".
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  const base = 'http://callback.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '/';
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
