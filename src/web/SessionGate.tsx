import { lazy, Suspense, useEffect } from 'react';
import { needsUsername, useSession } from './stores/session';
import { PATHS, navigate, safeCallbackUrl, useLocation } from './router';
import { LoadingScreen } from './screens/LoadingScreen';
import { LandingScreen } from './screens/landing/LandingScreen';
import { loadAuthScreen, loadGameFrame, loadResetPasswordScreen, loadTestPaymentScreen, loadVerifyEmailScreen, warmUpTown } from './screens/loaders';
import { TEST_PAY_PATH } from '@common/payments/texts';

// Only the landing and the loading screen come with the page; the rest loads when shown.
const GameFrame = lazy(() => loadGameFrame().then((m) => ({ default: m.GameFrame })));
const AuthScreen = lazy(() => loadAuthScreen().then((m) => ({ default: m.AuthScreen })));
const ResetPasswordScreen = lazy(() => loadResetPasswordScreen().then((m) => ({ default: m.ResetPasswordScreen })));
const VerifyEmailScreen = lazy(() => loadVerifyEmailScreen().then((m) => ({ default: m.VerifyEmailScreen })));
const TestPaymentScreen = lazy(() => loadTestPaymentScreen().then((m) => ({ default: m.TestPaymentScreen })));

// Signed in (a reload with the cookie, or the sign-in form): the town's code and its pictures
// start loading at once, before React gets to render the town.
useSession.subscribe((s) => {
  if (s.status === 'authenticated') warmUpTown();
});

/**
 * Which screen the URL and the session state (avatar-economy §4) call for: loading, the
 * visitor screens, or the game (with Finish Creating Account forced while there is no username).
 */
export function SessionGate() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

function Screen() {
  const status = useSession((s) => s.status);
  const missingUsername = useSession(needsUsername);
  const { path, search } = useLocation();

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
