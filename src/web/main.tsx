// First: settings every later module relies on (no eval under the Content-Security-Policy).
import './noEval';
import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
// Only the visitor screens' share of Mantine's styles; the rest comes with the screens using it.
import './screens/styles/visitor';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSession } from './SessionGate';
import { registerServiceWorker } from './serviceWorker';

startSession();
createRoot(document.getElementById('root')!).render(<App />);

window.addEventListener('load', registerServiceWorker);
