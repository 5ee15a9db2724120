import { FORUM_CATEGORIES } from '@common/forum/categories';
import { MODERATION_TEXT } from '@common/moderation';
import type { ModeratedFields } from './useModeration';

/** One entry of a moderation menu; `move` entries carry the category they move to. */
export interface ModerationItem {
  key: 'pin' | 'lock' | 'hide' | 'delete' | `move:${string}`;
  label: string;
  danger?: boolean;
}

/**
 * A post's moderation menu from its state: each toggle names the act it will do (Pin or Unpin,
 * ...), then the categories it can move to (all but its own and the All filter), then Delete.
 */
export function postModerationItems(post: Omit<ModeratedFields, 'id'>): { acts: ModerationItem[]; moves: ModerationItem[]; remove: ModerationItem } {
  return {
    acts: [
      { key: 'pin', label: post.isPinned ? MODERATION_TEXT.unpin : MODERATION_TEXT.pin },
      { key: 'lock', label: post.isLocked ? MODERATION_TEXT.unlock : MODERATION_TEXT.lock },
      { key: 'hide', label: post.isHidden ? MODERATION_TEXT.unhide : MODERATION_TEXT.hide },
    ],
    moves: FORUM_CATEGORIES.filter((c) => !c.filterOnly && c.id !== post.category).map((c) => ({ key: `move:${c.id}` as const, label: c.label })),
    remove: { key: 'delete', label: MODERATION_TEXT.deletePost, danger: true },
  };
}

export function replyModerationItems(reply: { isHidden: boolean }): ModerationItem[] {
  return [
    { key: 'hide', label: reply.isHidden ? MODERATION_TEXT.unhide : MODERATION_TEXT.hide },
    { key: 'delete', label: MODERATION_TEXT.deleteReply, danger: true },
  ];
}
