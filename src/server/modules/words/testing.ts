import { and, eq } from 'drizzle-orm';
import { normalizeWord, type WordAction } from '@common/words/rules';
import type { TestApp } from '../../test/app';
import { reportCases, reports } from '../reports/schema';
import { sanctions } from '../sanctions/schema';
import { wordListOf } from './list';
import { wordFilter } from './schema';

/**
 * Test helpers of the word filter: entries written straight into the table (as psql would)
 * and this process told, and what a hit leaves behind (cases, system mutes).
 */

/** The words each test file screens with, one per action. */
export const TEST_WORDS = { censor: 'parsnip', hide: 'turnip', review: 'swede', mute: 'kohlrabi' } as const;
export const TEST_MUTE_MINUTES = 7;

export async function listWords(t: Pick<TestApp, 'ctx'>, entries: { word: string; action: WordAction; minutes?: number }[]): Promise<void> {
  for (const e of entries) {
    const word = normalizeWord(e.word);
    const minutes = e.action === 'mute' ? (e.minutes ?? TEST_MUTE_MINUTES) : null;
    await t.ctx.db.insert(wordFilter).values({ word, action: e.action, minutes }).onConflictDoUpdate({ target: wordFilter.word, set: { action: e.action, minutes } });
  }
  wordListOf(t.ctx).invalidate();
}

/** One entry per action (TEST_WORDS). */
export const listTestWords = (t: Pick<TestApp, 'ctx'>) =>
  listWords(t, Object.entries(TEST_WORDS).map(([action, word]) => ({ word, action: action as WordAction })));

/** The cases on a target with their reports (the word filter's have no reporter). */
export async function casesOn(t: Pick<TestApp, 'ctx'>, targetType: string, targetId: string) {
  const rows = await t.ctx.db
    .select({ id: reportCases.id, status: reportCases.status, reportedUserId: reportCases.reportedUserId, evidence: reportCases.evidence, reporterId: reports.reporterId, note: reports.note })
    .from(reportCases)
    .innerJoin(reports, eq(reports.caseId, reportCases.id))
    .where(and(eq(reportCases.targetType, targetType), eq(reportCases.targetId, targetId)));
  return rows;
}

/** The system's mutes of a player (word filter, flood control). */
export const systemMutesOf = (t: Pick<TestApp, 'ctx'>, userId: string) =>
  t.ctx.db
    .select()
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, 'mute')));
