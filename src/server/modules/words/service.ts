import { count, desc, eq, sql } from 'drizzle-orm';
import type { WordEntry } from '@common/api/routes/words';
import { normalizeWord, WORD_LIST_MAX, WORDS_AUDIT, WORDS_TEXT, type WordAction } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { users } from '../users/schema';
import { settingsWords, wordListOf } from './list';
import { wordFilter, type WordFilterRow } from './schema';

/**
 * The admins' word list (GET/POST/DELETE /api/admin/words). Every change is audited in its
 * transaction (before and after); the table's trigger tells every process to recompile, and
 * this process forgets its copy at once after the commit.
 */

const present = (row: WordFilterRow, by: string | null): WordEntry => ({
  id: row.id,
  word: row.word,
  action: row.action as WordAction,
  minutes: row.minutes,
  by,
  updatedAt: row.updatedAt.toISOString(),
});

const audited = (row: Pick<WordFilterRow, 'word' | 'action' | 'minutes'>) => ({ word: row.word, action: row.action, minutes: row.minutes });

export async function listWords(ctx: AppContext): Promise<{ words: WordEntry[]; settingsWords: string[] }> {
  const rows = await ctx.db
    .select({ row: wordFilter, by: users.username })
    .from(wordFilter)
    .leftJoin(users, eq(users.id, wordFilter.createdBy))
    .orderBy(desc(wordFilter.updatedAt), desc(wordFilter.id));
  const listed = new Set(rows.map((r) => r.row.word));
  return { words: rows.map((r) => present(r.row, r.by)), settingsWords: settingsWords(ctx.config.WORD_FILTER).filter((w) => !listed.has(w)) };
}

function changed(ctx: AppContext): void {
  // Heard at once here (with a change feed, its listener forgets the list); others hear the trigger's notice.
  if (ctx.changes) ctx.changes.deliver('words');
  else wordListOf(ctx).invalidate();
}

/**
 * Adds a word, or sets the action and minutes of the entry that word already is (an admin
 * turning `censor` into `mute` need not remove it first). A repeat of the same entry changes
 * nothing and writes no audit row. Two admins adding one word at once: the unique index
 * makes one insert and the other an update of it.
 */
export async function addWord(
  ctx: AppContext,
  actorId: string,
  input: { word: string; action: WordAction; minutes?: number | null },
): Promise<{ message: string; word: WordEntry }> {
  const word = normalizeWord(input.word);
  const minutes = input.action === 'mute' ? (input.minutes ?? null) : null;
  const result = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(wordFilter).where(eq(wordFilter.word, word)).for('update');
    if (before && before.action === input.action && before.minutes === minutes) return { row: before, message: WORDS_TEXT.unchanged(word), wrote: false };
    if (!before) {
      const [{ n }] = (await tx.select({ n: count() }).from(wordFilter)) as [{ n: number }];
      if (n >= WORD_LIST_MAX) throw new Conflict(WORDS_TEXT.listFull);
    }
    const [row] = await tx
      .insert(wordFilter)
      .values({ word, action: input.action, minutes, createdBy: actorId })
      .onConflictDoUpdate({ target: wordFilter.word, set: { action: input.action, minutes, createdBy: actorId, updatedAt: sql`now()` } })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: before ? WORDS_AUDIT.change : WORDS_AUDIT.add,
      targetType: 'word_filter',
      targetId: row!.id,
      before: before ? audited(before) : null,
      after: audited(row!),
    });
    return { row: row!, message: before ? WORDS_TEXT.changed(word) : WORDS_TEXT.added(word), wrote: true };
  });
  if (result.wrote) changed(ctx);
  const [by] = result.row.createdBy ? await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, result.row.createdBy)) : [];
  return { message: result.message, word: present(result.row, by?.username ?? null) };
}

export async function removeWord(ctx: AppContext, actorId: string, id: number): Promise<string> {
  const word = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(wordFilter).where(eq(wordFilter.id, id)).returning();
    if (!gone) throw new NotFound(WORDS_TEXT.notFound);
    await recordAudit(tx, { actorId, action: WORDS_AUDIT.remove, targetType: 'word_filter', targetId: id, before: audited(gone), after: null });
    return gone.word;
  });
  changed(ctx);
  return WORDS_TEXT.removed(word);
}
