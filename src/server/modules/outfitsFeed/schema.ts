import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { outfits } from '../outfits/schema';
import { userRef } from '../users/schema';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Outfit posts (avatar-economy §3 Post). `status` is pending while an uploaded image waits for
 * a moderator, published once every image is approved (at once for a post of outfits only),
 * rejected when a moderator refuses an image. `published_at` orders the feed.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    layout: text('layout'),
    description: text('description').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    privacy: text('privacy').notNull().default('everyone'),
    status: text('status').notNull(),
    commentCount: integer('comment_count').notNull().default(0),
    tipCount: integer('tip_count').notNull().default(0),
    tipTotal: integer('tip_total').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_posts_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'published'`),
    index('feed_posts_user_idx').on(t.userId, t.createdAt),
    check('feed_posts_type', sql`${t.type} IN ('single', 'collage')`),
    check('feed_posts_layout', sql`(${t.type} = 'single' AND ${t.layout} IS NULL) OR (${t.type} = 'collage' AND ${t.layout} IN ('main-left', 'main-right', 'main-top'))`),
    check('feed_posts_privacy', sql`${t.privacy} IN ('everyone', 'friends', 'private')`),
    check('feed_posts_status', sql`${t.status} IN ('pending', 'published', 'rejected')`),
    check('feed_posts_description', sql`char_length(${t.description}) BETWEEN 10 AND 500`),
    check('feed_posts_counts', sql`${t.commentCount} >= 0 AND ${t.tipCount} >= 0 AND ${t.tipTotal} >= 0`),
  ],
);

/**
 * An uploaded image (§3 Upload status entry), re-encoded (no metadata) and kept in the
 * database so it commits or rolls back with its post. Reviewed by moderators.
 */
export const feedUploads = pgTable(
  'feed_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_uploads_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('feed_uploads_user_idx').on(t.userId, t.createdAt),
    index('feed_uploads_post_idx').on(t.postId),
    check('feed_uploads_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** A post's slots in order (position 0 is a collage's main slot): an outfit or an upload. */
export const feedSlots = pgTable(
  'feed_slots',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The creator's outfit; null once the outfit is deleted (the slot then shows the fallback). */
    outfitId: integer('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    /** The outfit's name when posted. */
    outfitName: text('outfit_name'),
    uploadId: uuid('upload_id').references(() => feedUploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), check('feed_slots_position', sql`${t.position} BETWEEN 0 AND 2`)],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_comments_post_idx').on(t.postId, t.createdAt),
    // By author: the staff's player lookup (migration 0024).
    index('feed_comments_user_idx').on(t.userId, t.createdAt),
    check('feed_comments_text', sql`char_length(${t.text}) BETWEEN 1 AND 500`),
  ],
);

/** One row per tip (the coins moved through the ledger in the same transaction). */
export const feedTips = pgTable(
  'feed_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feed_tips_post_idx').on(t.postId), check('feed_tips_amount', sql`${t.amount} > 0`)],
);

export const feedSaves = pgTable(
  'feed_saves',
  {
    userId: userRef('user_id'),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('feed_saves_post_idx').on(t.postId)],
);

export type FeedPostRow = typeof feedPosts.$inferSelect;
export type FeedUploadRow = typeof feedUploads.$inferSelect;
