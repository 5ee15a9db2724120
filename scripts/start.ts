import { ensureWebBuild } from './build-web';
import { ensureArt } from './ensure-art';

// `npm start`: build the web app when missing or stale, generate the art when missing,
// then run the server (embedded PostgreSQL unless DATABASE_URL is set).
process.env.NODE_ENV ??= 'production';
await ensureWebBuild();
await ensureArt();
await import('../src/server/main.ts');
