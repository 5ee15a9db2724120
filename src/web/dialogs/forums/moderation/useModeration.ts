import { useQueryClient } from '@tanstack/react-query';
import type { ForumPost, ForumPostDetail } from '@common/api/routes/forum';
import { moderationRoutes, type ModeratedPost } from '@common/api/routes/moderation';
import { forumCategory } from '@common/forum/categories';
import { MODERATION_TEXT } from '@common/moderation';
import { call } from '../../../api/client';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../toast';
import { FORUM_KEY, patchPost, refreshForum } from '../useForum';
import { runMutation } from '../../../queryClient';

/** What changed, for the post view: a new state, or the post or reply is gone. */
export type ModerationChange = { kind: 'post'; post: ModeratedPost } | { kind: 'postDeleted'; id: string } | { kind: 'reply'; replyId: string; isHidden: boolean } | { kind: 'replyDeleted'; replyId: string };

export type ModeratedFields = Pick<ForumPost, 'id' | 'category' | 'isPinned' | 'isLocked' | 'isHidden'>;

/** The open post's cached pages take the new state at once, with the category's label and icon. */
const withState = (p: ForumPostDetail, s: ModeratedPost): ForumPostDetail => {
  const c = forumCategory(s.category);
  return { ...p, ...s, categoryLabel: c?.label ?? p.categoryLabel, categoryIcon: c?.icon ?? p.categoryIcon };
};

/**
 * A moderator's acts on one post and its replies, each a mutation. Each answer's message is
 * toasted (a refusal once, by the mutation), the open post is patched from the answer, and every forum query (lists,
 * posts, [post] cards: all under FORUM_KEY) reads afresh. Deleting asks first.
 */
export function useModeration(postId: string, onChanged?: (change: ModerationChange) => void) {
  const client = useQueryClient();
  const done = (message: string, change: ModerationChange) => {
    toast.success(message);
    refreshForum(client);
    onChanged?.(change);
  };
  const postAct = async (run: () => Promise<{ message: string; post: ModeratedPost }>): Promise<boolean> => {
    const res = await runMutation(run).catch(() => null);
    if (!res) return false;
    patchPost(client, postId, (p) => withState(p, res.post));
    done(res.message, { kind: 'post', post: res.post });
    return true;
  };
  const params = { id: postId };

  return {
    setPinned: (pinned: boolean) => postAct(() => call(moderationRoutes.pin, { params, body: { pinned } })),
    setLocked: (locked: boolean) => postAct(() => call(moderationRoutes.lock, { params, body: { locked } })),
    setHidden: (hidden: boolean) => postAct(() => call(moderationRoutes.hidePost, { params, body: { hidden } })),
    move: (category: string) => postAct(() => call(moderationRoutes.move, { params, body: { category } })),
    /** Resolves true once deleted (false when not confirmed or refused). */
    deletePost: async (): Promise<boolean> => {
      const ok = await confirm({ title: MODERATION_TEXT.deletePostTitle, detail: MODERATION_TEXT.deletePostBody, confirmLabel: MODERATION_TEXT.delete, danger: true });
      if (!ok) return false;
      const res = await runMutation(() => call(moderationRoutes.deletePost, { params, body: {} })).catch(() => null);
      if (!res) return false;
      client.removeQueries({ queryKey: [...FORUM_KEY, 'post', postId] });
      done(res.message, { kind: 'postDeleted', id: postId });
      return true;
    },
    setReplyHidden: async (replyId: string, hidden: boolean): Promise<boolean> => {
      const res = await runMutation(() => call(moderationRoutes.hideReply, { params: { id: postId, replyId }, body: { hidden } })).catch(() => null);
      if (!res) return false;
      patchPost(client, postId, (p) => ({ ...p, replyCount: res.replyCount, replies: p.replies.map((r) => (r.id === replyId ? { ...r, isHidden: res.reply.isHidden } : r)) }));
      done(res.message, { kind: 'reply', replyId, isHidden: res.reply.isHidden });
      return true;
    },
    deleteReply: async (replyId: string): Promise<boolean> => {
      const ok = await confirm({ title: MODERATION_TEXT.deleteReplyTitle, detail: MODERATION_TEXT.deleteReplyBody, confirmLabel: MODERATION_TEXT.delete, danger: true });
      if (!ok) return false;
      const res = await runMutation(() => call(moderationRoutes.deleteReply, { params: { id: postId, replyId }, body: {} })).catch(() => null);
      if (!res) return false;
      patchPost(client, postId, (p) => ({ ...p, replyCount: res.replyCount, totalReplies: Math.max(0, p.totalReplies - 1), replies: p.replies.filter((r) => r.id !== replyId) }));
      done(res.message, { kind: 'replyDeleted', replyId });
      return true;
    },
  };
}
export type ModerationActions = ReturnType<typeof useModeration>;
