import { create } from 'zustand';
import { authRoutes, type SessionResponse, type SessionUser } from '@common/api/routes/auth';
import { API_TEXT } from '@common/texts';
import { ApiError, call, configureApi, type SessionState } from '../api/client';
import { notifications } from '@mantine/notifications';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { toast } from '../toast';
import { runMutation } from '../queryClient';

/**
 * The session (avatar-economy §4): loading, unauthenticated, authenticated without a username
 * (Finish Creating Account is forced), authenticated. The key lives in memory only; the
 * httpOnly cookie restores it on reload through GET /api/auth/session.
 */
interface SessionStore {
  status: SessionState;
  user: SessionUser | null;
  key: string | null;
  load(): Promise<void>;
  accept(res: SessionResponse): void;
  patchUser(patch: Partial<SessionUser>): void;
  signOut(): Promise<void>;
  /** After any 401: forget the session and show the landing screen. */
  expire(): void;
  /**
   * The server ended the account's sessions for a reason the player must read (a suspension or
   * a ban, told by the town): forget the session, showing that reason instead of "expired".
   */
  endedBy(message: string): void;
}

export const useSession = create<SessionStore>()((set, get) => ({
  status: 'loading',
  user: null,
  key: null,
  load: async () => {
    try {
      const res = await call(authRoutes.session, {}, { anonymous: true });
      get().accept(res);
    } catch (err) {
      set({ status: 'unauthenticated', user: null, key: null });
      if (!(err instanceof ApiError) || err.status !== 401) throw err;
    }
  },
  accept: (res) => set({ status: 'authenticated', user: res.user, key: res.serverSessionKey }),
  patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
  signOut: async () => {
    try {
      // Signing out ends the session here whatever the server answers: nothing to show.
      await runMutation(() => call(authRoutes.logout, {}), { meta: { showsOwnError: true } });
    } finally {
      set({ status: 'unauthenticated', user: null, key: null });
    }
  },
  expire: () => {
    if (get().status === 'authenticated') toast.error(API_TEXT.sessionExpired);
    set({ status: 'unauthenticated', user: null, key: null });
  },
  endedBy: (message) => {
    if (get().status === 'authenticated') notifications.show({ color: 'red', title: SANCTION_TEXT.signedOutTitle, message, autoClose: false });
    set({ status: 'unauthenticated', user: null, key: null });
  },
}));

/** True once signed in but before an OAuth account has chosen its username. */
export const needsUsername = (s: Pick<SessionStore, 'status' | 'user'>) => s.status === 'authenticated' && !s.user?.username;

configureApi({
  state: () => useSession.getState().status,
  key: () => useSession.getState().key,
  onUnauthorized: () => useSession.getState().expire(),
});
