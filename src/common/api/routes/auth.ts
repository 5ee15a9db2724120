import { z } from 'zod';
import {
  finishRegistrationBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '../../accounts';
import { buildPath, defineRoute, okMessage } from '../contract';

/** The signed-in player as the session answers it (avatar-economy §3). */
export const sessionUser = z.object({
  _id: z.string(),
  email: z.string(),
  /** Whether the email was verified (a link opened, or a provider vouched); until then coins and gems stay in the account. */
  emailVerified: z.boolean(),
  /** null until an OAuth account finishes registration. */
  username: z.string().nullable(),
  access: z.number().int(),
  honor: z.number().int(),
  membership: z.number().int(),
  coins: z.number().int(),
  gems: z.number().int(),
  badges: z.number().int(),
  blockedList: z.array(z.string()),
  blockedListIds: z.array(z.string()),
  isMale: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({
  success: z.literal(true),
  user: sessionUser,
  serverSessionKey: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const OAUTH_PROVIDERS = ['google', 'facebook', 'discord'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook', discord: 'Discord' };

/**
 * OAuth sign-in is a full-page navigation, not a JSON call: the start path redirects to the
 * provider, the provider redirects back to the callback path, which signs in (cookie) and
 * redirects to callbackUrl, or to `/login?error=<short text>` on any failure.
 */
export const OAUTH_START_PATH = '/api/auth/oauth/:provider';
export const OAUTH_CALLBACK_PATH = '/api/auth/oauth/:provider/callback';
export const oauthStartUrl = (provider: OAuthProvider, callbackUrl = '/'): string =>
  `${buildPath(OAUTH_START_PATH, { provider })}?callbackUrl=${encodeURIComponent(callbackUrl)}`;

export const authRoutes = {
  register: defineRoute({ method: 'POST', path: '/game-api/register', auth: 'none', body: registerBody, response: okMessage }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', auth: 'none', body: loginBody, response: sessionResponse }),
  session: defineRoute({ method: 'GET', path: '/api/auth/session', auth: 'required', response: sessionResponse }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', auth: 'optional', response: okMessage }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/game-api/forgot-password',
    auth: 'none',
    body: forgotPasswordBody,
    response: okMessage,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/game-api/reset-password',
    auth: 'none',
    body: resetPasswordBody,
    response: okMessage,
  }),
  /** Opens a verification link (the page /verify-email posts its token; no session needed). */
  verifyEmail: defineRoute({ method: 'POST', path: '/game-api/verify-email', auth: 'none', body: verifyEmailBody, response: okMessage }),
  /** Mails the signed-in player another verification link. */
  resendVerification: defineRoute({ method: 'POST', path: '/api/auth/verify-email/resend', auth: 'required', response: okMessage }),
  finishRegistration: defineRoute({
    method: 'POST',
    path: '/api/finish-registration',
    auth: 'required',
    body: finishRegistrationBody,
    response: okMessage,
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/api/auth/providers',
    auth: 'none',
    response: z.object({
      success: z.literal(true),
      providers: z.array(z.object({ id: z.enum(OAUTH_PROVIDERS), enabled: z.boolean() })),
    }),
  }),
};
