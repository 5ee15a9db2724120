import { previewMessage } from '@common/bbcode/post-card';
import type { ForumAuthor, ForumPost, ForumReply } from '@common/api/routes/forum';
import { forumCategory } from '@common/forum/categories';
import { activeMembershipSql } from '../users/membership';

/**
 * The SQL pieces every post query shares, and the mapping from its rows to the contract. Posts
 * are read with plain SQL (one statement per list page): `p` is forum_posts; $1 is always the
 * viewer's id.
 */

/** A list shows at most this much of the message before cutting the preview (the preview is 250). */
const PREVIEW_SOURCE = 1500;

/** The post columns a list or card needs (the message cut at the source, the preview made here). */
export const postColumns = (fullMessage: boolean) => `
  p.id, p.author_id, p.category, p.title, ${fullMessage ? 'p.message' : `left(p.message, ${PREVIEW_SOURCE}) AS message`},
  p.created_at, p.created_at::text AS created_key, p.last_edited, p.is_pinned, p.is_locked, p.hidden_at IS NOT NULL AS is_hidden,
  p.automatically_nsfw, p.reply_count, p.tips_count, p.nsfw_votes`;

/** The author's card and the viewer's relation to the post; `p` has the columns above. */
export const authorAndFlags = `
  u.username, ${activeMembershipSql('u')} AS membership, u.membership_ends_at, u.badges, pr.bio_color, c.nametag_color,
  p.author_id = $1 AS is_author,
  EXISTS (SELECT 1 FROM forum_tips t WHERE t.post_id = p.id AND t.tipper_id = $1 AND t.reply_id IS NULL) AS has_tipped,
  EXISTS (SELECT 1 FROM forum_nsfw_votes v WHERE v.post_id = p.id AND v.voter_id = $1) AS has_nsfw_voted,
  EXISTS (SELECT 1 FROM forum_replies r WHERE r.author_id = $1 AND r.post_id = p.id) AS has_replied`;

export const authorJoins = (alias: string) => `
  JOIN users u ON u.id = ${alias}.author_id
  LEFT JOIN profiles pr ON pr.user_id = u.id
  LEFT JOIN customizations c ON c.user_id = u.id`;

export interface AuthorRow {
  username: string | null;
  /** The tier shown now (activeMembershipSql); membership_ends_at tells kept pages when it ends. */
  membership: number;
  membership_ends_at: Date | null;
  badges: number;
  bio_color: string | null;
  nametag_color: string | null;
}

export interface PostRow extends AuthorRow {
  id: string;
  author_id: string;
  category: string;
  title: string;
  message: string;
  created_at: Date;
  created_key: string;
  last_edited: Date | null;
  is_pinned: boolean;
  is_locked: boolean;
  is_hidden: boolean;
  automatically_nsfw: boolean;
  reply_count: number;
  tips_count: number;
  nsfw_votes: number;
  is_author: boolean;
  has_tipped: boolean;
  has_nsfw_voted: boolean;
  has_replied: boolean;
}

function author(r: AuthorRow): { author: ForumAuthor; authorColor?: string } {
  return {
    author: {
      username: r.username ?? '',
      membership: r.membership,
      badges: r.badges,
      profile: { bioColor: r.bio_color },
      customization: { nametagColor: r.nametag_color },
    },
    ...(r.nametag_color ? { authorColor: r.nametag_color } : {}),
  };
}

/** A post row as the contract shows it; `preview` cuts the message for lists and cards. */
export function presentPost(r: PostRow, preview: boolean): ForumPost {
  const category = forumCategory(r.category);
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    categoryLabel: category?.label ?? r.category,
    categoryIcon: category?.icon ?? 'message',
    message: preview ? previewMessage(r.message) : r.message,
    createdAt: r.created_at.toISOString(),
    lastEdited: r.last_edited?.toISOString() ?? null,
    ...author(r),
    isPinned: r.is_pinned,
    isLocked: r.is_locked,
    isHidden: r.is_hidden,
    tipsCount: r.tips_count,
    replyCount: r.reply_count,
    nsfwVotes: r.nsfw_votes,
    automaticallyNSFW: r.automatically_nsfw,
    isAuthor: r.is_author,
    hasTipped: r.has_tipped,
    hasNSFWVoted: r.has_nsfw_voted,
    hasReplied: r.has_replied,
  };
}

export interface ReplyRow extends AuthorRow {
  id: string;
  post_id: string;
  author_id: string;
  message: string;
  created_at: Date;
  last_edited: Date | null;
  tips_count: number;
  is_hidden: boolean;
  is_author: boolean;
  has_tipped: boolean;
}

export function presentReply(r: ReplyRow): ForumReply {
  return {
    id: r.id,
    postId: r.post_id,
    message: r.message,
    createdAt: r.created_at.toISOString(),
    lastEdited: r.last_edited?.toISOString() ?? null,
    ...author(r),
    tipsCount: r.tips_count,
    isHidden: r.is_hidden,
    isAuthor: r.is_author,
    hasTipped: r.has_tipped,
  };
}
