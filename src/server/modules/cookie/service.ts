import { eq } from 'drizzle-orm';
import { COOKIE_TEXT, SAVE_INTERVAL_MS } from '@common/games/cookie/constants';
import { returnFromAway } from '@common/games/cookie/rules';
import { cookieGameStateSchema, freshGame, type CookieGameState } from '@common/games/cookie/state';
import { checkSave } from '@common/games/cookie/verify';
import type { AppContext } from '../../context';
import type { DbTransaction as Tx } from '../../db/client';
import { Invalid, RateLimited } from '../../errors';
import { cookieGames } from './schema';

/**
 * The player's game row, locked for this transaction; a player without one starts a fresh game
 * now (so a first save is checked against nothing baked, from the moment the game began).
 */
async function lockGame(tx: Tx, userId: string, now: number): Promise<{ state: CookieGameState; savedAt: Date | null; isNew: boolean }> {
  const inserted = await tx.insert(cookieGames).values({ userId, state: freshGame(now) }).onConflictDoNothing().returning({ userId: cookieGames.userId });
  const [row] = await tx.select().from(cookieGames).where(eq(cookieGames.userId, userId)).for('update');
  if (!row) throw new Error(`cookie game of ${userId} vanished`);
  // Written only by this module, always checked; a failure here is a bug, not a player's doing.
  return { state: cookieGameStateSchema.parse(row.state), savedAt: row.savedAt, isNew: inserted.length > 0 };
}

/** The game to play now: the last save plus what the buildings baked meanwhile at the offline rate. */
export async function loadGame(ctx: AppContext, userId: string, now = Date.now()): Promise<{ state: CookieGameState; offlineCookies: number }> {
  return ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, userId, now);
    if (game.isNew) return { state: game.state, offlineCookies: 0 };
    const back = returnFromAway(game.state, now);
    await tx.update(cookieGames).set({ state: back.state }).where(eq(cookieGames.userId, userId));
    return { state: back.state, offlineCookies: back.gained };
  });
}

/**
 * Keeps a save if it could follow the previous one (see checkSave); otherwise refuses it with
 * the reason and the previous save stays. At most one save is judged every 5 seconds.
 */
export async function saveGame(ctx: AppContext, userId: string, save: CookieGameState, now = Date.now()): Promise<void> {
  const refusal = await ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, userId, now);
    const since = game.savedAt ? now - game.savedAt.getTime() : Infinity;
    if (since < SAVE_INTERVAL_MS) {
      const wait = Math.ceil((SAVE_INTERVAL_MS - since) / 1000);
      return new RateLimited(COOKIE_TEXT.tooSoon(wait), wait);
    }
    const checked = checkSave(game.state, save, now);
    await tx
      .update(cookieGames)
      .set(checked.ok ? { state: checked.state, savedAt: new Date(now) } : { savedAt: new Date(now) })
      .where(eq(cookieGames.userId, userId));
    return checked.ok ? null : new Invalid(checked.message);
  });
  if (refusal) throw refusal;
}
