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
  build: { outDir: dir('./dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
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
