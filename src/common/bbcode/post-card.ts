import { z } from 'zod';
import { defineRoute } from '../api/contract';
import { BLOCKS } from './parse';
import { NSFW_DIM_VOTES, POST_PREVIEW_CUT } from './rules';

/**
 * The forum post preview card a [post]{id}[/post] shows (social-core §2 "Forum post preview
 * card"): author avatar, date, pin and lock icons, category icon and label, title, message cut
 * at 250 characters plus '...', tips count (shown x1000) and reply count; dimmed when NSFW.
 *
 * The forum module answers GET /api/forum/post/{id}/quick-info with these fields (extra fields
 * are allowed; src/common/api/routes/forum.ts declares the whole answer). An id that names no
 * post answers 404 and the card says 'Post not found'.
 */
export const postQuickInfoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  category: z.string().optional(),
  categoryLabel: z.string().optional(),
  /** A short key of the category's icon (e.g. 'general', 'clothes'); the card picks the picture. */
  categoryIcon: z.string().optional(),
  isPinned: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  tipsCount: z.number().optional(),
  replyCount: z.number().optional(),
  totalReplies: z.number().optional(),
  nsfwVotes: z.number().optional(),
  automaticallyNSFW: z.boolean().optional(),
  authorColor: z.string().optional(),
  author: z.object({
    username: z.string(),
    membership: z.number().optional(),
    badges: z.number().optional(),
  }),
});
export type PostQuickInfo = z.infer<typeof postQuickInfoSchema>;

export const postQuickInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/forum/post/:id/quick-info',
  auth: 'required',
  params: z.object({ id: z.string() }),
  response: postQuickInfoSchema,
});

/** The card's message: BBCode tags dropped, cut at 250 characters plus '...'. */
export function previewMessage(message: string): string {
  // A block's tags and list items stand between words ('[*]Be kind.[*]Keep it safe'); inline
  // tags may sit inside a word ('wo[b]r[/b]d').
  const plain = message
    .replace(/\[\/?([A-Za-z*][A-Za-z]*)[^\]\n]{0,100}\]/g, (_tag, name: string) => (name === '*' || BLOCKS.has(name.toLowerCase()) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > POST_PREVIEW_CUT ? `${plain.slice(0, POST_PREVIEW_CUT)}...` : plain;
}

/** A post with more than 3 NSFW votes (or flagged automatically) is shown dimmed. */
export const isDimmed = (p: Pick<PostQuickInfo, 'nsfwVotes' | 'automaticallyNSFW'>) => (p.nsfwVotes ?? 0) > NSFW_DIM_VOTES || p.automaticallyNSFW === true;
