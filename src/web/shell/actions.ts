import { queryClient } from '../queryClient';
import { PATHS, navigate } from '../router';
import { useDialogs } from '../stores/dialogs';
import { useSession } from '../stores/session';

/** Sign out: forget the session, every cached answer and open dialog, back to the landing. */
export async function signOut(): Promise<void> {
  useDialogs.getState().close();
  try {
    await useSession.getState().signOut();
  } finally {
    queryClient.clear();
    navigate(PATHS.home, { replace: true });
  }
}
