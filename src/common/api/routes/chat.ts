import { z } from 'zod';
import { defineRoute, okMessage } from '../contract';

/** A public message as the chat window shows it (live-world §3 Chat message). */
export const publicMessageSchema = z.object({
  id: z.string(),
  username: z.string(),
  text: z.string(),
  timestamp: z.string(),
});
export type PublicMessage = z.infer<typeof publicMessageSchema>;

/**
 * A whisper from the viewer's side (live-world §3): `user` is the other party, isSender says
 * who wrote it, myUsername is the viewer's name when isSender is true, `read` whether the
 * viewer has read it (always true for the viewer's own whispers).
 */
export const whisperMessageSchema = z.object({
  id: z.string(),
  type: z.literal('whisper'),
  user: z.string(),
  text: z.string(),
  timestamp: z.string(),
  isSender: z.boolean(),
  myUsername: z.string().optional(),
  read: z.boolean(),
});
export type WhisperMessage = z.infer<typeof whisperMessageSchema>;

export const whisperHistorySchema = z.object({
  /** Oldest first, the latest WHISPER_HISTORY whispers sent or received. */
  messages: z.array(whisperMessageSchema),
  /** Per partner username, incoming whispers newer than the last read time. */
  unread: z.record(z.string(), z.number().int()),
  /** Read timestamps (live-world §3): partner username -> last read time (ISO). */
  readTimestamps: z.object({ whisper: z.record(z.string(), z.string()) }),
});
export type WhisperHistory = z.infer<typeof whisperHistorySchema>;

export const chatRoutes = {
  /** The last 50 public messages, oldest first; senders the viewer blocks left out. */
  publicRecent: defineRoute({
    method: 'GET',
    path: '/api/chat/public',
    auth: 'required',
    response: z.object({ messages: z.array(publicMessageSchema) }),
  }),
  whispers: defineRoute({ method: 'GET', path: '/api/chat/whispers', auth: 'required', response: whisperHistorySchema }),
  /** Marks every whisper from this partner read (now). */
  markRead: defineRoute({
    method: 'POST',
    path: '/api/chat/whispers/:username/read',
    auth: 'required',
    params: z.object({ username: z.string().min(1).max(40) }),
    response: okMessage.extend({ readAt: z.string() }),
  }),
};
