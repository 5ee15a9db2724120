import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANDING_PAGE } from '../src/server/http/web-files.ts';
import { precompressFile } from './web-build-plugins.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The fonts the landing's text is drawn in (the Latin files of the page's own style sheets),
 * asked for with the page: the drawn landing is painted as soon as its styles arrive, and text
 * painted first in a stand-in font and again in its own would move (and paint twice).
 */
async function fontPreloads(webDist: string, index: string): Promise<string> {
  const sheets = [...index.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const fonts = new Set<string>();
  for (const sheet of sheets) {
    const css = await fs.readFile(path.join(webDist, sheet), 'utf8');
    for (const m of css.matchAll(/url\((\/assets\/[^)]*-latin-(?!ext-)[^)]*\.woff2)\)/g)) fonts.add(m[1]!);
  }
  return [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`).join('\n    ');
}

/**
 * After the web build: the landing page sent to visitors (LANDING_PAGE), which is the built
 * index.html with the landing drawn in its root (src/web/screens/landing/prerender.tsx, built
 * for Node by Vite into a scratch folder), and its brotli and gzip copies.
 */
export async function prerenderLanding(root: string, webDist: string): Promise<void> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { aliases } = await import('../vite.config.ts');
  const outDir = path.join(root, 'node_modules/.cache/oldroad-prerender');
  await build({
    configFile: false,
    root: path.join(root, 'src/web'),
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: aliases },
    build: { ssr: path.join(root, 'src/web/screens/landing/prerender.tsx'), outDir, emptyOutDir: true, minify: false },
  });
  const { renderLandingRoot } = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as { renderLandingRoot(): string };
  const index = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT} to draw the landing in`);
  const preloads = await fontPreloads(webDist, index);
  const page = index.replace('</head>', `  ${preloads}\n  </head>`).replace(EMPTY_ROOT, renderLandingRoot());
  const file = path.join(webDist, LANDING_PAGE);
  await fs.writeFile(file, page);
  await precompressFile(file);
}
