import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE } from '../src/server/http/web-files.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a file's headers outweigh what compression saves. */
export const MIN_BYTES = 1024;
/** A compressed copy is kept only when it saves at least a tenth. */
const WORTH = 0.9;

/**
 * Writes `file.br` and `file.gz` beside a file (brotli at its best quality, gzip level 9):
 * made once at build time, sent by the server to browsers that accept them
 * (`@fastify/static`'s `preCompressed`, src/server/app.ts). Returns the variants written.
 */
export async function precompressFile(file: string): Promise<{ br?: number; gz?: number; size: number }> {
  const raw = await fs.readFile(file);
  const out: { br?: number; gz?: number; size: number } = { size: raw.length };
  if (raw.length < MIN_BYTES) return out;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length * WORTH) {
    await fs.writeFile(`${file}.br`, br);
    out.br = br.length;
  }
  if (gz.length < raw.length * WORTH) {
    await fs.writeFile(`${file}.gz`, gz);
    out.gz = gz.length;
  }
  return out;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Every compressible file under `dir` (the built web app, public files included). */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number }> {
  // Not the build's own reports (.vite/): the server never sends them.
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f) && !path.relative(dir, f).startsWith('.'));
  const results = await Promise.all(files.map(precompressFile));
  return {
    files: results.filter((r) => r.br !== undefined).length,
    bytes: results.reduce((n, r) => n + r.size, 0),
    br: results.reduce((n, r) => n + (r.br ?? r.size), 0),
  };
}

/** The build's last step: brotli and gzip copies of the built files (see precompressFile). */
export function precompress(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'oldroad:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // Only after a build that wrote its files (closeBundle also follows a failed build).
      if (!written) return;
      await precompressDir(outDir);
    },
  };
}

/** Where chunkReport writes, inside the build (the server does not serve dot folders). */
export const CHUNK_REPORT = '.vite/chunks.json';

/** One chunk of the build: its file, what it loads at once and later, and its modules. */
export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Source modules (paths from the repository root; packages as node_modules/...). */
  modules: string[];
}

/**
 * Writes which modules went into which chunk (.vite/chunks.json): Vite's manifest names chunks
 * but not their contents, and what the landing pulls in is a question of modules (PixiJS, the
 * town, the dialogs). Read by e2e/first-visit.e2e.ts and `npm run bench:web`.
 */
export function chunkReport(repoRoot: string): Plugin {
  return {
    name: 'oldroad:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkInfo> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = {
          file: item.fileName,
          isEntry: item.isEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(item.modules).map((id) => path.relative(repoRoot, id.replace(/^\0/, '')).split(path.sep).join('/')),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(chunks) });
    },
  };
}
