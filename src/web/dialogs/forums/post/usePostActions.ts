import { useQueryClient } from '@tanstack/react-query';
import { forumRoutes, type ForumPostDetail, type ForumReply } from '@common/api/routes/forum';
import { FORUM_TEXT } from '@common/forum/texts';
import { call } from '../../../api/client';
import { confirm } from '../../../components/confirm';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { patchPost, refreshForum } from '../useForum';
import { runMutation } from '../../../queryClient';

/**
 * What a player does on a post: tip it or a reply (after a confirmation; the top bar's coins
 * change at once from the answer's balances), vote NSFW/SFW, edit their own words, reply.
 * Each change shows in the open post straight away; then lists and cards read afresh. Refusals
 * are mutations: a refusal is toasted once with the server's message.
 */
export function usePostActions(post: Pick<ForumPostDetail, 'id' | 'author'>) {
  const client = useQueryClient();
  const patch = (change: (p: ForumPostDetail) => ForumPostDetail) => patchPost(client, post.id, change);
  const patchReply = (replyId: string, change: Partial<ForumReply>) =>
    patch((p) => ({ ...p, replies: p.replies.map((r) => (r.id === replyId ? { ...r, ...change } : r)) }));
  const balances = (b: { coins: number; gems: number; honor: number }) => useSession.getState().patchUser(b);

  return {
    /** Resolves true when the tip went through. */
    tipPost: async (): Promise<boolean> => {
      const ok = await confirm({ title: FORUM_TEXT.tipConfirmTitle, detail: FORUM_TEXT.tipConfirmPost(post.author.username), confirmLabel: FORUM_TEXT.tipConfirm });
      if (!ok) return false;
      const res = await runMutation(() => call(forumRoutes.tip, { params: { id: post.id } })).catch(() => null);
      if (!res) return false;
      balances(res.balances);
      patch((p) => ({ ...p, hasTipped: true, tipsCount: res.tipsCount }));
      toast.success(res.message);
      refreshForum(client);
      return true;
    },
    tipReply: async (reply: ForumReply): Promise<boolean> => {
      const ok = await confirm({ title: FORUM_TEXT.tipConfirmTitle, detail: FORUM_TEXT.tipConfirmReply(reply.author.username), confirmLabel: FORUM_TEXT.tipConfirm });
      if (!ok) return false;
      const res = await runMutation(() => call(forumRoutes.tipReply, { params: { id: post.id, replyId: reply.id } })).catch(() => null);
      if (!res) return false;
      balances(res.balances);
      patchReply(reply.id, { hasTipped: true, tipsCount: res.tipsCount });
      toast.success(res.message);
      return true;
    },
    toggleNsfw: async () => {
      const res = await runMutation(() => call(forumRoutes.nsfw, { params: { id: post.id } })).catch(() => null);
      if (!res) return;
      patch((p) => ({ ...p, hasNSFWVoted: res.hasNSFWVoted, nsfwVotes: res.nsfwVotes }));
      toast.success(res.message);
      refreshForum(client);
    },
    /** Resolves true once saved (the editor closes); a refusal keeps the words. */
    editPost: async (message: string): Promise<boolean> => {
      const res = await runMutation(() => call(forumRoutes.edit, { params: { id: post.id }, body: { message } })).catch(() => null);
      if (!res) return false;
      patch((p) => ({ ...p, message, lastEdited: res.lastEdited }));
      toast.success(res.message);
      refreshForum(client);
      return true;
    },
    editReply: async (reply: ForumReply, message: string): Promise<boolean> => {
      const res = await runMutation(() => call(forumRoutes.editReply, { params: { id: post.id, replyId: reply.id }, body: { message } })).catch(() => null);
      if (!res) return false;
      patchReply(reply.id, { message, lastEdited: res.lastEdited });
      toast.success(res.message);
      return true;
    },
    /** Answers the post's new reply count (to turn to the last page), or null when refused. */
    reply: async (message: string): Promise<number | null> => {
      const res = await runMutation(() => call(forumRoutes.reply, { params: { id: post.id }, body: { message } })).catch(() => null);
      if (!res) return null;
      toast.success(res.message);
      refreshForum(client);
      return res.totalReplies;
    },
  };
}
export type PostActions = ReturnType<typeof usePostActions>;
