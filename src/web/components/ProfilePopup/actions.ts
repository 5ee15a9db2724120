import { friendRoutes } from '@common/api/routes/friends';
import { profileRoutes } from '@common/api/routes/profile';
import { FRIEND_TEXT } from '@common/social/texts';
import { call } from '../../api/client';
import { friendKeys } from '../../api/friends';
import { useChat } from '../../chat/store';
import { queryClient, runMutation } from '../../queryClient';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { toast } from '../../toast';
import { confirm } from '../confirm';
import { profileKeys } from './queries';

/**
 * What a player can do to another from the popup, the about dialog and the friends screens.
 * Each is a mutation (a failure toasts the server's message once); each refreshes what it changed.
 */

/** True while one of these actions waits for its confirmation (the popup stays open meanwhile). */
let confirming = 0;
export const isConfirming = (): boolean => confirming > 0;
async function ask(opts: Parameters<typeof confirm>[0]): Promise<boolean> {
  confirming++;
  try {
    return await confirm(opts);
  } finally {
    // The click that answered the confirmation lands outside the popup: let it pass first.
    setTimeout(() => confirming--, 0);
  }
}

const refresh = (username: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.of(username) }),
    queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  ]);

export function openAbout(username: string): void {
  useDialogs.getState().open('about', { username });
}

/** Starts a whisper to the player in the chat (closing any dialog so the chat shows). */
export function whisperTo(username: string): void {
  useChat.getState().whisperTo(username);
  useDialogs.getState().close();
}

/** Asks to be friends after a confirmation. True when the request went out (or made friends). */
export async function askFriend(username: string): Promise<boolean> {
  const ok = await ask({
    title: FRIEND_TEXT.addConfirm(username),
    detail: 'They will find your request in their Mail.',
    confirmLabel: 'Send request',
  });
  if (!ok) return false;
  try {
    const res = await runMutation(() => call(friendRoutes.request, { params: { username } }));
    toast.success(res.message);
    return true;
  } catch {
    return false;
  } finally {
    await refresh(username);
  }
}

export async function removeFriend(username: string): Promise<void> {
  const ok = await ask({ title: `Remove ${username} from your friends?`, confirmLabel: 'Remove friend', danger: true });
  if (!ok) return;
  try {
    toast.success((await runMutation(() => call(friendRoutes.remove, { params: { username } }))).message);
  } catch {
    /* toasted */
  }
  await refresh(username);
}

/**
 * Blocks (after a confirmation) or unblocks; the session's blocked list changes at once, so
 * the town and the chat hide the player straight away.
 */
export async function setBlocked(username: string, block: boolean): Promise<void> {
  if (block) {
    const ok = await ask({
      title: `Block ${username}?`,
      detail: 'They will no longer be able to whisper you, mail you, comment on your profile or send you friend requests. Any friendship between you ends.',
      confirmLabel: 'Block',
      danger: true,
    });
    if (!ok) return;
  }
  try {
    const res = await runMutation(() => call(profileRoutes.block, { params: { username, flag: block ? '1' : '0' } }));
    useSession.getState().patchUser({ blockedList: res.blockedList, blockedListIds: res.blockedListIds });
    toast.success(res.message);
  } catch {
    /* toasted */
  }
  await refresh(username);
}

/** Sends (true) or takes back (false) the player's one heart. */
export async function setHeart(username: string, heart: boolean): Promise<void> {
  try {
    toast.success((await runMutation(() => call(profileRoutes.match, { params: { username, flag: heart ? '1' : '0' } }))).message);
  } catch {
    /* toasted */
  }
  const me = useSession.getState().user?.username;
  await Promise.all([refresh(username), me ? queryClient.invalidateQueries({ queryKey: profileKeys.of(me) }) : null]);
}
