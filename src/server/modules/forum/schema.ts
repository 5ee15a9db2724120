import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef, users } from '../users/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Forum posts (social-core §3). Ids are uuids (gen_random_uuid), like the outfits feed's, so a
 * [post]{id}[/post] code names exactly one post. The counters are denormalised and changed only
 * in the transaction that inserts or deletes what they count (replies, tips, votes), so lists
 * sort by them from an index. `hidden_at` is set by moderation: hidden posts are gone for
 * players. `search` is the full-text document (title weighted A, the message without BBCode
 * tags weighted B); the title also has a trigram index for partial words.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: userRef('author_id'),
    /** A post category id of src/common/forum/categories.ts (never 'all'). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    lastEdited: timestamp('last_edited', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    automaticallyNsfw: boolean('automatically_nsfw').notNull().default(false),
    /** Replies not hidden by a moderator. */
    replyCount: integer('reply_count').notNull().default(0),
    /** Tips of the post (each POST_TIP_COINS). */
    tipsCount: integer('tips_count').notNull().default(0),
    nsfwVotes: integer('nsfw_votes').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(message, '\\[/?[A-Za-z*][^\\]]{0,100}\\]', ' ', 'g')), 'B')`,
      ),
  },
  (t) => [
    // One index per list order, category-wide and per category; pinned posts come first and
    // each order is keyset-paged on its key (see list.ts).
    index('forum_posts_new_idx').on(t.isPinned, t.createdAt, t.id),
    index('forum_posts_top_idx').on(t.isPinned, t.tipsCount, t.createdAt, t.id),
    index('forum_posts_replies_idx').on(t.isPinned, t.replyCount, t.createdAt, t.id),
    index('forum_posts_cat_new_idx').on(t.category, t.isPinned, t.createdAt, t.id),
    index('forum_posts_cat_top_idx').on(t.category, t.isPinned, t.tipsCount, t.createdAt, t.id),
    index('forum_posts_cat_replies_idx').on(t.category, t.isPinned, t.replyCount, t.createdAt, t.id),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    index('forum_posts_search_idx').using('gin', t.search),
    index('forum_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('forum_posts_counters', sql`${t.replyCount} >= 0 AND ${t.tipsCount} >= 0 AND ${t.nsfwVotes} >= 0`),
    check('forum_posts_category', sql`${t.category} <> 'all'`),
  ],
);

/** Replies to a post; they go with it. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    lastEdited: timestamp('last_edited', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Tips of the reply (each REPLY_TIP_COINS). */
    tipsCount: integer('tips_count').notNull().default(0),
  },
  (t) => [
    index('forum_replies_post_idx').on(t.postId, t.createdAt, t.id),
    index('forum_replies_author_idx').on(t.authorId, t.postId),
    check('forum_replies_tips', sql`${t.tipsCount} >= 0`),
  ],
);

/**
 * One tip per player per post and per reply (the unique indexes make a concurrent repeat fail
 * before its coins move). `reply_id` is null for a tip of the post itself.
 */
export const forumTips = pgTable(
  'forum_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipperId: userRef('tipper_id'),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forum_tips_post_once').on(t.postId, t.tipperId).where(sql`${t.replyId} IS NULL`),
    uniqueIndex('forum_tips_reply_once').on(t.replyId, t.tipperId).where(sql`${t.replyId} IS NOT NULL`),
    index('forum_tips_tipper_idx').on(t.tipperId),
  ],
);

/** A player's NSFW vote on a post (toggled: the row exists while the vote stands). */
export const forumNsfwVotes = pgTable(
  'forum_nsfw_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    voterId: userRef('voter_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.voterId] }), index('forum_nsfw_votes_voter_idx').on(t.voterId)],
);

export type ForumPostRow = typeof forumPosts.$inferSelect;
export type ForumReplyRow = typeof forumReplies.$inferSelect;
