import { useEffect } from 'react';
import { needsUsername, useSession } from './stores/session';
import { PATHS, navigate, safeCallbackUrl, useLocation } from './router';
import { LoadingScreen } from './screens/LoadingScreen';
import { LandingScreen } from './screens/landing/LandingScreen';
import { AuthScreen } from './screens/auth/AuthScreen';
import { ResetPasswordScreen } from './screens/auth/ResetPasswordScreen';
import { VerifyEmailScreen } from './screens/auth/VerifyEmailScreen';
import { GameFrame } from './shell/GameFrame';
import { TestPaymentScreen } from './screens/pay/TestPaymentScreen';
import { TEST_PAY_PATH } from '@common/payments/texts';

/**
 * Which screen the URL and the session state (avatar-economy §4) call for: loading, the
 * visitor screens, or the game (with Finish Creating Account forced while there is no username).
 */
export function SessionGate() {
  const status = useSession((s) => s.status);
  const missingUsername = useSession(needsUsername);
  const { path, search } = useLocation();

  useEffect(() => {
    // A network failure here leaves the visitor screens, whose status check explains it.
    useSession
      .getState()
      .load()
      .catch((err: unknown) => console.warn('[session] could not load', err));
  }, []);

  const onLogin = path === PATHS.login;
  const callbackUrl = safeCallbackUrl(search.get('callbackUrl'));
  useEffect(() => {
    if (onLogin && status === 'authenticated') navigate(callbackUrl, { replace: true });
  }, [onLogin, status, callbackUrl]);

  if (path === PATHS.resetPassword) return <ResetPasswordScreen token={search.get('token') ?? ''} />;
  if (path === PATHS.verifyEmail) return <VerifyEmailScreen token={search.get('token') ?? ''} />;
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') return onLogin ? <AuthScreen callbackUrl={callbackUrl} /> : <LandingScreen />;
  if (onLogin) return <LoadingScreen />;
  if (path === TEST_PAY_PATH) return <TestPaymentScreen sessionId={search.get('session') ?? ''} />;
  return <GameFrame finishAccount={missingUsername} />;
}
