import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXT } from '@common/accounts';
import { authRoutes, OAUTH_PROVIDERS } from '@common/api/routes/auth';
import { registerRoute } from '../../http/route';
import { registerCookieRead } from './cookie-read';
import { sessionAnswer } from '../users/present';
import { spendResetRequest } from './allowances';
import { isProviderEnabled } from './oauth/providers';
import { registerOAuthRoutes } from './oauth/routes';
import { requestPasswordReset, resetPassword } from './reset';
import { finishRegistration, registerAccount, signIn } from './service';
import { closeSessionTownConnections } from '../../world/notify';
import { clearSessionCookie, originOf, revokeSession, setSessionCookie } from './sessions';
import { resendVerification, verifyEmail } from './verify';

export function authModule(app: FastifyInstance): void {
  registerRoute(app, authRoutes.register, async ({ ctx, body, req }) => {
    await registerAccount(ctx, body, req.ip);
    return { success: true, message: ACCOUNT_TEXT.registered };
  });

  registerRoute(app, authRoutes.login, async ({ ctx, body, req, reply }) => {
    const { user, key } = await signIn(ctx, body, { ...originOf(req), ip: req.ip });
    setSessionCookie(ctx, reply, key);
    return sessionAnswer(ctx, user, key);
  });

  // A reload has no key in memory: this read alone takes the cookie (cookie-read.ts).
  registerCookieRead(app, authRoutes.session, async ({ ctx, auth }) => sessionAnswer(ctx, auth.user, auth.sessionKey));

  // By the x-session-key header (never the cookie): answered once no process accepts the key.
  registerRoute(app, authRoutes.logout, async ({ ctx, auth, reply }) => {
    if (auth) {
      await revokeSession(ctx, auth.sessionId, auth.user.id);
      // The session's other tabs leave the town too: their key no longer opens anything.
      if (auth.user.username) await closeSessionTownConnections(ctx, auth.user.username, auth.sessionId, ACCOUNT_TEXT.signedOutElsewhere);
    }
    clearSessionCookie(reply);
    return { success: true, message: ACCOUNT_TEXT.loggedOut };
  });

  registerRoute(app, authRoutes.forgotPassword, async ({ ctx, body, req }) => {
    await spendResetRequest(ctx, req.ip);
    await requestPasswordReset(ctx, body.email);
    return { success: true, message: ACCOUNT_TEXT.forgotSent };
  });

  registerRoute(app, authRoutes.resetPassword, async ({ ctx, body }) => {
    await resetPassword(ctx, body.token, body.password);
    return { success: true, message: ACCOUNT_TEXT.resetDone };
  });

  registerRoute(app, authRoutes.verifyEmail, async ({ ctx, body }) => {
    await verifyEmail(ctx, body.token);
    return { success: true, message: ACCOUNT_TEXT.emailVerified };
  });

  registerRoute(app, authRoutes.resendVerification, async ({ ctx, auth, req }) => ({
    success: true,
    message: await resendVerification(ctx, auth.user, req.ip),
  }));

  registerRoute(app, authRoutes.finishRegistration, async ({ ctx, auth, body }) => {
    await finishRegistration(ctx, auth.user, body);
    return { success: true, message: ACCOUNT_TEXT.finished };
  });

  registerRoute(app, authRoutes.providers, async ({ ctx }) => ({
    success: true as const,
    providers: OAUTH_PROVIDERS.map((id) => ({ id, enabled: isProviderEnabled(ctx.config, id) })),
  }));

  registerOAuthRoutes(app);
}
