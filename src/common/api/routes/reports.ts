import { z } from 'zod';
import {
  CASE_ACTIONS,
  CASE_HOURS_MAX,
  CASE_REASON_MAX,
  CASE_STATUSES,
  CASE_TEXT,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REPORT_TEXT,
} from '../../moderation-reports';
import { defineRoute } from '../contract';
import { standingSummarySchema } from './sanctions';
import { ID_TEXT, INT4_MAX, UUID_PATTERN, uuidParams } from '../params';

/**
 * Reports (any signed-in player) and the moderators' case queue (issue 21 §1-2). The server
 * attaches its own copy of the evidence to a report; the client names the target only.
 */

/** How each kind of target is named: a username, an item's number, else the row's uuid. */
function targetIdProblem(type: (typeof REPORT_TARGET_TYPES)[number], id: string): string | null {
  if (type === 'player') return id.length >= 1 && id.length <= 40 ? null : REPORT_TEXT.notFound.player;
  if (type === 'item') return /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= INT4_MAX ? null : ID_TEXT.int;
  return UUID_PATTERN.test(id) ? null : ID_TEXT.uuid;
}

export const reportBody = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().trim().min(1).max(64),
    reason: z.enum(REPORT_REASONS, { error: REPORT_TEXT.badReason }),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, { error: REPORT_TEXT.noteTooLong })
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((b, issue) => {
    const problem = targetIdProblem(b.targetType, b.targetId);
    if (problem) issue.addIssue({ code: 'custom', path: ['targetId'], message: problem });
  });
export type ReportBody = z.input<typeof reportBody>;

/** A line of the server's chat log around a reported line (or a reported player's recent lines). */
export const evidenceLineSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** A whisper's recipient. */
  to: z.string().optional(),
  text: z.string(),
  at: z.string(),
  /** The reported line itself. */
  reported: z.boolean().optional(),
  /** Hidden by a moderator (still shown to moderators, marked). */
  hidden: z.boolean().optional(),
});
export type EvidenceLine = z.infer<typeof evidenceLineSchema>;

/**
 * The server's copy of what was reported, taken when the case opened: the content as stored
 * (`text`, `title`), facts around it (`details`: label and value), the chat log around a line,
 * pictures. `withheld`: a whisper no party reported (a word-filter case): its lines stay private.
 */
export const evidenceSchema = z.object({
  author: z.string(),
  title: z.string().optional(),
  text: z.string(),
  at: z.string().optional(),
  details: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
  lines: z.array(evidenceLineSchema).default([]),
  images: z.array(z.string()).default([]),
  withheld: z.boolean().optional(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const caseReportSchema = z.object({
  /** null: the system (the word filter). */
  reporter: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The reporter's weight in the score (reporterWeight). */
  weight: z.number(),
});

export const caseSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reported: z.object({ username: z.string(), isStaff: z.boolean() }),
  status: z.enum(CASE_STATUSES),
  claimedBy: z.string().nullable(),
  claimedAt: z.string().nullable(),
  resolution: z
    .object({ action: z.enum(CASE_ACTIONS), hours: z.number().int().nullable(), reason: z.string().nullable(), by: z.string().nullable(), at: z.string() })
    .nullable(),
  evidence: evidenceSchema,
  reports: z.array(caseReportSchema),
  score: z.number(),
  /** The reported player's standing and the ladder's next step, from the sanctions module. */
  standing: standingSummarySchema.nullable(),
  suggested: z.object({ action: z.enum(CASE_ACTIONS), hours: z.number().int().nullable(), label: z.string() }).nullable(),
  /** The asker may claim or decide it (not a case about staff unless admin, not about themselves, not their own report). */
  canAct: z.boolean(),
  /** Why not, when canAct is false. */
  cannotAct: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationCase = z.infer<typeof caseSchema>;

export const resolveBody = z
  .object({
    action: z.enum(CASE_ACTIONS),
    hours: z.number().int().min(1).max(CASE_HOURS_MAX).nullish(),
    reason: z.string().trim().max(CASE_REASON_MAX, { error: CASE_TEXT.reasonTooLong }).default(''),
  })
  .superRefine((b, issue) => {
    if ((b.action === 'mute' || b.action === 'suspend') && !b.hours) issue.addIssue({ code: 'custom', path: ['hours'], message: CASE_TEXT.hoursNeeded(b.action) });
    if (b.action !== 'dismiss' && b.action !== 'hide' && !b.reason) issue.addIssue({ code: 'custom', path: ['reason'], message: CASE_TEXT.reasonNeeded });
  });
export type ResolveBody = z.input<typeof resolveBody>;

const caseAnswer = z.object({ success: z.literal(true), message: z.string(), case: caseSchema });

export const reportRoutes = {
  /** A player reports something they can see; reports on one target join its open case. */
  report: defineRoute({
    method: 'POST',
    path: '/api/report',
    auth: 'required',
    body: reportBody,
    response: z.object({ success: z.literal(true), message: z.string(), caseId: z.string() }),
  }),
  /** Cases by status: open ones by score, claimed by claim time, closed newest first (100 at most). */
  cases: defineRoute({
    method: 'GET',
    path: '/api/moderation/cases',
    auth: 'required',
    role: 'moderator',
    query: z.object({ status: z.enum(CASE_STATUSES).default('open') }),
    response: z.object({ success: z.literal(true), cases: z.array(caseSchema), counts: z.record(z.enum(CASE_STATUSES), z.number().int()) }),
  }),
  /** One moderator at a time: the first claim wins; the others are told who has it. */
  claim: defineRoute({ method: 'POST', path: '/api/moderation/cases/:id/claim', auth: 'required', role: 'moderator', params: uuidParams(), response: caseAnswer }),
  resolve: defineRoute({
    method: 'POST',
    path: '/api/moderation/cases/:id/resolve',
    auth: 'required',
    role: 'moderator',
    params: uuidParams(),
    body: resolveBody,
    response: caseAnswer,
  }),
};
