import { isDimmed, previewMessage } from '@common/bbcode/post-card';
import { forumCategory } from '@common/forum/categories';
import { TIP_DISPLAY_UNIT } from '@common/forum/limits';

/** What the forum post preview card reads (social-core §3 "card view"); list rows and quick-info both have it. */
export interface CardPost {
  id: string | number;
  title: string;
  message: string;
  createdAt: string;
  category?: string;
  categoryLabel?: string;
  categoryIcon?: string;
  isPinned?: boolean;
  isLocked?: boolean;
  tipsCount?: number;
  replyCount?: number;
  totalReplies?: number;
  hasReplied?: boolean;
  nsfwVotes?: number;
  automaticallyNSFW?: boolean;
  authorColor?: string | null;
  author: { username: string; membership?: number; badges?: number; customization?: { nametagColor?: string | null } | null };
}

/** The card's words and flags, worked out once (social-core §2, §9). */
export interface CardView {
  excerpt: string;
  /** Coins tipped: tipsCount shown x1000. */
  tips: number;
  replies: number;
  dimmed: boolean;
  categoryLabel: string;
  /** Icon name or category id for categoryIcon(). */
  categoryIcon: string;
  nameColor: string | undefined;
}

export function cardView(post: CardPost): CardView {
  const category = post.category ? forumCategory(post.category) : undefined;
  return {
    excerpt: previewMessage(post.message),
    tips: (post.tipsCount ?? 0) * TIP_DISPLAY_UNIT,
    replies: post.replyCount ?? post.totalReplies ?? 0,
    dimmed: isDimmed(post),
    categoryLabel: post.categoryLabel ?? category?.label ?? post.category ?? '',
    categoryIcon: post.categoryIcon ?? category?.icon ?? post.category ?? '',
    nameColor: post.authorColor ?? post.author.customization?.nametagColor ?? undefined,
  };
}
