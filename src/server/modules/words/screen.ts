import type { ReportTargetType } from '@common/moderation-reports';
import { REDACTION_MARKER } from '@common/world/chat';
import { hitWords, screenWith, type CompiledWords, type WordHit } from '@common/words/match';
import { ACTION_STRENGTH, WORD_PLACE_LABELS, WORDS_TEXT, type WordAction, type WordPlace } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Forbidden, Invalid, NotFound } from '../../errors';
import type { Tx } from '../../db/client';
import { openSystemCase } from '../reports/service';
import { imposeSanction } from '../sanctions/service';
import { sanctionTransaction } from '../sanctions/transaction';
import { wordListOf } from './list';

/**
 * The word filter at every place players write (issue 21 §4). Each module's service calls
 * `screenText` (or `screenTexts` for several fields) where it validates what it is about to
 * store, after its own policy and limits and before its write, and stores the text it answers:
 *
 * - `censor` words are replaced by the redaction marker (the text is posted);
 * - `mute`: nothing is stored; the author is muted through the sanctions service for the
 *   entry's minutes (a system sanction: Account standing and the staff lookup show it) and the
 *   call throws 403 with the refusal (`screen` answers it instead, for the town's chat);
 * - `hide` (`verdict.hidden`): the place keeps the text from players its own way and a case is
 *   opened for moderators (`openWordCase` in the writing transaction, or `holdForModerators`
 *   where the place has no hidden state);
 * - `review` (`verdict.review` without `hidden`): posted as written, and a case opened on it.
 * When several entries hit, the strongest action decides (mute, hide, review, censor) and the
 * censored words are replaced whatever it is. The list is kept compiled in memory (list.ts):
 * screening a clean text costs one regular-expression scan and no query.
 */

export interface ScreenOptions {
  where: WordPlace;
  authorId: string;
}

export interface Verdict {
  /** The texts to store, censored words replaced (in the order given). */
  texts: string[];
  hits: WordHit[];
  action: WordAction | null;
  /** `hide`: kept from players, shown to moderators (each place's own way). */
  hidden: boolean;
  /** A case is to be opened on what is stored (`review` and `hide`). */
  review: boolean;
  /** `mute`: the text is refused with this (the author is muted already). */
  refusal: string | null;
  /** `mute`: for how long the author is muted (the longest entry hit), and until when. */
  muteMinutes: number;
  mutedUntil: Date | null;
}

/** The list's verdict on some texts, without effects (pure, from memory once the list is loaded). */
export function verdictOf(words: CompiledWords, texts: readonly string[]): Verdict {
  const out: string[] = [];
  const hits: WordHit[] = [];
  let action: WordAction | null = null;
  let muteMinutes = 0;
  for (const text of texts) {
    const s = screenWith(words, text);
    out.push(s.text);
    hits.push(...s.hits);
    if (s.action && (action === null || ACTION_STRENGTH[s.action] > ACTION_STRENGTH[action])) action = s.action;
    muteMinutes = Math.max(muteMinutes, s.muteMinutes);
  }
  const refusal = action === 'mute' ? WORDS_TEXT.mutedForWord(muteMinutes) : null;
  return {
    texts: out,
    hits,
    action,
    hidden: action === 'hide',
    review: action === 'hide' || action === 'review',
    refusal,
    muteMinutes: action === 'mute' ? muteMinutes : 0,
    mutedUntil: action === 'mute' ? new Date(Date.now() + muteMinutes * 60_000) : null,
  };
}

const listOf = (ctx: AppContext) => wordListOf(ctx).current();

/**
 * Screens texts and applies a `mute` (the author muted, the texts refused): answers the verdict
 * and never throws for a hit. For the town's chat, which answers refusals on its socket.
 */
export async function screen(ctx: AppContext, texts: readonly string[], opts: ScreenOptions): Promise<Verdict> {
  const verdict = verdictOf(await listOf(ctx), texts);
  if (verdict.action === 'mute') await muteForWords(ctx, opts, verdict);
  return verdict;
}

