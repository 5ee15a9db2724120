import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Evidence } from '@common/api/routes/reports';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/**
 * Migration 0025. A case gathers every report about one target while it is undecided (open or
 * claimed; the partial unique index keeps it one, so two first reports at once make one case),
 * with the server's copy of the evidence taken when it opened. Closed cases keep the decision.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    resolutionAction: text('resolution_action'),
    resolutionHours: integer('resolution_hours'),
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    evidence: jsonb('evidence').$type<Evidence & { parties?: string[] }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_cases_open_target').on(t.targetType, t.targetId).where(sql`${t.status} <> 'closed'`),
    index('report_cases_status_idx').on(t.status, t.createdAt),
    index('report_cases_reported_idx').on(t.reportedUserId, t.createdAt),
    check(
      'report_cases_target_type',
      sql`${t.targetType} IN ('player', 'chat', 'whisper', 'mail', 'forumPost', 'forumReply', 'comment', 'feedPost', 'feedComment', 'item')`,
    ),
    check('report_cases_status', sql`${t.status} IN ('open', 'claimed', 'closed')`),
    check('report_cases_action', sql`${t.resolutionAction} IS NULL OR ${t.resolutionAction} IN ('dismiss', 'hide', 'warn', 'mute', 'suspend', 'ban')`),
    check('report_cases_closed', sql`(${t.status} = 'closed') = (${t.resolutionAction} IS NOT NULL AND ${t.resolvedAt} IS NOT NULL)`),
  ],
);

/** One report of a case; reporter null: the system (the word filter's `review`). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => reportCases.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once').on(t.caseId, t.reporterId).where(sql`${t.reporterId} IS NOT NULL`),
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_reason', sql`${t.reason} IN ('harassment', 'hate', 'sexual content', 'spam', 'scam', 'cheating', 'impersonation', 'other')`),
    check('reports_note', sql`${t.note} IS NULL OR char_length(${t.note}) <= 500`),
  ],
);

export type ReportCaseRow = typeof reportCases.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
