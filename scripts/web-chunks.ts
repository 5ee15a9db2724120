import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_REPORT, type ChunkInfo } from './web-build-plugins.ts';

export type ChunkGraph = Record<string, ChunkInfo>;

/** The chunk report of a build (written by chunkReport in scripts/web-build-plugins.ts). */
export function readChunkGraph(webDir: string): ChunkGraph {
  return JSON.parse(fs.readFileSync(path.join(webDir, CHUNK_REPORT), 'utf8')) as ChunkGraph;
}

/** The chunk holding a module (a path from the repository root). */
export function chunkOf(graph: ChunkGraph, module: string): string {
  const found = Object.values(graph).find((c) => c.modules.includes(module));
  if (!found) throw new Error(`no chunk holds ${module}`);
  return found.file;
}

/** Chunks loaded with these (their static imports, all the way down). */
export function staticClosure(graph: ChunkGraph, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(graph[file]?.imports ?? []));
  }
  return seen;
}

/** What a screen loads: its chunks and their CSS (file names under dist/web). */
export interface ScreenFiles {
  js: Set<string>;
  css: Set<string>;
  modules: string[];
}

function filesOf(graph: ChunkGraph, chunks: Set<string>): ScreenFiles {
  const css = new Set<string>();
  for (const c of chunks) for (const f of graph[c]?.css ?? []) css.add(f);
  return { js: chunks, css, modules: [...chunks].flatMap((c) => graph[c]?.modules ?? []) };
}

/**
 * What each visitor screen loads (issue 23): the landing its entry's chunks; the sign-in
 * screen those, the sign-in chunk and the toasts; the signed-in town the game frame's too
 * (PixiJS comes after it, in the engine's chunk).
 */
export function visitorScreens(graph: ChunkGraph): { landing: ScreenFiles; login: ScreenFiles; town: ScreenFiles } {
  const entry = Object.values(graph).find((c) => c.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const landing = staticClosure(graph, [entry.file]);
  const login = staticClosure(graph, [...landing, chunkOf(graph, 'src/web/screens/auth/AuthScreen.tsx'), chunkOf(graph, 'src/web/ToastContainer.tsx')]);
  const town = staticClosure(graph, [...landing, chunkOf(graph, 'src/web/shell/GameFrame.tsx'), chunkOf(graph, 'src/web/game/engine/town.ts')]);
  return { landing: filesOf(graph, landing), login: filesOf(graph, login), town: filesOf(graph, town) };
}

/** Modules a visitor screen must never load: the town, PixiJS, the dialogs and the HUD. */
export const SIGNED_IN_ONLY = /^(?:node_modules\/(?:pixi\.js|@pixi|socket\.io-client|three|@mantine\/modals)\/|src\/web\/(?:game|shell|dialogs|hud|chat)\/)/;
