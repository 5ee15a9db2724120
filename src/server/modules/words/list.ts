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
 * is cached until one comes, in this process and every other. Changes made here are heard at once
 * (`changed`, called after the commit). Without live notices (an app without a change feed,
 * lost polls) the list is read again when older than STALE_MS, so a change made elsewhere
 * applies within that time. A load that a notice overtook is used but not cached.
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
  private cached: CompiledWords | null = null;
  private loadedAt = 0;
  private loading: Promise<CompiledWords> | null = null;
  /** A notice came since the cached list's load began. */
  private noticed = false;

  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly ctx: AppContext) {
    if (ctx.changes) this.unsubscribe.push(ctx.changes.on('words', () => this.invalidate()), ctx.changes.onReset(() => this.invalidate()));
  }

  /** Stops listening to change notices (the app's close). */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  /** The list to screen with: as cached when it is fresh (no promise), else read first. */
  current(): CompiledWords | Promise<CompiledWords> {
    const cached = this.cached;
    if (cached && !this.noticed && (this.ctx.changes?.live || Date.now() - this.loadedAt < STALE_MS)) return cached;
    return this.load();
  }

  /** The list changed (a write of this process, after its commit; or a notice). */
  invalidate(): void {
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
    this.cached = compiled;
    this.loadedAt = began;
    return compiled;
  }
}

/** This process's word list (one per app, built by services.ts). */
export const wordListOf = (ctx: AppContext): WordList => ctx.services.wordList;
