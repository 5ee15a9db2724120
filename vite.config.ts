import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport, precompress } from './scripts/web-build-plugins.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@common': dir('./src/common'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
};

// The web app lives in src/web; the server (PORT, default 3000) serves dist/web in production
// and is the proxy target of `npm run dev`.
export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react(), chunkReport(dir('.')), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Few files where a player waits (issue 23): every request costs a kilobyte of headers
        // and a turn of its connection. What the page needs at once is one chunk with the entry;
        // the sign-in screens and the toasts one; the signed-in app's frame, HUD and chat one;
        // the town's canvas with PixiJS one. Dialogs and the rest are split per use as before
        // (modules they share with these come from these). e2e/first-visit.e2e.ts checks that
        // the visitor screens load no module of the signed-in app.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'signin', test: /src[\\/]web[\\/](?:screens[\\/](?:auth|styles)[\\/]|ToastContainer)/ },
            { name: 'town', test: /src[\\/]web[\\/](?:shell|hud|chat|game(?![\\/]engine))[\\/]/ },
            { name: 'canvas', test: /src[\\/]web[\\/]game[\\/]engine[\\/]town/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(
      ['/api', '/game-api', '/cdn', '/emojis', '/socket.io', '/radio', '/auth'].map((p) => [
        p,
        {
          target: `http://localhost:${process.env.PORT ?? 3000}`,
          ws: p === '/socket.io',
          changeOrigin: false,
          // Source modules such as src/web/api/client.ts share the /api prefix: Vite serves those.
          bypass: (req: { url?: string }) => (/\.(tsx?|jsx?|css)(\?|$)/.test(req.url ?? '') ? req.url : undefined),
        },
      ]),
    ),
  },
});
