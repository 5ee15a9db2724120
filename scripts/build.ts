import { buildWeb } from './build-web';

// `npm run build`: the web app as `npm start` builds it (Vite, then the landing drawn in its page).
await buildWeb();
