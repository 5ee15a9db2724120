import { compileWords, type CompiledWords, type WordRule } from '@common/words/match';
import { normalizeWord, type WordAction } from '@common/words/rules';
import type { AppContext } from '../../context';
import { wordFilter } from './schema';

/**
 * The word list as every process keeps it: read whole and compiled once per change, then
 * screened against from memory (every chat line, whisper, mail and post asks it).
 *
 * Freshness: the table's trigger records a `words` change notice for every statement that
 * changes it (migration 0026), so while notices are heard (`ctx.changes.live`) the compiled list
 * is kept until one comes, in this process and every other. Changes made here are heard at once
 * (`changed`, called after the commit). Without live notices (an app without a change feed,
 * lost polls) the list is read again when older than STALE_MS, so a change made elsewhere
 * applies within that time. A load that a notice overtook is used but not kept.
 *
 * The operator's WORD_FILTER setting adds its words as `censor` entries (an entry of the table
 * with the same word wins): they are the operator's, changed only where the setting is.
 */
export const STALE_MS = 1_000;

/** The operator's extra words (WORD_FILTER, comma-separated), as entries are kept. */
export function settingsWords(config: string | undefined): string[] {
  const words = (config ?? '')
    .split(',')
    .map((w) => normalizeWord(w))
    .filter((w) => w.replace(/[ *]/g, '').length > 0);
  return [...new Set(words)];
}

export class WordList {
  private kept: CompiledWords | null = null;
  private loadedAt = 0;
  private loading: Promise<CompiledWords> | null = null;
  /** A notice came since the kept list's load began. */
  private noticed = false;

  constructor(private readonly ctx: AppContext) {
    ctx.changes?.on('words', () => this.forget());
    ctx.changes?.onReset(() => this.forget());
  }

  /** The list to screen with: as kept when it is fresh (no promise), else read first. */
  current(): CompiledWords | Promise<CompiledWords> {
    const kept = this.kept;
    if (kept && !this.noticed && (this.ctx.changes?.live || Date.now() - this.loadedAt < STALE_MS)) return kept;
    return this.load();
  }

  /** The list changed (a write of this process, after its commit; or a notice). */
  forget(): void {
    this.noticed = true;
  }

  private load(): Promise<CompiledWords> {
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<CompiledWords> {
    this.noticed = false;
    const began = Date.now();
    const rows = await this.ctx.db.select({ word: wordFilter.word, action: wordFilter.action, minutes: wordFilter.minutes }).from(wordFilter);
    const rules: WordRule[] = rows.map((r) => ({ word: r.word, action: r.action as WordAction, minutes: r.minutes }));
    const listed = new Set(rules.map((r) => r.word));
    for (const word of settingsWords(this.ctx.config.WORD_FILTER)) if (!listed.has(word)) rules.push({ word, action: 'censor', minutes: null });
    const compiled = compileWords(rules);
    // A notice during the read may concern rows it missed: answer with it, but read again next time.
    this.kept = compiled;
    this.loadedAt = began;
    return compiled;
  }
}

const lists = new WeakMap<AppContext, WordList>();

/** This process's word list (one per app context). */
export function wordListOf(ctx: AppContext): WordList {
  let list = lists.get(ctx);
  if (!list) lists.set(ctx, (list = new WordList(ctx)));
  return list;
}
