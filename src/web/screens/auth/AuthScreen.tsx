import { useEffect, useState } from 'react';
import { TOAST_SHORT_MS } from '@common/texts';
import { PATHS, navigate, useLocation } from '../../router';
import { toast } from '../../toast';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/**
 * /login (live-world §2): the login view or the two-step register view. An OAuth sign-in that
 * failed comes back here as ?error=..., shown like any sign-in failure.
 */
export function AuthScreen({ callbackUrl }: { callbackUrl: string }) {
  const { search } = useLocation();
  const [view, setViewState] = useState<'login' | 'register'>(search.get('view') === 'register' ? 'register' : 'login');
  // The URL follows the view, so a reload shows the same one (callbackUrl is kept).
  const setView = (next: 'login' | 'register') => {
    setViewState(next);
    const query = new URLSearchParams(window.location.search);
    if (next === 'register') query.set('view', 'register');
    else query.delete('view');
    const rest = query.toString();
    navigate(rest ? `${PATHS.login}?${rest}` : PATHS.login, { replace: true });
  };
  const [email, setEmail] = useState('');
  const oauthError = search.get('error');

  useEffect(() => {
    if (!oauthError) return;
    toast.error(oauthError, TOAST_SHORT_MS);
    const rest = new URLSearchParams(window.location.search);
    rest.delete('error');
    const query = rest.toString();
    navigate(query ? `${PATHS.login}?${query}` : PATHS.login, { replace: true });
  }, [oauthError]);

  if (view === 'register') {
    return (
      <AuthCard title="Create your account" subtitle="Two quick steps and you are in town">
        <RegisterForm
          onLogin={() => setView('login')}
          onDone={(registeredEmail) => {
            setEmail(registeredEmail);
            setView('login');
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Welcome back">
      <LoginForm key={email} callbackUrl={callbackUrl} initialEmail={email} onRegister={() => setView('register')} />
    </AuthCard>
  );
}
