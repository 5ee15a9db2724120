import { cdn } from '@common/cdn';
import { withToasts } from './withToasts';

/**
 * The signed-in app (the town, PixiJS, the HUD, the dialogs and their CSS) in chunks of its own,
 * loaded after sign-in. Apart from the other screens' loaders so the sign-in form can warm it up
 * without importing the screen that holds it.
 */
export const loadGameFrame = withToasts(() => import('../shell/GameFrame'));

let warmed = false;

/**
 * Once the player is (about to be) signed in: fetch the town's code and its two map pictures
 * together, so the first picture waits for the slower of them rather than for both in turn.
 */
export function warmUpTown(): void {
  if (warmed) return;
  warmed = true;
  loadGameFrame().catch(() => {
    // A failed load is asked again (and reported) when the town screen renders.
    warmed = false;
  });
  for (const url of [cdn.mapBackground(), cdn.mapForeground()]) {
    const img = new Image();
    img.src = url;
  }
}
