import { PATHS } from './paths';
import { loadAuthScreen } from './screens/loaders';
import { prefetchServerStatus } from './screens/landing/useServerStatus';
import { useSession } from './stores/session';

/**
 * The page's first questions, asked while the rest of the app's code is still being read
 * (main.tsx imports this module right after noEval, and modules run in import order): the
 * session; on the landing the server's status beside it (the landing shows both); on /login the
 * sign-in screen's code. On a slow phone the app's code takes longer to read than these take
 * to arrive, so the first screen drawn can be the right one (main.tsx) rather than the loading
 * screen and then it.
 */
function start(): Promise<unknown> {
  const path = window.location.pathname;
  const waits: Promise<unknown>[] = [
    useSession
      .getState()
      .load()
      .catch((err: unknown) => {
        // A network failure leaves the visitor screens, whose status check explains it.
        console.warn('[session] could not load', err);
      }),
  ];
  if (path === PATHS.home) waits.push(prefetchServerStatus());
  // A failure is met again (and shown) when the screen renders.
  if (path === PATHS.login) waits.push(loadAuthScreen().catch(() => {}));
  return Promise.all(waits);
}

/** Settles once what the first screen needs has arrived, or could not be had. */
export const firstAnswers: Promise<unknown> = start();
