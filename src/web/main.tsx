// First: settings every later module relies on (no eval under the Content-Security-Policy).
import './noEval';
// Next: what the first screen needs is asked for while the rest is read (boot.ts).
import { firstAnswers } from './boot';
import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
// Only the visitor screens' share of Mantine's styles; the rest comes with the screens using it.
import './screens/styles/visitor';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PATHS } from './paths';
import { PRERENDERED } from './prerendered';
import { registerServiceWorker } from './serviceWorker';

/**
 * The first screen drawn is the one the session calls for (the landing, the sign-in screen)
 * unless what it needs is slow to come: drawing the loading screen first costs a whole render
 * on a slow phone.
 */
const FIRST_RENDER_WAITS_MS = 300;
/**
 * A page that came with the landing drawn in it (a visitor at `/`: prerendered.ts) shows it
 * until the session and status are known, rather than the loading screen over it; the app
 * draws it again, with the status, in the same place.
 */
const PRERENDERED_WAITS_MS = 10_000;

const container = document.getElementById('root')!;
const drawn = container.getAttribute(PRERENDERED.attribute);
const showsLanding = drawn === PRERENDERED.landing && window.location.pathname === PATHS.home;
// A landing kept for starting offline (the service worker's copy) but opened at another path.
if (drawn && !showsLanding) container.replaceChildren();
const root = createRoot(container);
const waitMs = showsLanding ? PRERENDERED_WAITS_MS : FIRST_RENDER_WAITS_MS;
void Promise.race([firstAnswers, new Promise((resolve) => setTimeout(resolve, waitMs))]).then(() => root.render(<App />));

window.addEventListener('load', registerServiceWorker);
