import { cookieRoutes } from '@common/api/routes/cookie';
import { SAVE_INTERVAL_MS } from '@common/games/cookie/constants';
import type { CookieGameState } from '@common/games/cookie/state';
import { ApiError, call } from '../../api/client';
import { runMutation } from '../../queryClient';

/**
 * Sends saves one at a time, never two within the server's 5-second rule: a save asked for
 * sooner waits its turn (so the Save button and the save on close are never refused for being
 * early). The game to send is read when the turn comes, so it is always the latest.
 *
 * Module-level on purpose: a save on close must outlive the dialog, and the next opening waits
 * for it (`idle`) before loading.
 */
/** A little over 5 s: saves are stamped when they arrive, and arrivals jitter. */
const GAP_MS = SAVE_INTERVAL_MS + 400;

export type SaveOutcome = 'saved' | 'refused' | 'failed';

let lastSentAt = -Infinity;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Called when a game is loaded: another tab or device may have saved just before, so the first
 * save waits a full interval too.
 */
export function holdSaves(): void {
  lastSentAt = Math.max(lastSentAt, Date.now());
}

/** When the next save may be sent (ms since the epoch). */
export function nextSaveAt(): number {
  return lastSentAt + GAP_MS;
}

export function save(read: () => CookieGameState | null): Promise<SaveOutcome | null> {
  const turn = queue.then(async (): Promise<SaveOutcome | null> => {
    const wait = nextSaveAt() - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const game = read();
    if (!game) return null;
    lastSentAt = Date.now();
    try {
      // A mutation: a failure is toasted once with the server's (or the exception's) message.
      await runMutation(() => call(cookieRoutes.save, { body: game }));
      return 'saved';
    } catch (err) {
      return err instanceof ApiError && err.status === 400 ? 'refused' : 'failed';
    }
  });
  queue = turn.catch(() => null);
  return turn;
}

/** Resolves once every save asked for so far has been answered. */
export function idle(): Promise<unknown> {
  return queue;
}
