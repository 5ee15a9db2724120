import { cdn } from '@common/cdn';
import { preloadToasts } from '../ToastHost';

/** Each of these screens may toast: the toasts' code loads beside it, not with the landing. */
const withToasts =
  <T>(load: () => Promise<T>) =>
  () => {
    preloadToasts();
    return load();
  };

/**
 * The screens a visitor does not need, each in chunks of its own (issue 23: the landing loads
 * only what it draws). The signed-in app (the town, PixiJS, the HUD, the dialogs and their CSS)
 * loads after sign-in; the sign-in screens only on /login. Vite preloads a chunk's imports when
 * the chunk is asked for, never from the landing's page.
 */
export const loadGameFrame = withToasts(() => import('../shell/GameFrame'));
export const loadAuthScreen = withToasts(() => import('./auth/AuthScreen'));
export const loadResetPasswordScreen = withToasts(() => import('./auth/ResetPasswordScreen'));
export const loadVerifyEmailScreen = withToasts(() => import('./auth/VerifyEmailScreen'));
export const loadTestPaymentScreen = withToasts(() => import('./pay/TestPaymentScreen'));

let warmed = false;

/**
 * Once the player is (about to be) signed in: fetch the town's code and its two map pictures
 * together, so the first picture waits for the slower of them rather than for both in turn.
 */
export function warmUpTown(): void {
  if (warmed) return;
  warmed = true;
  loadGameFrame().catch(() => {
    // A failed load is asked again (and reported) when the town screen renders.
    warmed = false;
  });
  for (const url of [cdn.mapBackground(), cdn.mapForeground()]) {
    const img = new Image();
    img.src = url;
  }
}
