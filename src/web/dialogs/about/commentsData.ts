import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes, type ProfileComment } from '@common/api/routes/profile';
import { call } from '../../api/client';
import { profileKeys } from '../../components/ProfilePopup';
import { queryClient, runMutation } from '../../queryClient';
import { toast } from '../../toast';

/**
 * A profile's comments: loaded when the Comments tab opens; a new comment or reply shows at
 * once, stamped with this browser's clock so it reads 'a few seconds ago' whatever the
 * server's clock says, and a deleted one goes at once (social-core §4).
 */
export const commentsQuery = (username: string) =>
  queryOptions({
    queryKey: profileKeys.comments(username),
    queryFn: ({ signal }) => call(profileRoutes.comments, { params: { username } }, { signal }),
    staleTime: 0,
    retry: false,
  });

export function useComments(username: string) {
  return useQuery(commentsQuery(username));
}

/**
 * Changes the cached list. A load still under way is cancelled first: it may have been answered
 * before this change reached the server, and landing after it would take the change away again.
 * When that was the first load there is no list to change, so it is asked for again instead.
 */
async function update(username: string, change: (list: ProfileComment[]) => ProfileComment[]) {
  const queryKey = profileKeys.comments(username);
  await queryClient.cancelQueries({ queryKey });
  if (queryClient.getQueryData(queryKey) === undefined) return queryClient.invalidateQueries({ queryKey });
  queryClient.setQueryData<ProfileComment[]>(queryKey, (list) => change(list ?? []));
}

/** Posts a comment; true when it went up. */
export async function postComment(username: string, me: string, comment: string): Promise<boolean> {
  try {
    const res = await runMutation(() => call(profileRoutes.comment, { params: { username }, body: { comment } }));
    await update(username, (list) => [{ id: res.id, sender: me, createdAt: new Date().toISOString(), message: comment.trim(), replies: [] }, ...list]);
    return true;
  } catch {
    return false;
  }
}

export async function postReply(username: string, me: string, commentId: string, reply: string): Promise<boolean> {
  try {
    const res = await runMutation(() => call(profileRoutes.reply, { params: { id: commentId }, body: { reply } }));
    await update(username, (list) =>
      list.map((c) => (c.id === commentId ? { ...c, replies: [...c.replies, { id: res.id, sender: me, createdAt: new Date().toISOString(), message: reply.trim() }] } : c)),
    );
    return true;
  } catch {
    return false;
  }
}

/** Deletes a comment (and its replies) or a reply. */
export async function removeComment(username: string, id: string): Promise<void> {
  try {
    const res = await runMutation(() => call(profileRoutes.deleteComment, { params: { id } }));
    await update(username, (list) => list.filter((c) => c.id !== id).map((c) => ({ ...c, replies: c.replies.filter((r) => r.id !== id) })));
    toast.success(res.message);
  } catch {
    /* toasted */
  }
}
