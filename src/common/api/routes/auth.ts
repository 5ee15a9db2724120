import { z } from 'zod';
import {
  finishRegistrationBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../../accounts';
import { defineRoute, okMessage } from '../contract';

/** The signed-in player as the session answers it (avatar-economy §3). */
export const sessionUser = z.object({
  _id: z.string(),
  email: z.string(),
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
