import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderLanding } from './prerender-landing.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST_INDEX = path.join(ROOT, 'dist/web/index.html');
// The build's own plugins too (compressed copies, the chunk report: scripts/web-build-plugins.ts).
const SOURCES = ['src/web', 'src/common', 'vite.config.ts', 'scripts/web-build-plugins.ts', 'src/server/http/web-files.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  const full = path.join(ROOT, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when dist/web is missing or older than any web source. */
export function webBuildIsStale(): boolean {
  if (!fs.existsSync(DIST_INDEX)) return true;
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  // Always a production build (React's fast path), also when tests run with NODE_ENV=test.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
    await prerenderLanding(ROOT, path.dirname(DIST_INDEX));
  } finally {
    process.env.NODE_ENV = previous;
  }
}

export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (first start, or sources changed)...');
  const started = Date.now();
  await buildWeb();
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
