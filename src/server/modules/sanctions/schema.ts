import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SanctionKind } from '@common/moderation-sanctions';
import { createdAt } from '../../db/columns';
import { reportCases } from '../reports/schema';
import { userRef, users } from '../users/schema';

/**
 * Every sanction ever imposed (migration 0024). What is in force now is also kept on the users
 * row (users.mutedUntil, suspendedUntil, suspensionReason), written by service.ts in the same
 * transaction as these rows.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    kind: text('kind').$type<SanctionKind>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** Mutes and suspensions only; a warning has none, a ban no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null: the system (word filter, flood control), or a staff account since deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The report case it settled (the foreign key is added by 0025, which makes the cases table). */
    caseId: uuid('case_id').references(() => reportCases.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    /** A warning: when the player acknowledged its notice. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('sanctions_user_idx').on(t.userId, t.createdAt),
    index('sanctions_case_idx').on(t.caseId).where(sql`${t.caseId} IS NOT NULL`),
    check('sanctions_kind_known', sql`${t.kind} IN ('warn', 'mute', 'suspend', 'ban')`),
    check('sanctions_end_by_kind', sql`(${t.kind} IN ('mute', 'suspend')) = (${t.endsAt} IS NOT NULL)`),
    check('sanctions_lift_complete', sql`${t.liftedBy} IS NULL OR ${t.liftedAt} IS NOT NULL`),
  ],
);

export type SanctionRow = typeof sanctions.$inferSelect;
