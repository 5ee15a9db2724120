import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ACCOUNT_TEXT, VERIFY_PAGE_TEXT } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { API_TEXT } from '@common/texts';
import { ApiError, call } from '../../api/client';
import { PATHS, navigate } from '../../router';
import { useSession } from '../../stores/session';
import { AuthCard } from './AuthCard';
import { runMutation } from '../../queryClient';

type Outcome = { state: 'checking' } | { state: 'done' | 'failed'; message: string };

/** One request per link per page load, however often the screen mounts (a link works once). */
const opened = new Map<string, Promise<string>>();
function openLink(token: string): Promise<string> {
  let answer = opened.get(token);
  if (!answer) {
    // The screen shows the answer, refusals included: no toast.
    answer = runMutation(() => call(authRoutes.verifyEmail, { body: { token } }), { meta: { showsOwnError: true } }).then((res) => res.message);
    opened.set(token, answer);
  }
  return answer;
}

/**
 * /verify-email?token=...: the link of the verification mail. It is sent to the server as soon
 * as the page opens (a POST: nothing is verified by merely loading a URL), then the token leaves
 * the address bar. A signed-in browser re-reads its session, so the game's banner is gone.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  const [link] = useState(token);
  const status = useSession((s) => s.status);
  const [outcome, setOutcome] = useState<Outcome>(link ? { state: 'checking' } : { state: 'failed', message: ACCOUNT_TEXT.verifyInvalid });

  useEffect(() => {
    if (!link) return;
    navigate(PATHS.verifyEmail, { replace: true });
    let live = true;
    openLink(link).then(
      (message) => live && setOutcome({ state: 'done', message }),
      (err: unknown) => live && setOutcome({ state: 'failed', message: err instanceof ApiError ? err.message : API_TEXT.unexpected }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  // After the session's first read has settled (it may have started before the link was opened).
  const refreshed = useRef(false);
  useEffect(() => {
    if (outcome.state !== 'done' || status === 'loading' || refreshed.current) return;
    refreshed.current = true;
    if (status === 'authenticated') useSession.getState().load().catch((err: unknown) => console.warn('[session] could not reload', err));
  }, [outcome.state, status]);

  const signedIn = status === 'authenticated';
  const next = (
    <Button size="md" fullWidth onClick={() => navigate(signedIn ? PATHS.home : PATHS.login)} data-testid="verify-next">
      {signedIn ? VERIFY_PAGE_TEXT.toTown : VERIFY_PAGE_TEXT.toSignIn}
    </Button>
  );

  if (outcome.state === 'checking') {
    return (
      <AuthCard title={VERIFY_PAGE_TEXT.checkingTitle}>
        <Group gap="sm" data-testid="verify-checking">
          <Loader size="sm" />
          <Text>{VERIFY_PAGE_TEXT.checking}</Text>
        </Group>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={outcome.state === 'done' ? VERIFY_PAGE_TEXT.doneTitle : VERIFY_PAGE_TEXT.failedTitle}>
      <Stack data-testid={outcome.state === 'done' ? 'verify-done' : 'verify-failed'}>
        <Alert
          color={outcome.state === 'done' ? 'moss' : 'red'}
          icon={outcome.state === 'done' ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        >
          {outcome.message}
        </Alert>
        {outcome.state === 'failed' && signedIn && (
          <Text size="sm" c="dimmed">
            {VERIFY_PAGE_TEXT.askAgain}
          </Text>
        )}
        {next}
      </Stack>
    </AuthCard>
  );
}
