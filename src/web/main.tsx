// First: settings every later module relies on (no eval under the Content-Security-Policy).
import './noEval';
import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './serviceWorker';

createRoot(document.getElementById('root')!).render(<App />);

window.addEventListener('load', registerServiceWorker);
