import { VERIFY_PAGE_PATH } from '@common/accounts';

/** The few URLs the app has (live-world §2) and how sign-in comes back to them. */
export const PATHS = { home: '/', login: '/login', resetPassword: '/reset-password', verifyEmail: VERIFY_PAGE_PATH } as const;

/**
 * Only same-site paths are followed after sign-in, so a crafted link cannot send a player to
 * another site ("//evil.example" and "https://..." fall back to the default).
 */
export function safeCallbackUrl(raw: string | null | undefined, fallback: string = PATHS.home): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === PATHS.login || raw.startsWith(`${PATHS.login}?`)) return fallback;
  return raw;
}

/** The sign-in screen's URL, remembering where to come back to. */
export function loginUrl(callbackUrl?: string): string {
  const back = safeCallbackUrl(callbackUrl);
  return back === PATHS.home ? PATHS.login : `${PATHS.login}?callbackUrl=${encodeURIComponent(back)}`;
}