/** Screens several fields of one text (a post's title and message); a refusal throws 403. */
export async function screenTexts(ctx: AppContext, texts: readonly string[], opts: ScreenOptions): Promise<Verdict> {
  const verdict = await screen(ctx, texts, opts);
  if (verdict.refusal) throw new Forbidden(verdict.refusal);
  return verdict;
}

/** Screens one text; a refusal throws 403. Store `verdict.text`. */
export async function screenText(ctx: AppContext, text: string, opts: ScreenOptions): Promise<Verdict & { text: string }> {
  const verdict = await screenTexts(ctx, [text], opts);
  return { ...verdict, text: verdict.texts[0]! };
}

/** A username (sign-up, finish registration, an admin's rename): any entry it hits refuses it (400). */
export async function assertNameAllowed(ctx: AppContext, username: string, field = 'username'): Promise<void> {
  if ((await listOf(ctx)).nameHits(username).length > 0) throw new Invalid(WORDS_TEXT.nameRefused, field);
}

/**
 * A short label shown as it is (a member's name tag, a feed post's tags): a blurred bar makes
 * no label, so any entry it hits refuses it (400) with `refusal`.
 */
export async function assertLabelAllowed(ctx: AppContext, label: string, refusal: string, field: string): Promise<void> {
  if ((await listOf(ctx)).hits(label).length > 0) throw new Invalid(refusal, field);
}

async function muteForWords(ctx: AppContext, opts: ScreenOptions, verdict: Verdict): Promise<void> {
  const words = hitWords(verdict.hits.filter((h) => h.action === 'mute'));
  try {
    await sanctionTransaction(ctx, (tx) =>
      imposeSanction(ctx, tx, { userId: opts.authorId, kind: 'mute', minutes: verdict.muteMinutes, reason: WORDS_TEXT.systemReason(words.join('", "')), actorId: null }),
    );
  } catch (err) {
    // The text is refused all the same; the mute is what failed.
    ctx.log.error({ err, userId: opts.authorId, where: opts.where }, 'word filter: the mute could not be recorded');
  }
}

/**
 * Opens (or joins) the moderation case a `review` or `hide` verdict asks for, inside the
 * transaction that stores the content, on the target as the reports API names it. Call it
 * before hiding the row: the reports module reads the row's evidence as players could see it.
 */
export async function openWordCase(ctx: AppContext, tx: Tx, verdict: Verdict, target: { type: ReportTargetType; id: string }): Promise<void> {
  if (!verdict.review) return;
  try {
    await openSystemCase(ctx, tx, { targetType: target.type, targetId: target.id, reason: 'other', note: WORDS_TEXT.caseNote(hitWords(verdict.hits.filter((h) => h.action !== 'censor'))) });
  } catch (err) {
    // A target players cannot see (a moderator's reply under a hidden post) has no case to open; the text is stored all the same.
    if (!(err instanceof NotFound)) throw err;
  }
}

/**
 * Whether a stored text uses a listed word: censored (it holds the redaction marker) or
 * hitting an entry now. The forum marks such posts NSFW.
 */
export async function usesListedWords(ctx: AppContext, ...texts: string[]): Promise<boolean> {
  const words = await listOf(ctx);
  return texts.some((t) => t.includes(REDACTION_MARKER) || words.hits(t).length > 0);
}

/**
 * `hide` where the place keeps nothing hidden (profile comments, feed comments, bios): the text
 * is not stored, and moderators get a case on its author quoting it; the author is refused
 * with `refusal`. Answers nothing: the caller throws.
 */
export async function holdForModerators(ctx: AppContext, verdict: Verdict, opts: ScreenOptions, text: string): Promise<void> {
  const words = hitWords(verdict.hits.filter((h) => h.action !== 'censor'));
  await ctx.db.transaction((tx) =>
    openSystemCase(ctx, tx, { targetType: 'player', targetId: opts.authorId, reason: 'other', note: WORDS_TEXT.heldNote(words, WORD_PLACE_LABELS[opts.where], text) }),
  );
}
