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
import { registerServiceWorker } from './serviceWorker';

/**
 * The first screen drawn is the one the session calls for (the landing, the sign-in screen)
 * unless what it needs is slow to come: drawing the loading screen first costs a whole render
 * on a slow phone.
 */
const FIRST_RENDER_WAITS_MS = 300;

const root = createRoot(document.getElementById('root')!);
void Promise.race([firstAnswers, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAITS_MS))]).then(() => root.render(<App />));

window.addEventListener('load', registerServiceWorker);
