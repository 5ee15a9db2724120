import { z } from 'zod';
import { intParams } from '../params';
import { okMessage, defineRoute } from '../contract';
import { WORD_ACTIONS, WORD_MAX, WORD_MUTE_MINUTES_MAX, WORD_MUTE_MINUTES_MIN, WORDS_TEXT, wordProblem } from '../../words/rules';

/** One entry of the word filter's list as admins read it (`word` in the form the matcher keeps). */
export const wordEntrySchema = z.object({
  id: z.number().int(),
  word: z.string(),
  action: z.enum(WORD_ACTIONS),
  /** Mute entries: how long a hit mutes its author. */
  minutes: z.number().int().nullable(),
  /** Who added or last changed it; null: the seed (or an account since deleted). */
  by: z.string().nullable(),
  updatedAt: z.string(),
});
export type WordEntry = z.infer<typeof wordEntrySchema>;

export const addWordBody = z
  .object({
    // Bounded loosely here (a pasted line); the rules' own limits come with their texts below.
    word: z.string({ error: WORDS_TEXT.wordMissing }).max(WORD_MAX * 4, { error: WORDS_TEXT.wordTooLong }),
    action: z.enum(WORD_ACTIONS, { error: `Action must be one of ${WORD_ACTIONS.join(', ')}` }),
    minutes: z
      .number({ error: WORDS_TEXT.minutesRange })
      .int({ error: WORDS_TEXT.minutesRange })
      .min(WORD_MUTE_MINUTES_MIN, { error: WORDS_TEXT.minutesRange })
      .max(WORD_MUTE_MINUTES_MAX, { error: WORDS_TEXT.minutesRange })
      .nullish(),
  })
  .superRefine((b, c) => {
    const problem = wordProblem(b.word);
    if (problem) c.addIssue({ code: 'custom', path: ['word'], message: problem });
    if (b.action === 'mute' && (b.minutes === undefined || b.minutes === null)) c.addIssue({ code: 'custom', path: ['minutes'], message: WORDS_TEXT.minutesNeeded });
  });
export type AddWordBody = z.input<typeof addWordBody>;

export const wordsRoutes = {
  /** Admins only: every entry (newest change first) and the operator's WORD_FILTER words. */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/words',
    auth: 'required',
    role: 'admin',
    response: z.object({ success: z.literal(true), words: z.array(wordEntrySchema), settingsWords: z.array(z.string()) }),
  }),
  /** Adds an entry, or changes the action (and minutes) of the entry the word already is. */
  add: defineRoute({
    method: 'POST',
    path: '/api/admin/words',
    auth: 'required',
    role: 'admin',
    body: addWordBody,
    response: okMessage.extend({ word: wordEntrySchema }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/words/:id',
    auth: 'required',
    role: 'admin',
    params: intParams(),
    response: okMessage,
  }),
};
