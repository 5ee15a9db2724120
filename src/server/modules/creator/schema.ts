import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { items } from '../items/schema';
import { userRef, users } from '../users/schema';

/**
 * Creator submissions (avatar-economy §3, §4): a player's item design waiting for review. The
 * files live under DATA_DIR/uploads/submissions/<id>/ (image.<version>.png, thumbnail.<version>.png:
 * files.ts), written only after every check passed. An approved submission points at the store
 * item it became; checkout reads `submitter_id` through `item_id` to pay the creator's share.
 */
export const creatorSubmissions = pgTable(
  'creator_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submitterId: userRef('submitter_id'),
    name: text('name').notNull(),
    /** 'male' or 'female': the body the sprite was drawn for. */
    gender: text('gender').notNull(),
    category: integer('category').notNull(),
    /** 'pending', 'approved' or 'rejected' (a withdrawn item stays approved, with withdrawn_at set). */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** An approved item taken back out of the store by a moderator (status stays 'approved'). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
    createdAt: createdAt(),
    /** Changes with every edit: image URLs carry it, so browsers never show an old picture. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 1, then one more with every owner edit (migration 0020): a moderator's decision names the
     * revision they saw, and one on an older revision is refused (review.ts).
     */
    revision: integer('revision').notNull().default(1),
    /**
     * The version of the files the row points at (migration 0021): image.<version>.png and
     * thumbnail.<version>.png in its folder; null for files written before versions (image.png,
     * thumbnail.png). An edit with new files writes them under a new version before it commits.
     */
    filesVersion: text('files_version'),
  },
  (t) => [
    index('creator_submissions_submitter_idx').on(t.submitterId, t.createdAt),
    // The review queue: pending, oldest first.
    index('creator_submissions_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // Checkout finds the creator of each item in the cart.
    index('creator_submissions_item_idx').on(t.itemId),
    // The moderators' Approved list: newest decision first.
    index('creator_submissions_approved_idx').on(t.reviewedAt).where(sql`${t.status} = 'approved'`),
    check('creator_submissions_status_known', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('creator_submissions_gender_known', sql`${t.gender} IN ('male', 'female')`),
    check('creator_submissions_withdrawn_approved', sql`${t.withdrawnAt} IS NULL OR ${t.status} = 'approved'`),
    check('creator_submissions_revision_positive', sql`${t.revision} >= 1`),
  ],
);

export type SubmissionRow = typeof creatorSubmissions.$inferSelect;
