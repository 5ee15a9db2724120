import { z } from 'zod';
import { usernameSchema } from '../../accounts';
import { SANCTION_KINDS } from '../../moderation-sanctions';
import { ANNOUNCEMENT_MAX, STAFF_CURRENCIES, STAFF_GRANT_MAX, STAFF_REASON_MAX, STAFF_TEXT } from '../../staff-tools';
import { defineRoute, okMessage } from '../contract';
import { sanctionSchema, standingSummarySchema } from './sanctions';

/**
 * Staff tools (issue 21 §5) and the player lookup (§2). Admins change usernames, grant or take
 * coins and gems and announce to everyone online; moderators and admins look players up.
 * Every act is written to the audit log with the target before and after.
 */

const reason = z.string().trim().min(1, { error: STAFF_TEXT.reasonNeeded }).max(STAFF_REASON_MAX, { error: STAFF_TEXT.reasonTooLong });
const optionalReason = z
  .string()
  .trim()
  .max(STAFF_REASON_MAX, { error: STAFF_TEXT.reasonTooLong })
  .optional()
  .transform((v) => v || undefined);

export const renameBody = z.object({ from: z.string().trim().min(1).max(40), to: usernameSchema, reason: optionalReason });

export const balanceBody = z.object({
  username: z.string().trim().min(1).max(40),
  currency: z.enum(STAFF_CURRENCIES),
  /** grant adds; take removes, never below 0 (what the player has, at most). */
  action: z.enum(['grant', 'take']),
  amount: z.number({ error: STAFF_TEXT.amountRange }).int({ error: STAFF_TEXT.amountRange }).min(1, { error: STAFF_TEXT.amountRange }).max(STAFF_GRANT_MAX, { error: STAFF_TEXT.amountRange }),
  reason,
});

export const announceBody = z.object({
  message: z.string().trim().min(1, { error: STAFF_TEXT.announcementEmpty }).max(ANNOUNCEMENT_MAX, { error: STAFF_TEXT.announcementTooLong }),
});

export const lookupPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Admins only. */
  email: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  role: z.enum(['player', 'moderator', 'admin']),
  createdAt: z.string(),
  isOnline: z.boolean(),
  isDemoResident: z.boolean(),
  membership: z.number().int(),
  coins: z.number().int(),
  gems: z.number().int(),
  honor: z.number().int(),
});

export const usernameChangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
  reservedUntil: z.string(),
});

export const lookupChatSchema = z.object({ id: z.string(), text: z.string(), at: z.string(), hidden: z.boolean() });
export const lookupForumSchema = z.object({
  kind: z.enum(['post', 'reply']),
  id: z.string(),
  postId: z.string(),
  title: z.string(),
  text: z.string(),
  at: z.string(),
  hidden: z.boolean(),
});
export const lookupFeedSchema = z.object({ kind: z.enum(['post', 'comment']), id: z.string(), postId: z.string(), text: z.string(), at: z.string(), status: z.string() });
export const lookupLedgerSchema = z.object({ id: z.number().int(), currency: z.string(), amount: z.number().int(), reason: z.string(), ref: z.string().nullable(), at: z.string() });
export const lookupAddressSchema = z.object({
  /** As limits count it: IPv4 as is, IPv6 by its /64. */
  address: z.string(),
  ip: z.string(),
  signedUp: z.boolean(),
  signIns: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Other accounts seen at the same address. */
  shared: z.array(z.object({ username: z.string(), signedUp: z.boolean(), lastSeen: z.string() })),
});

export const lookupResponse = z.object({
  success: z.literal(true),
  player: lookupPlayerSchema,
  standing: standingSummarySchema,
  sanctions: z.array(sanctionSchema),
  usernames: z.array(usernameChangeSchema),
  chat: z.array(lookupChatSchema),
  forum: z.array(lookupForumSchema),
  feed: z.array(lookupFeedSchema),
  ledger: z.array(lookupLedgerSchema),
  addresses: z.array(lookupAddressSchema),
  /** What the asker may do from here (the sanctions policy; admins' staff tools). */
  can: z.object({
    sanction: z.record(z.enum(SANCTION_KINDS), z.boolean()),
    rename: z.boolean(),
    balance: z.boolean(),
  }),
});
export type PlayerLookup = z.infer<typeof lookupResponse>;

export const staffRoutes = {
  /** Moderators and admins: everything staff need to judge a player, in one answer. */
  lookup: defineRoute({
    method: 'GET',
    path: '/api/moderation/players/:username',
    auth: 'required',
    role: 'moderator',
    params: z.object({ username: z.string().trim().min(1).max(40) }),
    response: lookupResponse,
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/api/admin/username',
    auth: 'required',
    role: 'admin',
    body: renameBody,
    response: okMessage.extend({ username: z.string() }),
  }),
  balance: defineRoute({
    method: 'POST',
    path: '/api/admin/balance',
    auth: 'required',
    role: 'admin',
    body: balanceBody,
    response: okMessage.extend({ moved: z.number().int(), balance: z.number().int() }),
  }),
  announce: defineRoute({
    method: 'POST',
    path: '/api/admin/announce',
    auth: 'required',
    role: 'admin',
    body: announceBody,
    response: okMessage.extend({ online: z.number().int() }),
  }),
};
