import { create } from 'zustand';
import { cookieRoutes } from '@common/api/routes/cookie';
import { COOKIE_TEXT, MAX_CLICKS_PER_SECOND, TICK_MS, type AchievementRule, type BuildingId } from '@common/games/cookie/constants';
import { formatCookies } from '@common/games/cookie/format';
import * as rules from '@common/games/cookie/rules';
import { cookieGameStateSchema, type CookieGameState } from '@common/games/cookie/state';
import { call } from '../../api/client';
import { toast } from '../../toast';
import { holdSaves, idle, nextSaveAt, save } from './saver';

/**
 * The cookie clicker while its dialog is open: the game (loaded from the server at open, with
 * the offline gain the server added), the 100 ms tick, autosave every 5 s and the save on close.
 * Play goes through the shared rules, so what is saved is what the server's check replays.
 */
export type GameStatus = 'loading' | 'ready' | 'error';

interface CookieStore {
  game: CookieGameState | null;
  status: GameStatus;
  error: string | null;
  /** A save asked for with the button is waiting for its turn or for the answer. */
  saving: boolean;
  savedAt: number | null;
}

export const useCookieGame = create<CookieStore>()(() => ({ game: null, status: 'loading', error: null, saving: false, savedAt: null }));

const set = useCookieGame.setState;
const get = useCookieGame.getState;

let generation = 0;
let timers: ReturnType<typeof setInterval>[] = [];
let lastTick = 0;
let autosaving = false;
/** What the last save sent, to skip autosaves when nothing changed. */
let sentSignature = '';
/** Times of the latest clicks: a click beyond 20 in a second is not counted (see MAX_CLICKS_PER_SECOND). */
const recentClicks: number[] = [];

function signature(g: CookieGameState): string {
  return `${g.totalCookies}|${g.clickCount}|${Object.values(g.upgrades).map((u) => u.count).join(',')}|${g.clickUpgrades.map((u) => +u.purchased).join('')}`;
}

function announce(unlocked: AchievementRule[]) {
  for (const a of unlocked) toast.success(COOKIE_TEXT.achievement(a.name));
}

/** Applies a change of the game and unlocks what it earned. */
function update(next: CookieGameState | null): boolean {
  if (!next) return false;
  const { state, unlocked } = rules.unlockAchievements(next);
  set({ game: state });
  announce(unlocked);
  return true;
}

function stopLoops() {
  timers.forEach(clearInterval);
  timers = [];
}

function startLoops() {
  stopLoops();
  lastTick = performance.now();
  timers.push(
    setInterval(() => {
      const game = get().game;
      const now = performance.now();
      // The real time since the last tick: a throttled background tab still bakes at its rate.
      const ms = now - lastTick;
      lastTick = now;
      if (game && rules.cookiesPerSecond(game) > 0) update(rules.advance(game, ms));
    }, TICK_MS),
    setInterval(() => {
      const game = get().game;
      if (!game || autosaving || get().saving || Date.now() < nextSaveAt() || signature(game) === sentSignature) return;
      autosaving = true;
      void saveGame().finally(() => (autosaving = false));
    }, 500),
  );
}

/** One save of the latest game; a save the server refuses brings back the game it kept. */
async function saveGame(): Promise<boolean> {
  const gen = generation;
  const sent: { game: CookieGameState | null } = { game: null };
  const outcome = await save(() => (sent.game = get().game));
  if (!sent.game || outcome === null) return false;
  if (outcome === 'saved') {
    sentSignature = signature(sent.game);
    if (gen === generation) set({ savedAt: Date.now() });
    return true;
  }
  if (outcome === 'refused' && gen === generation) void openGame();
  return false;
}

/** Loads the game at open (after any save still on its way) and starts playing. */
export async function openGame(): Promise<void> {
  const gen = ++generation;
  stopLoops();
  set({ status: 'loading', error: null, game: null });
  await idle();
  try {
    const res = await call(cookieRoutes.load, {});
    if (gen !== generation) return;
    const parsed = cookieGameStateSchema.safeParse(JSON.parse(res.cookieGameState));
    if (!parsed.success) throw new Error('The saved game could not be read');
    sentSignature = signature(parsed.data);
    holdSaves();
    set({ game: parsed.data, status: 'ready', savedAt: null });
    if (res.offlineCookies >= 1) toast.info(COOKIE_TEXT.offlineGain(formatCookies(res.offlineCookies)));
    startLoops();
  } catch (err) {
    if (gen !== generation) return;
    const message = err instanceof Error ? err.message : String(err);
    // A load that failed (or a save that cannot be read) is toasted, and shown in the dialog.
    toast.error(message);
    set({ status: 'error', error: message });
  }
}

/** Stops the game when the dialog closes, saving it (in its turn) if anything changed. */
export function closeGame(): void {
  generation++;
  stopLoops();
  const { game, status } = get();
  set({ game: null, status: 'loading', saving: false });
  if (game && status === 'ready' && signature(game) !== sentSignature) {
    void save(() => game).then((outcome) => {
      if (outcome === 'saved') sentSignature = signature(game);
    });
  }
}

/** The Save button: saves now, or as soon as the 5-second rule allows. */
export async function saveNow(): Promise<void> {
  if (get().saving || !get().game) return;
  set({ saving: true });
  const gen = generation;
  const ok = await saveGame();
  if (gen !== generation) return;
  set({ saving: false });
  if (ok) toast.success(COOKIE_TEXT.saved);
}

/** A click on the big cookie; answers the cookies it baked (0 when clicking faster than counted). */
export function clickCookie(): number {
  const game = get().game;
  if (!game) return 0;
  const now = performance.now();
  while (recentClicks.length > 0 && now - recentClicks[0]! >= 1000) recentClicks.shift();
  if (recentClicks.length >= MAX_CLICKS_PER_SECOND) return 0;
  recentClicks.push(now);
  update(rules.click(game));
  return rules.clickPower(game);
}

export function buyBuilding(id: BuildingId): boolean {
  const game = get().game;
  return !!game && update(rules.buyBuilding(game, id));
}

export function buyClickUpgrade(index: number): boolean {
  const game = get().game;
  return !!game && update(rules.buyClickUpgrade(game, index));
}
