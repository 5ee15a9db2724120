import { z } from 'zod';
import { SANCTION_HOURS_MAX, SANCTION_HOURS_MIN, SANCTION_KINDS, SANCTION_REASON_MAX, SANCTION_TEXT } from '../../moderation-sanctions';
import { defineRoute, okMessage } from '../contract';
import { uuidId, uuidParams } from '../params';

/**
 * Sanctions (issue 21 §3): staff impose and lift them; a player reads their own standing.
 * Who may impose or lift what is the sanctions policy's (server/modules/sanctions/policy.ts).
 */

export const sanctionKindSchema = z.enum(SANCTION_KINDS);

/** A staff member as a sanction names them; null: the system (word filter, flood control). */
const staffRef = z.object({ id: z.string(), username: z.string().nullable() }).nullable();

/** One sanction. `endsAt` null: a warning (no length) or a ban (no end). */
export const sanctionSchema = z.object({
  id: z.string(),
  kind: sanctionKindSchema,
  reason: z.string(),
  createdAt: z.string(),
  endsAt: z.string().nullable(),
  /** In force now (a mute or suspension not yet ended, a ban), or a warning still counting. */
  active: z.boolean(),
  /** Counts as an offence for the ladder (moderation-sanctions.ts countsAsOffence). */
  offence: z.boolean(),
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** Staff only (the player's own standing leaves who out). */
  createdBy: staffRef.optional(),
  liftedBy: staffRef.optional(),
  caseId: z.string().nullable().optional(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

/** The next step the ladder suggests, and the offences it counts. */
export const ladderSuggestionSchema = z.object({
  offences: z.number().int(),
  kind: sanctionKindSchema,
  hours: z.number().int().nullable(),
});
export type LadderSuggestion = z.infer<typeof ladderSuggestionSchema>;

/** What is in force on an account now (the case queue and the lookup show it beside a player). */
export const standingSummarySchema = z.object({
  mutedUntil: z.string().nullable(),
  /** A suspension's end; null when not suspended, or banned. */
  suspendedUntil: z.string().nullable(),
  banned: z.boolean(),
  offences: z.number().int(),
  suggested: ladderSuggestionSchema,
});
export type StandingSummary = z.infer<typeof standingSummarySchema>;

export const sanctionBody = z
  .object({
    username: z.string().trim().min(1, { error: SANCTION_TEXT.usernameNeeded }).max(40),
    kind: sanctionKindSchema,
    hours: z
      .number({ error: SANCTION_TEXT.hoursNeeded })
      .int({ error: SANCTION_TEXT.hoursNeeded })
      .min(SANCTION_HOURS_MIN, { error: SANCTION_TEXT.hoursNeeded })
      .max(SANCTION_HOURS_MAX, { error: SANCTION_TEXT.hoursNeeded })
      .nullish(),
    reason: z.string().trim().min(1, { error: SANCTION_TEXT.reasonNeeded }).max(SANCTION_REASON_MAX, { error: SANCTION_TEXT.reasonTooLong }),
  })
  .superRefine((b, issue) => {
    const timed = b.kind === 'mute' || b.kind === 'suspend';
    if (timed && (b.hours === undefined || b.hours === null)) issue.addIssue({ code: 'custom', path: ['hours'], message: SANCTION_TEXT.hoursNeeded });
    if (!timed && b.hours !== undefined && b.hours !== null) issue.addIssue({ code: 'custom', path: ['hours'], message: SANCTION_TEXT.noHours(b.kind) });
  });
export type SanctionBody = z.input<typeof sanctionBody>;

export const liftBody = z.object({
  reason: z.string().trim().max(SANCTION_REASON_MAX, { error: SANCTION_TEXT.reasonTooLong }).optional(),
});

export const sanctionRoutes = {
  /** Moderators warn, mute and suspend players; admins also ban and sanction moderators. */
  impose: defineRoute({
    method: 'POST',
    path: '/api/moderation/sanction',
    auth: 'required',
    role: 'moderator',
    body: sanctionBody,
    response: okMessage.extend({ sanction: sanctionSchema, standing: standingSummarySchema }),
  }),
  /** Lifts one early (bans: admins only). */
  lift: defineRoute({
    method: 'DELETE',
    path: '/api/moderation/sanction/:id',
    auth: 'required',
    role: 'moderator',
    params: uuidParams(),
    body: liftBody,
    response: okMessage.extend({ sanction: sanctionSchema, standing: standingSummarySchema }),
  }),
  /** The player's own active sanctions and counting warnings (Settings > Account standing). */
  mine: defineRoute({
    method: 'GET',
    path: '/api/me/standing',
    auth: 'required',
    response: z.object({
      success: z.literal(true),
      standing: standingSummarySchema.omit({ suggested: true }),
      active: z.array(sanctionSchema),
      warnings: z.array(sanctionSchema),
      /** Warnings the player has not acknowledged yet: the notice at sign-in shows them. */
      unseenWarnings: z.array(sanctionSchema),
    }),
  }),
  /** The player acknowledged the warning notice: it is not shown again. */
  seen: defineRoute({
    method: 'POST',
    path: '/api/me/standing/seen',
    auth: 'required',
    body: z.object({ ids: z.array(uuidId()).min(1).max(50) }),
    response: okMessage,
  }),
};
