import { withToasts } from './withToasts';

/**
 * The screens a visitor does not need, each in chunks of its own (issue 23: the landing loads
 * only what it draws). The signed-in app loads after sign-in (townLoader.ts); the sign-in
 * screens only on /login. Vite preloads a chunk's imports when the chunk is asked for, never
 * from the landing's page.
 */
export { loadGameFrame, warmUpTown } from './townLoader';
export const loadAuthScreen = withToasts(() => import('./auth/AuthScreen'));
export const loadResetPasswordScreen = withToasts(() => import('./auth/ResetPasswordScreen'));
export const loadVerifyEmailScreen = withToasts(() => import('./auth/VerifyEmailScreen'));
export const loadTestPaymentScreen = withToasts(() => import('./pay/TestPaymentScreen'));
